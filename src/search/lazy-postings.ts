/** One term's postings, kept serialised until a search reaches the term (most terms never are). */

/** A term's postings as MiniSearch serialises them: field id → document id → term frequency. */
type RawPostings = Record<string, Record<string, number>>;

/** The postings of one term, as the Map MiniSearch expects, filled from the serialised form when first read. */
export class LazyPostings extends Map<number, Map<number, number>> {
  #read: ((n: number) => string) | undefined;
  readonly #n: number;

  constructor(read: (n: number) => string, n: number) {
    super();
    this.#read = read;
    this.#n = n;
  }

  /** Converts the serialised postings, once. */
  #load(): void {
    const read = this.#read;
    if (!read) return;
    this.#read = undefined;
    // Each term's postings are kept as a JSON string: read and parsed here, for the few terms a query reaches.
    const raw = JSON.parse(read(this.#n)) as RawPostings;
    for (const field of Object.keys(raw)) {
      const docs = new Map<number, number>();
      const freqs = raw[field]!;
      for (const doc of Object.keys(freqs)) docs.set(Number(doc), freqs[doc]!);
      super.set(Number(field), docs);
    }
  }

  override get(key: number) {
    this.#load();
    return super.get(key);
  }
  override has(key: number) {
    this.#load();
    return super.has(key);
  }
  override set(key: number, value: Map<number, number>) {
    this.#load();
    return super.set(key, value);
  }
  override delete(key: number) {
    this.#load();
    return super.delete(key);
  }
  override get size() {
    this.#load();
    return super.size;
  }
  override keys() {
    this.#load();
    return super.keys();
  }
  override values() {
    this.#load();
    return super.values();
  }
  override entries() {
    this.#load();
    return super.entries();
  }
  override forEach(fn: (value: Map<number, number>, key: number, map: Map<number, Map<number, number>>) => void, thisArg?: unknown) {
    this.#load();
    super.forEach(fn, thisArg);
  }
  override [Symbol.iterator]() {
    this.#load();
    return super[Symbol.iterator]();
  }
}

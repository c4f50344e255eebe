/** Loads MiniSearch's serialised index converting each term's postings on first use, not all ~40,000 at start. */
import MiniSearch, { type AsPlainObject, type Options } from 'minisearch';

/** A term's postings as MiniSearch serialises them: field id → document id → term frequency. */
type RawPostings = Record<string, Record<string, number>>;

/** The postings of one term, as the Map MiniSearch expects, filled from the serialised form when first read. */
class LazyPostings extends Map<number, Map<number, number>> {
  #raw: RawPostings | string | undefined;

  constructor(raw: RawPostings | string) {
    super();
    this.#raw = raw;
  }

  /** Converts the serialised postings, once. */
  #load(): void {
    const stored = this.#raw;
    if (!stored) return;
    this.#raw = undefined;
    // The prebuilt index keeps each term's postings as a JSON string: parsed here, for the few terms a query reaches.
    const raw = typeof stored === 'string' ? (JSON.parse(stored) as RawPostings) : stored;
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

/** MiniSearch's radix tree of terms, which `loadJS` fills the same way. */
interface TermTree {
  set(term: string, postings: Map<number, Map<number, number>>): unknown;
}

/** MiniSearch's serialised index with each term's postings stored as a JSON string (one string per term parses far faster than thousands of small objects). */
export function withStringPostings(js: AsPlainObject): AsPlainObject {
  return { ...js, index: js.index.map(([term, p]) => [term, JSON.stringify(p)]) as unknown as AsPlainObject['index'] };
}

/** Like `MiniSearch.loadJS`, but postings stay serialised until a search reaches their term (falls back to loadJS if MiniSearch's internals differ). */
export function loadLazily<T>(js: AsPlainObject, options: Options<T>): MiniSearch<T> {
  const parsed = (): AsPlainObject => ({ ...js, index: js.index.map(([term, p]) => [term, typeof p === 'string' ? JSON.parse(p) : p]) as AsPlainObject['index'] });
  if (js.serializationVersion !== 2) return MiniSearch.loadJS<T>(parsed(), options);
  const mini = MiniSearch.loadJS<T>({ ...js, index: [] }, options);
  const tree = (mini as unknown as { _index?: Partial<TermTree> })._index;
  if (typeof tree?.set !== 'function') return MiniSearch.loadJS<T>(parsed(), options);
  for (const [term, postings] of js.index) tree.set(term, new LazyPostings(postings as RawPostings | string));
  return mini;
}

/** The rulesets' word processors, each compiled from its lexicon when first asked for. */
import type { Lexicon } from '../rulesets/lexicon-schema.js';
import { compileLexicon, type WordProcessor } from './lexicon.js';

/**
 * A map of ruleset id to word processor that compiles a ruleset's lexicon on first `get`: a search scoped to one game,
 * or a board read in one ruleset's words, needs that ruleset's processor, not all five compiled at start-up.
 */
export class LazyProcessors extends Map<string, WordProcessor> {
  readonly #lexicons: Record<string, Lexicon | undefined>;
  readonly #ids: ReadonlySet<string>;

  constructor(lexicons: Record<string, Lexicon | undefined>, rulesets: readonly string[]) {
    super();
    this.#lexicons = lexicons;
    this.#ids = new Set(rulesets);
  }

  override get(id: string): WordProcessor | undefined {
    let p = super.get(id);
    if (!p && this.#ids.has(id)) super.set(id, (p = compileLexicon(this.#lexicons[id])));
    return p;
  }

  override has(id: string): boolean {
    return this.#ids.has(id);
  }

  override get size(): number {
    return this.#ids.size;
  }

  /** Compiles every processor (for the few callers that list them all). */
  #all(): this {
    for (const id of this.#ids) this.get(id);
    return this;
  }

  override keys() {
    return Map.prototype.keys.call(this.#all()) as MapIterator<string>;
  }
  override values() {
    return Map.prototype.values.call(this.#all()) as MapIterator<WordProcessor>;
  }
  override entries() {
    return Map.prototype.entries.call(this.#all()) as MapIterator<[string, WordProcessor]>;
  }
  override [Symbol.iterator]() {
    return this.entries();
  }
  override forEach(fn: (value: WordProcessor, key: string, map: Map<string, WordProcessor>) => void, thisArg?: unknown): void {
    Map.prototype.forEach.call(this.#all(), fn, thisArg);
  }
}

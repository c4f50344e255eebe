/** Results that know the document's structure: bare headings lift their best child, and one topic does not fill the screen. */
import { docFlags, type SearchIndex } from './search-index.js';
import { perIndex } from './per-index.js';

/** A scored document, by position. */
export interface Ranked {
  n: number;
  score: number;
}

/** A ranked document as placed in the results, with the siblings folded into it. */
export interface Placed extends Ranked {
  /** The bare heading it stands for, when it was lifted from under one. */
  liftedFrom?: number | undefined;
  /** Further hits from the same topic, folded into this one. */
  also: number[];
}

/** How many hits of one topic the results show before the rest are folded into the first of them. */
const perTopic = 3;

/** True when `n` sits (at any depth) under `ancestor`. */
function isUnder(ix: SearchIndex, n: number, ancestor: number): boolean {
  for (let p = ix.parentOf[n]!; p >= 0; p = ix.parentOf[p]!) if (p === ancestor) return true;
  return false;
}

/** The first child with text of its own, going down through bare sub-headings. */
function firstRuling(ix: SearchIndex, n: number, taken: Set<number>, accept: (n: number) => boolean): number | undefined {
  for (const c of ix.childrenOf[n] ?? []) {
    if (taken.has(c)) continue;
    if (!(ix.flagsOf[c]! & docFlags.bare)) {
      if (accept(c)) return c;
      continue;
    }
    const deeper = firstRuling(ix, c, taken, accept);
    if (deeper !== undefined) return deeper;
  }
  return undefined;
}

/** A document's words, for telling twins apart: kept per index, as the same rulings are placed search after search. */
const textWords = perIndex((ix, n: number) => new Set(ix.doc(n).text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean)));

/** How alike two rulings' words must be (Jaccard) to be shown as one hit. */
const duplicateSimilarity = 0.85;

/** True when two word sets are nearly the same text. */
function nearDuplicate(a: Set<string>, b: Set<string>): boolean {
  if (a.size < 4 || b.size < 4) return false;
  let common = 0;
  for (const w of a) if (b.has(w)) common++;
  return common / (a.size + b.size - common) >= duplicateSimilarity;
}

/** The topic a hit belongs to for grouping: its parent, or itself when it has none. */
const topicOf = (ix: SearchIndex, n: number) => (ix.parentOf[n]! >= 0 ? ix.parentOf[n]! : n);

/**
 * Places ranked documents (best first): a bare heading is replaced by its best-ranked descendant (or, failing that,
 * its first ruling), and after `perTopic` hits from one topic the rest are folded into the first one's `also`.
 */
export function placeHits(ix: SearchIndex, ranked: Ranked[], limit: number, accept: (n: number) => boolean = () => true): Placed[] {
  const taken = new Set<number>();
  const out: Placed[] = [];
  const byTopic = new Map<number, Placed[]>();
  const wordsOf = (n: number) => textWords(ix, n);
  const place = (p: Placed) => {
    taken.add(p.n);
    // The same ruling printed under several headings (Galley's and Longship's "cannot be pinned by any means") is one hit.
    const twin = out.find((q) => nearDuplicate(wordsOf(q.n), wordsOf(p.n)));
    if (twin) {
      twin.also.push(p.n);
      return;
    }
    const topic = topicOf(ix, p.n);
    const group = byTopic.get(topic) ?? [];
    if (group.length >= perTopic) group[0]!.also.push(p.n);
    else {
      group.push(p);
      byTopic.set(topic, group);
      out.push(p);
    }
  };
  for (const r of ranked) {
    if (out.length >= limit) break;
    if (taken.has(r.n)) continue;
    if (!(ix.flagsOf[r.n]! & docFlags.bare)) {
      place({ ...r, also: [] });
      continue;
    }
    taken.add(r.n);
    const best = ranked.find((c) => !taken.has(c.n) && isUnder(ix, c.n, r.n));
    const child = best?.n ?? firstRuling(ix, r.n, taken, accept);
    if (child !== undefined) place({ n: child, score: Math.max(r.score, best?.score ?? 0), liftedFrom: r.n, also: [] });
  }
  return out;
}

/** Rulings beside their subjects: how several subjects combine is often ruled once, under the heading they share. */
import type { NamedSubject } from './interactions.js';
import { distinctSubjects } from './interactions.js';
import { meetingBoost } from './meetings.js';
import { docFlags, type SearchIndex } from './search-index.js';
import { namesOfDoc, tagsOfDoc } from './subjects.js';
import type { Ranked } from './structure.js';

/** How much a ruling beside the subjects counts against the best of their rulings, before its cue factor. */
const besideShare = 0.8;

/** Each heading over the candidates carrying a subject the query names: each such candidate's subjects, and their best score. */
function headingsOver(ix: SearchIndex, top: readonly Ranked[], namedOf: Map<number, NamedSubject[]>) {
  const out = new Map<number, { carried: NamedSubject[][]; best: number }>();
  for (const r of top) {
    const names = namedOf.get(r.n);
    if (!names) continue;
    for (let p = ix.parentOf[r.n]!; p >= 0; p = ix.parentOf[p]!) {
      const h = out.get(p) ?? out.set(p, { carried: [], best: 0 }).get(p)!;
      h.carried.push(names);
      h.best = Math.max(h.best, r.score);
    }
  }
  return out;
}

/**
 * True when two or more of the query's subjects are carried under a heading by two or more of its rulings, besides
 * the heading's own names (shared by all it holds): one ruling carrying both is their meeting, not a reason to look beside it.
 */
function meetUnder(carried: readonly NamedSubject[][], own: ReadonlySet<string>): boolean {
  const apart = carried.map((names) => names.filter((s) => !own.has(s.name))).filter((names) => names.length);
  return apart.length >= 2 && distinctSubjects(apart.flat()).length >= 2;
}

/**
 * Adds or raises, in place, the rulings that state how several subjects combine ("you may resolve them in any order",
 * beside the Water token's and the Fire token's rulings under Move a Cat): a child of a heading under which the candidates carry two
 * or more of the query's subjects, whose own text answers a cue marked `beside` (`factor` > 1), scores as the best of
 * those candidates times its factor and the boost of a meeting, a little under. Only when the query asks such a question.
 */
export function raiseBeside(ix: SearchIndex, top: Ranked[], namedOf: Map<number, NamedSubject[]>, factor: (n: number) => number, accept: (n: number) => boolean): void {
  const at = new Map(top.map((r, i) => [r.n, i]));
  for (const [heading, { carried, best }] of headingsOver(ix, top, namedOf)) {
    if (!meetUnder(carried, new Set(namesOfDoc(ix.doc(heading))))) continue;
    for (const c of ix.childrenOf[heading]!) {
      // A ruling tagged with a subject of its own is about that subject, not about how the heading's subjects combine.
      if (ix.flagsOf[c]! & docFlags.bare || !accept(c) || tagsOfDoc(ix.doc(c)).length) continue;
      const f = factor(c);
      if (f <= 1) continue;
      // Beside two subjects' rulings, it is about how they meet, as a ruling naming both is.
      const score = best * besideShare * f * meetingBoost;
      const i = at.get(c);
      if (i === undefined) at.set(c, top.push({ n: c, score }) - 1);
      else if (top[i]!.score < score) top[i] = { n: c, score };
    }
  }
}

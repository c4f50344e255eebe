/** What each effect was read as, in the answer's terms: the entry, how it was read, a score and close alternatives. */
import type { SeenEffect } from './effect.js';

/** What one effect was read as: the entry, how (`entry`, `name`, `text`, `words`), a score, and close alternatives. */
export interface Reading {
  effect: string;
  /** The entry taken, or null when its words were read as none (alternatives may list the candidates). */
  entry: string | null;
  title?: string | undefined;
  how: 'entry' | 'name' | 'text' | 'words' | 'none';
  /** 1 for an exact reading; below 1 for one slip away; the search's score, relative to the best, for words. */
  score: number;
  /** Set when the reading was not exact: what the judge's words were matched to. */
  matched?: string | undefined;
  alternatives: { entry: string; title: string; score: number }[];
}

const howOf = { entry: 'entry', name: 'name', 'near-name': 'name', text: 'text', 'near-text': 'text', words: 'words' } as const;

/** The readings of an effect, best first: one per entry it was read as, or one 'none' (with any candidates). */
export function readingsOf(e: SeenEffect): Reading[] {
  const top = e.recognised.find((r) => r.by === 'words')?.score ?? e.close?.[0]?.score ?? 1;
  const rel = (score: number) => Math.round((1000 * score) / top) / 1000;
  const alternatives = (e.close ?? []).map((c) => ({ entry: c.entry.id, title: c.entry.title, score: rel(c.score) }));
  if (!e.recognised.length) return [{ effect: e.id, entry: null, how: 'none', score: 0, alternatives }];
  return e.recognised.map((r) => ({
    effect: e.id,
    entry: r.entry.id,
    title: r.entry.title,
    how: howOf[r.by],
    score: r.by === 'words' ? 1 : r.by.startsWith('near-') ? 0.9 : 1,
    ...(r.matched ? { matched: r.matched } : {}),
    alternatives: r.by === 'words' ? alternatives : [],
  }));
}

/** Whether a reading is exact: pinned by `entry:`, a name, or a printed text as the rulesets hold it. */
export function isExact(r: Reading): boolean {
  return r.how !== 'words' && r.how !== 'none' && r.score === 1;
}

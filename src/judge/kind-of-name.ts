/** The effect kind a recognised name suggests, read from the entry (what it calls the name, where it sits) and the kinds the directives use. */
import type { Entry } from '../rulesets/entry.js';
import { fold } from '../rulesets/text.js';

/** Words of a kind as they may appear in a section heading: `unique-treasure` → "unique treasure". */
const kindWords = (kind: string) => fold(kind.replace(/[-_]+/g, ' '));

/**
 * The kind for `name` recognised as `entry`, among `kinds` (those the rulesets' directives talk about): `keyword` or
 * `ability` when the entry lists the name as one, else a kind named by the entry's section path ("UNIQUE TREASURES"
 * gives unique-treasure), else undefined (the interview then asks without a guess).
 */
export function kindOfName(entry: Entry, name: string, kinds: string[]): string | undefined {
  const key = fold(name);
  const offered = (k: string) => (kinds.length === 0 || kinds.includes(k) ? k : undefined);
  if (entry.keywords.some((k) => fold(k) === key)) return offered('keyword') ?? offered('ability');
  if (entry.abilities.some((a) => fold(a) === key)) return offered('ability');
  const path = ` ${fold([...entry.section, entry.title].join(' '))} `;
  const bySection = kinds
    .filter((k) => k !== 'ability')
    .map((k) => ({ k, at: path.search(new RegExp(`\\b${kindWords(k).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}s?\\b`)) }))
    .filter((x) => x.at >= 0)
    .sort((a, b) => b.at - a.at)[0];
  return bySection?.k;
}

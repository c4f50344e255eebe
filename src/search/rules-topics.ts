/** Topics of the rules, as opposed to rulings on one card, keyword or ability: read from how the document files them. */
import { docFlags, type SearchIndex } from './search-index.js';

/** The entry fields that make an entry a subject (a card, keyword or ability) rather than a topic of the rules. */
const subjectFlags = docFlags.keywords | docFlags.abilities | docFlags.cards;

/** Each index's sections that file subjects: those most of whose topics are tagged with a card, keyword or ability. */
const subjectSections = new WeakMap<SearchIndex, Set<number>>();

/**
 * The sections of the index that file subjects, found once per index. A topic left untagged there ("Fire Masts
 * (continued)", beside the abilities) is still about its subject; a section of the rules holds few tagged topics.
 */
function sectionsOfSubjects(ix: SearchIndex): Set<number> {
  let out = subjectSections.get(ix);
  if (out) return out;
  const topics = new Map<number, [number, number]>();
  ix.parentOf.forEach((p, n) => {
    if (p >= 0) return;
    const t = topics.get(ix.sectionOf[n]!) ?? topics.set(ix.sectionOf[n]!, [0, 0]).get(ix.sectionOf[n]!)!;
    t[1]++;
    if (ix.flagsOf[n]! & subjectFlags) t[0]++;
  });
  subjectSections.set(ix, (out = new Set([...topics].filter(([, [tagged, all]]) => tagged * 2 > all).map(([s]) => s))));
  return out;
}

/** True when an entry is about a card, keyword or ability: it or a heading over it is tagged so, or its section files them. */
export function aboutSubject(ix: SearchIndex, n: number): boolean {
  if (sectionsOfSubjects(ix).has(ix.sectionOf[n]!)) return true;
  for (let p = n; p >= 0; p = ix.parentOf[p]!) if (ix.flagsOf[p]! & subjectFlags) return true;
  return false;
}

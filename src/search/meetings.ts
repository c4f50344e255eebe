/** Ranks the rulings on how the subjects a query names meet above the main entries of each subject. */
import { classesNamed, distinctSubjects, subjectsMet, type NamedSubject } from './interactions.js';
import { sectionTermsOf } from './hints.js';
import { termsOf, type SearchIndex } from './search-index.js';
import { perIndex } from './per-index.js';
import type { Ranked } from './structure.js';

/** The kinds of a list's members. */
const listKinds = new Set(['item', 'step']);

/**
 * How much a ruling touching two of the subjects a query names counts over one touching a single one; each further
 * subject it touches counts as much again, so the ruling on how all of them meet ranks above one on two of them.
 */
export const meetingBoost = 1.5;

/** The subjects named by the items of the list a ruling leads ("Only one of these may be applied"): its list is what it is about. */
function listed(ix: SearchIndex, n: number, namedOf: Map<number, NamedSubject[]>): NamedSubject[] {
  const parent = ix.parentOf[n]!;
  if (parent < 0 || listKinds.has(ix.kindOf[n]!)) return [];
  return ix.childrenOf[parent]!.filter((c) => c > n && listKinds.has(ix.kindOf[c]!)).flatMap((c) => namedOf.get(c) ?? []);
}

/** The classes of things a ruleset's lexicon names as sections ("ut" is the section Unique Treasure), as index terms. */
const classesOf = perIndex((ix, ruleset: string): Set<string>[] => {
  const process = ix.processors.get(ruleset);
  const sections = Object.values(ix.lexicons[ruleset]?.filters ?? {}).flatMap((f) => (f.section ? [f.section] : []));
  return process ? sections.map((s) => new Set(termsOf(s, process))) : [];
});

/**
 * Raises, in place, the candidates that touch two or more of the query's subjects (`namedOf`: each candidate's names
 * the query names; `ownTerms`: the index terms the search matched in its own fields, its text's words among them), and returns the names each of them is about, for "about X and Y". Subjects are per ruleset: a
 * Pirates CSG keyword says nothing about a Krosmaster ruling. Also says how many distinct subjects the query names.
 */
export function rankMeetings(ix: SearchIndex, top: Ranked[], namedOf: Map<number, NamedSubject[]>, ownTerms: (n: number) => ReadonlySet<string>): { about: Map<number, string[]>; subjects: number } {
  const about = new Map<number, string[]>();
  const byRuleset = new Map<string, NamedSubject[]>();
  const byId = new Map<string, NamedSubject[]>();
  for (const [n, names] of namedOf) {
    const id = ix.rulesetOf[n]!;
    const list = byRuleset.get(id);
    if (list) list.push(...names);
    else byRuleset.set(id, [...names]);
    byId.set(ix.doc(n).id, names);
  }
  // A subject's rulings carry its name; the sections they are filed in say what class of thing it is. A class named
  // beside one of its members ("Trees UT") is met by that member's rulings, and is no subject of any other ruling.
  const sectionTerms = sectionTermsOf(ix);
  const sectionsOf = (s: NamedSubject) => [...namedOf].filter(([, names]) => names.some((m) => m.name === s.name)).map(([n]) => sectionTerms(n));
  const subjects = new Map([...byRuleset].map(([id, names]) => [id, distinctSubjects(names)]));
  const classes = new Map([...subjects].map(([id, list]) => [id, classesNamed(list, classesOf(ix, id), sectionsOf)]));
  const most = Math.max(0, ...[...subjects.values()].map((s) => s.length));
  if (most < 2) return { about, subjects: most };
  for (const r of top) {
    const all = subjects.get(ix.rulesetOf[r.n]!) ?? [];
    if (all.length < 2) continue;
    const doc = ix.doc(r.n);
    const textTerms = () => ownTerms(r.n);
    const named = [...(namedOf.get(r.n) ?? []), ...listed(ix, r.n, namedOf)];
    const isNamed = (s: NamedSubject) => named.some((m) => m.name === s.name);
    const own = classes.get(ix.rulesetOf[r.n]!)!;
    const ofMembers = [...own].filter(([, members]) => members.some(isNamed)).map(([c]) => c);
    const query = all.filter((s) => !own.has(s) || ofMembers.includes(s));
    const met = [...subjectsMet(query, { named, textTerms, see: doc.see ?? [] }, (id) => byId.get(id) ?? []), ...ofMembers];
    // Only the query's own subjects count: a ruling's other tags are what it is about, not what was asked.
    const asked = distinctSubjects(met).filter((m) => query.some((q) => q.terms.every((t) => m.terms.includes(t)) || m.terms.every((t) => q.terms.includes(t))));
    if (asked.length < 2) continue;
    r.score *= meetingBoost ** (asked.length - 1);
    about.set(r.n, asked.map((m) => m.name));
  }
  return { about, subjects: most };
}

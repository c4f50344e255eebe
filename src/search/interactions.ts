/** Interactions: a query naming two subjects (a card and a keyword, a UT and a terrain) asks how they meet. */

/** A subject the query names, as a name and its index terms under the ruleset of the entry it came from. */
export interface NamedSubject {
  name: string;
  terms: readonly string[];
}

/** What a candidate ruling says about the subjects: the names it carries and the ids it links to (`see`). */
export interface RulingSubjects {
  /** The query's subjects among the ruling's own names and its headings' (namesOfDoc). */
  named: readonly NamedSubject[];
  /** The index terms of the ruling's own text: a ruling filed under one subject names the other there. */
  textTerms: () => ReadonlySet<string>;
  /** The entries it links to with `see`. */
  see: readonly string[];
}

/** True when every term of `a` is among the terms of `b`. */
const within = (a: readonly string[], b: readonly string[]) => a.every((t) => b.includes(t));

/**
 * The distinct subjects of a list: "Fire" is dropped beside "Fire token", and one name given twice (a card and its
 * heading) counts once, so that one subject named in several ways is not taken for two.
 */
export function distinctSubjects(names: readonly NamedSubject[]): NamedSubject[] {
  const out: NamedSubject[] = [];
  for (const s of [...names].sort((a, b) => b.terms.length - a.terms.length)) {
    if (!s.terms.length || out.some((o) => within(s.terms, o.terms))) continue;
    out.push(s);
  }
  return out;
}

/**
 * The subjects that only class another one the query names, with the ones they class: "Trees UT" names Trees, and
 * Unique Treasure is a class of things the lexicon knows (`classes`, its section filters) that Trees' rulings are filed
 * under (`sectionsOf`: the section terms of each subject's rulings). A section that is no class (Add Pathway, Ghost
 * Pirates) is what the question is about, a subject of its own.
 */
export function classesNamed(subjects: readonly NamedSubject[], classes: readonly ReadonlySet<string>[], sectionsOf: (s: NamedSubject) => readonly ReadonlySet<string>[]): Map<NamedSubject, NamedSubject[]> {
  const out = new Map<NamedSubject, NamedSubject[]>();
  for (const c of subjects) {
    // The class's whole name: "Board" is not the class "board game".
    if (!classes.some((terms) => terms.size === new Set(c.terms).size && c.terms.every((t) => terms.has(t)))) continue;
    const members = subjects.filter((s) => s !== c && !within(c.terms, s.terms) && sectionsOf(s).some((terms) => c.terms.every((t) => terms.has(t))));
    if (members.length) out.set(c, members);
  }
  return out;
}

/**
 * The query's subjects one ruling touches: those it carries (its own names or its heading's), those its own text
 * names, and those of the entries it links to. Two or more make it a ruling on how they meet.
 */
export function subjectsMet(query: readonly NamedSubject[], ruling: RulingSubjects, linked: (id: string) => readonly NamedSubject[]): NamedSubject[] {
  const met: NamedSubject[] = [...ruling.named];
  for (const id of ruling.see) met.push(...linked(id));
  const missing = query.filter((q) => !met.some((m) => within(q.terms, m.terms)));
  if (missing.length) {
    const own = ruling.textTerms();
    for (const q of missing) if (q.terms.every((t) => own.has(t))) met.push(q);
  }
  return distinctSubjects(met);
}

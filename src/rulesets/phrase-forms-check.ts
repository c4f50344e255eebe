/**
 * Lint rules: a directive's phrase has a word in it, and a phrase list holds no word-form lists. Phrases are read through the ruleset's stemming, so
 * "take" already finds "takes", "taking" and "took"; a second form of the same phrase, or a phrase a prefix phrase of
 * the same list already covers, only makes the list longer and hides which phrases really differ.
 */
import type { Matcher } from './directive-schema.js';
import type { RulesetInfo } from './entry.js';
import { extendsChain } from './extends-chain.js';
import { whereOf, type DirectiveRule } from './directive-checks.js';
import { compoundSpellingsOf, stemsOfWord } from './compound-spellings.js';
import { stemmerOf, type Stemmer } from './stemmer.js';
import { wordsOf } from './text.js';

/** Every phrase list in a directive, with the key path it sits at. */
function phraseLists(value: unknown, path: string, out: [string, string[]][] = []): [string, string[]][] {
  if (Array.isArray(value)) value.forEach((v, i) => phraseLists(v, `${path}.${i}`, out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value as Matcher)) {
      const at = path ? `${path}.${k}` : k;
      if ((k === 'phrases' || k === 'terms') && Array.isArray(v) && v.every((p) => typeof p === 'string')) out.push([at, v as string[]]);
      else phraseLists(v, at, out);
    }
  }
  return out;
}

/** The phrase as the matcher reads it: its stems (a compound as its parts), and whether its last word is a prefix (`cancel*`). */
const readPhrase = (p: string, stems: (word: string) => readonly string[]) => ({ stems: wordsOf(p).split(' ').flatMap(stems), prefix: p.trimEnd().endsWith('*') });

type Read = ReturnType<typeof readPhrase>;

/** Whether phrase `b` finds every text phrase `a` finds: the same stems, or `b` a prefix phrase of as many words that covers `a`'s last word. */
function covers(b: Read, a: Read): boolean {
  if (a.stems.length !== b.stems.length || (a.prefix && !b.prefix)) return false;
  const last = a.stems.length - 1;
  if (a.stems.some((w, i) => i < last && w !== b.stems[i])) return false;
  return b.prefix ? a.stems[last]!.startsWith(b.stems[last]!) : a.stems[last] === b.stems[last];
}

/** Phrases of one list that another phrase of it already finds: [the phrase to drop, the one that covers it]. */
export function repeatedForms(list: readonly string[], stem: Stemmer, compounds: ReadonlyMap<string, readonly string[]> = new Map()): [string, string][] {
  const stems = stemsOfWord(stem, compounds);
  const read = list.map((p) => readPhrase(p, stems));
  // Of phrases that read the same, the shortest stays (the first of equals); a phrase a prefix phrase covers goes.
  const beats = (k: number, i: number) => covers(read[k]!, read[i]!) && (!covers(read[i]!, read[k]!) || list[k]!.length < list[i]!.length || (list[k]!.length === list[i]!.length && k < i));
  const goes = list.map((_, i) => list.some((_, k) => k !== i && beats(k, i)));
  return list.flatMap((p, i) => {
    if (!goes[i]) return [];
    const by = list.findIndex((_, k) => k !== i && !goes[k] && beats(k, i));
    return [[p, list[by >= 0 ? by : list.findIndex((_, k) => k !== i && beats(k, i))]!] as [string, string]];
  });
}

/** The rule. */
export const phraseFormRules: DirectiveRule[] = [
  {
    name: 'phrase-word-forms',
    level: 'error',
    run: ({ rulesets, entries }, dirOf) => {
      const byId = new Map(rulesets.map((r) => [r.id, r]));
      const readers = new Map<string, { stem: Stemmer; compounds: Map<string, string[]> }>();
      const readerFor = (r: RulesetInfo) => {
        let s = readers.get(r.id);
        if (!s) {
          const chain = extendsChain(r, byId).chain;
          readers.set(r.id, (s = { stem: stemmerOf(chain.find((x) => x.lexicon?.stemming)?.lexicon?.stemming), compounds: compoundSpellingsOf(chain) }));
        }
        return s;
      };
      return entries.flatMap((e) => e.directives.flatMap((d) => {
        const r = byId.get(e.ruleset);
        if (!r) return [];
        const { stem, compounds } = readerFor(r);
        return phraseLists(d, '').flatMap(([key, list]) => [
          // A phrase with no word in it ("*", "-") reads as the empty prefix, which every text has: it would match every effect.
          ...list.filter((p) => wordsOf(p) === '').map((p) => ({
            message: `${d.kind} directive on ${e.id}: phrase '${p}' has no word in it, so it would match every effect; name the words it is about (location: ${key})`,
            where: whereOf(d, e, dirOf),
            key,
          })),
          ...repeatedForms(list.filter((p) => wordsOf(p) !== ''), stem, compounds).map(([p, q]) => ({
            message: `${d.kind} directive on ${e.id}: phrase '${p}' reads as '${q}' through the ruleset's stemming and compound spellings; drop it (location: ${key})`,
            where: whereOf(d, e, dirOf),
            key,
          })),
        ]);
      }));
    },
  },
];

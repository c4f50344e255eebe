/** Parses what was typed into `qm search`: free words, "quoted phrases", `-exclusions`, `OR`, parentheses and field prefixes. */

/** The field prefixes that narrow words to a field. */
export const queryPrefixes = ['card', 'keyword', 'section', 'ruleset'] as const;
/** A field prefix. */
export type QueryPrefix = (typeof queryPrefixes)[number];
/** The prefixes that filter on what an entry is or links to. */
export const filterPrefixes = ['kind', 'is', 'see'] as const;
/** A filter prefix. */
export type FilterPrefix = (typeof filterPrefixes)[number];

/** A parsed query. */
export interface ParsedQuery {
  /** Free words, as typed. */
  words: string[];
  /** Quoted phrases, matched exactly. */
  phrases: string[];
  /** Words restricted to a field by a prefix. */
  scoped: { prefix: Exclude<QueryPrefix, 'ruleset'>; value: string }[];
  /** Ruleset ids named by `ruleset:`. */
  rulesets: string[];
  /** Words and phrases an entry must not contain (`-word`, `-"a phrase"`). */
  without: string[];
  /** Free words joined by `OR`: any one of each group is enough (each word is also in `words`). */
  alternatives: string[][];
  /** `kind:`, `is:` and `see:` filters, as typed. */
  filters: { prefix: FilterPrefix; value: string }[];
  /** `word:` prefixes that are none of the above, as typed (absent when there are none); their words were read as plain words. */
  unknownPrefixes?: string[];
}

/** Every prefix a query understands, as typed (`card:`, ...). */
export const knownPrefixes = [...queryPrefixes, ...filterPrefixes].map((p) => `${p}:`);

const part = /(-?)([A-Za-z]+):"([^"]*)"?|(-?)([A-Za-z]+):([^\s()]+)|(-?)"([^"]*)"?|([^\s()]+)|(\()|(\))/g;

/** Splits a query into its parts; an unknown `word:` prefix is read as plain words (and listed in unknownPrefixes). */
export function parseQuery(input: string): ParsedQuery {
  const q: ParsedQuery = { words: [], phrases: [], scoped: [], rulesets: [], without: [], alternatives: [], filters: [] };
  const text = input.replace(/[“”„]/g, '"');
  // `a OR b`: the word before OR and the one after it go in one group.
  let joinNext = false;
  const addWord = (w: string) => {
    const last = q.alternatives[q.alternatives.length - 1];
    if (joinNext && last && last[last.length - 1] === q.words[q.words.length - 1]) last.push(w);
    else if (joinNext && q.words.length) q.alternatives.push([q.words[q.words.length - 1]!, w]);
    q.words.push(w);
    joinNext = false;
  };
  // `(a OR b c)`: every free word of a parenthesised group that holds an OR is one either-of group.
  let group: string[] | undefined;
  let groupHasOr = false;
  for (const m of text.matchAll(part)) {
    if (m[10] !== undefined) {
      group = [];
      groupHasOr = false;
      joinNext = false;
      continue;
    }
    if (m[11] !== undefined) {
      if (group && groupHasOr && group.length > 1) q.alternatives.push(group);
      group = undefined;
      joinNext = false;
      continue;
    }
    const negated = (m[1] ?? m[4] ?? m[7]) === '-';
    const prefix = (m[2] ?? m[5])?.toLowerCase();
    const value = m[3] ?? m[6];
    if (prefix !== undefined && value !== undefined) {
      if (negated) q.without.push(value);
      else if (prefix === 'ruleset') q.rulesets.push(value.toLowerCase());
      else if ((queryPrefixes as readonly string[]).includes(prefix)) q.scoped.push({ prefix: prefix as 'card' | 'keyword' | 'section', value });
      else if ((filterPrefixes as readonly string[]).includes(prefix)) q.filters.push({ prefix: prefix as FilterPrefix, value });
      else {
        (q.unknownPrefixes ??= []).push(`${m[2] ?? m[5]}:`);
        addWord(`${m[2] ?? m[5]} ${value}`);
      }
    } else if (m[8] !== undefined) {
      const phrase = m[8].trim();
      if (phrase) (negated ? q.without : q.phrases).push(phrase);
    } else if (m[9] !== undefined) {
      const w = m[9];
      if (w === 'OR' && group) groupHasOr = true;
      else if (w === 'OR' && q.words.length) joinNext = true;
      else if (w.length > 1 && w.startsWith('-') && /[\p{L}\p{N}]/u.test(w[1]!)) q.without.push(w.slice(1));
      else if (group) (group.push(w), q.words.push(w));
      else addWord(w);
    }
  }
  if (group && groupHasOr && group.length > 1) q.alternatives.push(group); // an unclosed '(' ends with the query
  return q;
}

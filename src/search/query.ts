/** Parses what was typed into `qm search`: free words, "quoted phrases" and field prefixes (card:, keyword:, section:, ruleset:). */

/** The field prefixes a query may use. */
export const queryPrefixes = ['card', 'keyword', 'section', 'ruleset'] as const;
/** A field prefix. */
export type QueryPrefix = (typeof queryPrefixes)[number];

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
}

const part = /([A-Za-z]+):"([^"]*)"?|([A-Za-z]+):(\S+)|"([^"]*)"?|(\S+)/g;

/** Splits a query into its parts; an unknown `word:` prefix is read as plain words. */
export function parseQuery(input: string): ParsedQuery {
  const q: ParsedQuery = { words: [], phrases: [], scoped: [], rulesets: [] };
  const text = input.replace(/[“”„]/g, '"');
  for (const m of text.matchAll(part)) {
    const prefix = (m[1] ?? m[3])?.toLowerCase();
    const value = m[2] ?? m[4];
    if (prefix !== undefined && value !== undefined) {
      if (prefix === 'ruleset') q.rulesets.push(value.toLowerCase());
      else if ((queryPrefixes as readonly string[]).includes(prefix)) q.scoped.push({ prefix: prefix as 'card' | 'keyword' | 'section', value });
      else q.words.push(`${m[1] ?? m[3]} ${value}`);
    } else if (m[5] !== undefined) {
      if (m[5].trim()) q.phrases.push(m[5].trim());
    } else if (m[6] !== undefined) q.words.push(m[6]);
  }
  return q;
}

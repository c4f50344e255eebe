/** Search-as-you-type over what a ruleset knows by name (abilities, keywords, cards, UTs, events, steps), plus free text. */
import type { Entry, Library } from '../rulesets/entry.js';
import { foldedTitle } from '../rulesets/lookup.js';
import { fold, stripMarks } from '../rulesets/text.js';
import type { Choice } from './prompts.js';
import { kindOfName } from './kind-of-name.js';

/** What the judge picked: a known name (with the entry it is recognised as, and the kind that makes it), or their own words. */
export type EffectPick = { name: string; entry: string; kind: string | undefined } | { text: string };

interface Named {
  name: string;
  key: string;
  entry: Entry;
  /** How directly the entry is about the name: 0 its title, 1 a keyword or ability it is about, 2 an alias, 3 a card it names. */
  rank: number;
}

const cache = new WeakMap<Library, Map<string, Named[]>>();

/** The names an entry answers to, each with how directly the entry is about it. */
function namesWithRank(e: Entry): [string, number][] {
  return [
    [e.title, 0],
    ...e.keywords.map((k): [string, number] => [k, 1]),
    ...e.abilities.map((a): [string, number] => [a, 1]),
    ...e.aliases.map((a): [string, number] => [a, 2]),
    ...e.cards.map((c): [string, number] => [c.name, 3]),
    ...e.quotes.flatMap((q) => (q.cards ?? []).map((c): [string, number] => [c.name, 3])),
  ];
}

/** Every name the entries of `rulesets` answer to, once each, described by the entry most directly about it (its own topic before a passing mention). */
function namesIn(lib: Library, rulesets: string[]): Named[] {
  const key = rulesets.join('\n');
  let perLib = cache.get(lib);
  if (!perLib) cache.set(lib, (perLib = new Map()));
  const hit = perLib.get(key);
  if (hit) return hit;
  const best = new Map<string, Named>();
  for (const e of lib.entries) {
    if (!rulesets.includes(e.ruleset) || e.kind === 'heading') continue;
    for (const [raw, rank] of namesWithRank(e)) {
      const name = stripMarks(raw).trim();
      const k = rank === 0 ? foldedTitle(name) : fold(name);
      if (!k || k.length > 60) continue;
      const seen = best.get(k);
      // An entry's own topic (its title, the keyword it is about) describes a name better than the first entry mentioning it.
      // A title's "(keyword)" tag is not part of the name: the keyword or ability it is about gives the name as written.
      const shown = rank === 0 ? ([...e.keywords, ...e.abilities].find((x) => fold(x) === k) ?? name) : name;
      if (!seen || rank < seen.rank) best.set(k, { name: shown, key: k, entry: e, rank });
    }
  }
  const out = [...best.values()];
  perLib.set(key, out);
  return out;
}

/** `s` cut to at most `n` characters at a word boundary, with an ellipsis when cut. */
export function preview(s: string, n = 110): string {
  const t = stripMarks(s).replace(/\s+/g, ' ').trim();
  if (t.length <= n) return t;
  const cut = t.slice(0, n - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > n / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

/** The choices for what the judge has typed so far: names starting with it, then containing it, then free text. */
export function effectChoices(lib: Library, rulesets: string[], term: string, kinds: string[] = []): Choice<EffectPick>[] {
  const want = fold(term);
  const free: Choice<EffectPick>[] = term.trim() ? [{ name: `Use my words: "${preview(term, 60)}"`, value: { text: term.trim() }, description: 'an effect the rulesets do not name; judged by its text and kind' }] : [];
  if (!want) return free;
  const names = namesIn(lib, rulesets);
  const starts = names.filter((n) => n.key.startsWith(want)).sort((a, b) => a.rank - b.rank || a.key.length - b.key.length);
  const contains = names.filter((n) => !n.key.startsWith(want) && n.key.includes(want)).sort((a, b) => a.rank - b.rank);
  const known = [...starts, ...contains].slice(0, 12).map((n) => ({
    name: n.name,
    value: { name: n.name, entry: n.entry.id, kind: kindOfName(n.entry, n.name, kinds) },
    description: `${n.entry.id}: ${preview(n.entry.quotes[0]?.text ?? n.entry.text)}`,
  }));
  return [...known, ...free];
}

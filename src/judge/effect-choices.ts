/** Search-as-you-type over what a ruleset knows by name (abilities, keywords, cards, UTs, events, steps), plus free text. */
import type { Entry, Library } from '../rulesets/entry.js';
import { displayNamesOf } from '../rulesets/lookup.js';
import { fold, stripMarks } from '../rulesets/text.js';
import type { Choice } from '../cli/prompts.js';

/** What the judge picked: a known name (with the entry it comes from) or their own words. */
export type EffectPick = { name: string; entry: string } | { text: string };

interface Named {
  name: string;
  key: string;
  entry: Entry;
}

const cache = new WeakMap<Library, Map<string, Named[]>>();

/** Every name the entries of `rulesets` answer to, once each (the first entry that uses a name describes it). */
function namesIn(lib: Library, rulesets: string[]): Named[] {
  const key = rulesets.join('\n');
  let perLib = cache.get(lib);
  if (!perLib) cache.set(lib, (perLib = new Map()));
  const hit = perLib.get(key);
  if (hit) return hit;
  const seen = new Set<string>();
  const out: Named[] = [];
  for (const e of lib.entries) {
    if (!rulesets.includes(e.ruleset) || e.kind === 'heading') continue;
    for (const raw of displayNamesOf(e)) {
      const name = stripMarks(raw).trim();
      const k = fold(name);
      if (!k || k.length > 60 || seen.has(k)) continue;
      seen.add(k);
      out.push({ name, key: k, entry: e });
    }
  }
  perLib.set(key, out);
  return out;
}

const short = (s: string, n = 110) => {
  const t = stripMarks(s).replace(/\s+/g, ' ');
  return t.length > n ? `${t.slice(0, n - 1)}…` : t;
};

/** The choices for what the judge has typed so far: names starting with it, then containing it, then free text. */
export function effectChoices(lib: Library, rulesets: string[], term: string): Choice<EffectPick>[] {
  const want = fold(term);
  const free: Choice<EffectPick>[] = term.trim() ? [{ name: `Use my words: "${short(term, 60)}"`, value: { text: term.trim() }, description: 'an effect the rulesets do not name; judged by its text and kind' }] : [];
  if (!want) return free;
  const names = namesIn(lib, rulesets);
  const starts = names.filter((n) => n.key.startsWith(want));
  const contains = names.filter((n) => !n.key.startsWith(want) && n.key.includes(want));
  const known = [...starts, ...contains].slice(0, 12).map((n) => ({
    name: n.name,
    value: { name: n.name, entry: n.entry.id },
    description: `${n.entry.id}: ${short(n.entry.quotes[0]?.text ?? n.entry.text)}`,
  }));
  return [...known, ...free];
}

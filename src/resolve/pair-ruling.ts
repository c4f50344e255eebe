/**
 * The hierarchy of levels (a "must" over a "may", the controller choosing between equals) holds only where "no other
 * priority is indicated in their text or this document". A ruling filed under what one effect was read as, that names
 * what the other was read as (Cargo Master's ruling on a ship made Cursed by Black Mark), is the document speaking of
 * the two together: where no conflict directive turns it into a decision, the hierarchy stands aside and the ruling is
 * shown, rather than a confident ruling the document may contradict.
 */
import type { SeenEffect } from '../read/effect.js';
import { namesOf as entryNames } from '../rulesets/lookup.js';
import { wordsOf } from '../rulesets/text.js';
import type { Entry } from '../rulesets/entry.js';
import type { Knowledge } from './knowledge.js';

/** Directive kinds that decide a conflict: a ruling carrying one speaks through it. */
const conflictKinds = new Set(['prefer', 'rank', 'level', 'tie']);

/** Names shorter than this are too common a word to tell a ruling names them ("Fire" does; "Oar" may not). */
const minName = 4;

/** The topics an effect was read as exactly (by entry, name or printed text, not by its words or a name only mentioned). */
function exactTopics(e: SeenEffect): Entry[] {
  return e.recognised.filter((r) => r.by !== 'words' && !r.mentioned).map((r) => r.entry);
}

const namesCache = new WeakMap<Entry, string[]>();

/** An entry's names (lookup.ts) as words, the way a ruling's words are compared; too short a name is left out. */
function namesOf(e: Entry): string[] {
  let got = namesCache.get(e);
  if (!got) namesCache.set(e, (got = entryNames(e).map(wordsOf).filter((n) => n.length >= minName)));
  return got;
}

/** A ruling as this check reads it: its tags and its text as words (its text spaced at both ends). */
interface Said {
  entry: Entry;
  tags: string[];
  text: string;
}

const underCache = new WeakMap<Entry, Said[]>();

/** The rulings under `top` (itself excluded) that carry no conflict directive, read once per library. */
function rulingsUnder(top: Entry, kn: Knowledge): Said[] {
  let got = underCache.get(top);
  if (got) return got;
  got = [];
  const stack = [...top.children];
  while (stack.length) {
    const e = kn.byId.get(stack.pop()!);
    if (!e) continue;
    stack.push(...e.children);
    if (e.directives.some((d) => conflictKinds.has(d.kind))) continue;
    got.push({ entry: e, tags: [...e.keywords, ...e.abilities, ...e.cards.map((c) => c.name)].map(wordsOf), text: ` ${wordsOf(e.text)} ` });
  }
  underCache.set(top, got);
  return got;
}

const pairCache = new WeakMap<Knowledge, Map<string, Entry | null>>();

/** A ruling under what one effect was read as that names what the other was read as, with no conflict directive of its own. */
export function rulingOnPair(a: SeenEffect, b: SeenEffect, kn: Knowledge): Entry | undefined {
  const [ta, tb] = [exactTopics(a), exactTopics(b)];
  if (!ta.length || !tb.length) return undefined;
  // Asked of every pair the ladder weighs, in every branch: the answer depends only on the two readings.
  let perKn = pairCache.get(kn);
  if (!perKn) pairCache.set(kn, (perKn = new Map()));
  const key = `${ta.map((e) => e.id).join(' ')}|${tb.map((e) => e.id).join(' ')}`;
  const hit = perKn.get(key);
  if (hit !== undefined) return hit ?? undefined;
  let found: Entry | null = null;
  for (const [tx, ty] of [[ta, tb], [tb, ta]] as const) {
    const others = ty.flatMap(namesOf);
    if (!others.length) continue;
    for (const top of tx) {
      const r = rulingsUnder(top, kn).find((s) => others.some((n) => s.tags.includes(n) || s.text.includes(` ${n} `)));
      if (r) {
        found = r.entry;
        break;
      }
    }
    if (found) break;
  }
  perKn.set(key, found);
  return found ?? undefined;
}

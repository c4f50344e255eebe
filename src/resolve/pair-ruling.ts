/**
 * The hierarchy of levels (a "must" over a "may", the controller choosing between equals) holds only where "no other
 * priority is indicated in their text or this document". A ruling filed under what one effect was read as, that names
 * what the other was read as (Cargo Master's ruling on a ship made Cursed by Black Mark), is the document speaking of
 * the two together: where no conflict directive turns it into a decision, the hierarchy stands aside and the ruling is
 * shown, rather than a confident ruling the document may contradict.
 */
import type { SeenEffect } from '../read/effect.js';
import { foldedTitle } from '../rulesets/lookup.js';
import { fold } from '../rulesets/text.js';
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

/** Folded words only, spaced: "+1 cannon" and "**Black Mark**" compare as their words. */
const plain = (s: string) => fold(s).replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/** The plain names of an entry: its title (without its tags), keywords, abilities, cards and aliases. */
function namesOf(e: Entry): string[] {
  return [foldedTitle(e.title), ...e.keywords, ...e.abilities, ...e.cards.map((c) => c.name), ...e.aliases].map(plain).filter((n) => n.length >= minName);
}

/** The rulings under `top` (itself excluded), depth first. */
function* rulingsUnder(top: Entry, kn: Knowledge): Generator<Entry> {
  const stack = [...top.children];
  while (stack.length) {
    const e = kn.byId.get(stack.pop()!);
    if (!e) continue;
    yield e;
    stack.push(...e.children);
  }
}

/** Whether ruling `r` names one of `names`: among its tags, or as whole words of its text. */
function names(r: Entry, names: readonly string[]): boolean {
  const tags = [...r.keywords, ...r.abilities, ...r.cards.map((c) => c.name)].map(plain);
  const text = ` ${plain(r.text)} `;
  return names.some((n) => tags.includes(n) || text.includes(` ${n} `));
}

/** A ruling under what one effect was read as that names what the other was read as, with no conflict directive of its own. */
export function rulingOnPair(a: SeenEffect, b: SeenEffect, kn: Knowledge): Entry | undefined {
  for (const [x, y] of [[a, b], [b, a]] as const) {
    const others = exactTopics(y).flatMap(namesOf);
    if (!others.length) continue;
    for (const top of exactTopics(x)) {
      for (const r of rulingsUnder(top, kn)) {
        if (r.directives.some((d) => conflictKinds.has(d.kind))) continue;
        if (names(r, others)) return r;
      }
    }
  }
  return undefined;
}

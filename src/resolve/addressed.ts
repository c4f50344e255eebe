/** Who picks where no chooser ruling says: the user of an effect whose ruling speaks to that player ("you may ..."). */
import type { Entry } from '../rulesets/entry.js';
import { wordsOf } from '../rulesets/text.js';
import type { SeenEffect } from '../read/effect.js';
import type { Known, Knowledge } from './knowledge.js';

/**
 * The role the vocabulary gives the choice to, and the entries whose words speak to the effect's user; undefined when
 * none does, or when one of the chooser rulings `asked` (those whose gates the effect opened) names an entry the effect
 * was read as and held back (one about targets, asked of an item lost): it was written for this effect and gave the
 * choice to nobody.
 */
export function addressedChooser(effect: SeenEffect, kn: Knowledge, asked: readonly Known<'chooser'>[]): { role: string; entries: Entry[]; words: string } | undefined {
  const addressed = kn.vocabulary.addressed;
  if (!addressed) return undefined;
  const read = new Set(effect.recognised.map((r) => r.entry.id));
  if (asked.some((k) => [k.directive.match].flat().some((m) => m.entries?.some((id) => read.has(id))))) return undefined;
  const entries: Entry[] = [];
  let words: string | undefined;
  const hold = (e: Entry) => {
    // A sheet extending the ruleset may say "you" of someone else (the player whose turn it is).
    if (entries.includes(e) || e.ruleset !== addressed.ruleset) return;
    // The entry's own text and the card texts it quotes: a card's "you" is whoever plays it.
    for (const [i, text] of [e.text, ...e.quotes.map((q) => q.text)].entries()) {
      const said = ` ${wordsOf(text)} `;
      // A card's printed "this ship may" is its user's option; in a ruling it may speak of any ship.
      const found = addressed.words.find((w) => said.includes(w)) ?? (i > 0 ? addressed.printed.find((w) => said.includes(w)) : undefined);
      if (found) {
        entries.push(e);
        words ??= found.trim();
        return;
      }
    }
  };
  // What the effect was read as first; where that says nothing of a choice, the rulings right under it (a Cannoneer's
  // "you may choose which cannon"). Before pieces lent for an action were read as in doubt (`lends`), those rulings gave
  // two confident wrong answers for eight right ones over the table-talk sets (the borrowed ship's user); since, seven
  // right and none wrong. Rulings deeper down changed nothing.
  for (const r of effect.recognised) hold(r.entry);
  if (words === undefined) for (const r of effect.recognised) for (const id of r.entry.children) {
    const child = kn.byId.get(id);
    if (child) hold(child);
  }
  return words === undefined ? undefined : { role: addressed.role, entries, words };
}

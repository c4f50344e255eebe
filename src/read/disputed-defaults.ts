/**
 * A fact's default is what a judge would take for granted ("an island still holds facedown treasure"). Where another
 * effect of the board says otherwise in its own words ("Ben: every island's been cleared out by now"), it is no longer
 * granted: the effects that do not give the fact lose its default, and an answer it would decide depends on it.
 */
import type { SeenEffect } from './effect.js';
import type { ChainVocabulary } from './vocabulary.js';
import { nameKey } from './words.js';

/**
 * Drops, from each effect that does not give it, the default of a fact of the board (`board: true`) another effect's
 * words say another value of. Not a fact of one effect (`choice`: what its own question is about): one effect asking
 * "from where?" says nothing of what another effect's question is.
 */
export function disputeDefaults(seen: ReadonlyMap<string, SeenEffect>, vocabulary: ChainVocabulary): void {
  for (const sayer of seen.values()) {
    for (const [fact, { value }] of sayer.saidFacts ?? []) {
      if (!vocabulary.facts.get(fact)?.board) continue;
      const granted = sayer.defaults?.get(fact);
      if (granted === undefined || nameKey(String(granted)) === nameKey(value)) continue;
      for (const e of seen.values()) {
        if (e === sayer || e.facts.get(fact) !== undefined || !e.defaults?.has(fact)) continue;
        e.defaults = new Map(e.defaults);
        e.defaults.delete(fact);
      }
    }
  }
}

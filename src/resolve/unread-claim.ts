/**
 * A general precedence weighs what things are: "abilities beat rules" needs the rule to be a rule of the game, and the
 * ladder's tie needs each ability's level. A rule a player is reported saying ("Ben: you're way out") is that player's
 * account of a rule: read as nothing, it may be a rule the reading missed, a misreading of one, or a condition of the
 * ability itself; read only by its words, the words find the ruling it speaks about but not which side of it the player
 * takes. Either way it is not a rule of the game that an ability could be put over. And an ability whose words name no
 * level term, read as nothing or only by its words, has no known level (an unknown name has no printed text; a summary
 * drops "may", "must").
 */
import { byWordsOnly, type SeenEffect } from '../read/effect.js';
import type { ChainVocabulary } from '../read/vocabulary.js';
import { wordsOf } from '../rulesets/text.js';
import { originalMemo } from './effect-memo.js';

/** What tells a claim: the vocabulary's `claims` words, a player's own voice, and the kinds that are claims. */
export type ClaimWords = Pick<ChainVocabulary, 'claims' | 'voice' | 'claimKinds'>;

/**
 * Whether the effect reports what a player says: given as one of the vocabulary's claim kinds (`kind: claim`), or its
 * text is "Ben: ...", a player's name then one of the `claims` words, or words of a player's own voice ("you only get
 * what comes with the action"): a rule of the game is not written to "you" or by "me".
 */
export function claimed(e: SeenEffect, players: readonly string[], v: ClaimWords): boolean {
  // Asked of both effects of every pair a general precedence weighs: each effect's answer is kept per claim words, with
  // the effect its branch copies were made from (they have its kind and words).
  const known = (originalMemo(e).claimed ??= new Map());
  let got = known.get(v);
  if (got === undefined) known.set(v, (got = claimedNow(e, players, v)));
  return got;
}

/** `claimed`, worked out. */
function claimedNow(e: SeenEffect, players: readonly string[], v: ClaimWords): boolean {
  if (e.kind !== undefined && v.claimKinds.has(e.kind)) return true;
  const { claims: words, voice } = v;
  const said = (e.effect.text ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
  if (voice.size && wordsOf(said).split(' ').some((w) => voice.has(w))) return true;
  return players.some((p) => {
    const name = p.toLowerCase();
    return said.startsWith(`${name}:`) || words.some((w) => said.startsWith(`${name} ${w} `) || said.includes(` ${name} ${w} `));
  });
}

/** Whether `e` is a rule a player is reported claiming, read as no ruling or only by its words: a general "abilities beat rules" cannot weigh it. */
export function claimedRule(e: SeenEffect, players: readonly string[], v: ClaimWords): boolean {
  return byWordsOnly(e) && e.countsAs === 'rule' && claimed(e, players, v);
}

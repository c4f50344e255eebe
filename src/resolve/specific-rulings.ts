/**
 * A precedence that holds "unless specifically stated otherwise" (`unless-stated`, such as "an ability beats a rule")
 * cannot tell whether the document states otherwise where the loser's words were not read exactly:
 * - words read as a ruling on a particular piece (a ruling under a keyword's, an ability's or a card's entry) are that
 *   piece's ruling, not a rule of the game the winner is put over;
 * - words that come close to no ruling may be a ruling on the winner itself ("a sub may dive only at the start of its
 *   own turn").
 * Either way it stands aside, and only a directive about the ruling decides.
 */
import { carrierOf } from '../read/counts-as-read.js';
import type { SeenEffect } from '../read/effect.js';
import type { Knowledge } from './knowledge.js';

/**
 * Why a precedence that holds unless stated otherwise stands aside for the effect it would put below; undefined when it
 * may decide: the loser is read only by its words as a ruling on a particular piece, or is read as nothing with no
 * close reading, or with one that is such a ruling. Read as nothing but close to rules of the game in general, it is
 * one of them, whichever it is.
 */
export function specificAside(loser: SeenEffect, kn: Knowledge): string | undefined {
  // Named or printed is read exactly; a name only mentioned in the words is not (as kind-read weighs it).
  if (loser.recognised.some((r) => r.by !== 'words' && !r.mentioned)) return undefined;
  const { byId } = kn;
  const readings = loser.recognised.length ? loser.recognised.map((r) => r.entry) : (loser.close ?? []).map((c) => c.entry);
  if (!readings.length) return 'its words read as no ruling, and may be one that states otherwise';
  const ruling = readings.find((e) => carrierOf(byId, e));
  if (!ruling) return undefined;
  return `its words read${loser.recognised.length ? '' : ' closest'} as ${ruling.id}, a ruling on ${carrierOf(byId, ruling)!.title}, not a rule of the game in general`;
}

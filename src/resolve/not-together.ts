/**
 * Effects of one step that nothing says happen together. The default window holds what no ruling places in time, and
 * the general rule orders only things that happen at the same time; an effect read as no ruling, or only by its words,
 * may as well be a step of some procedure the judge described in other words.
 */
import { byWordsOnly, type SeenEffect } from '../read/effect.js';
import type { Edge } from './order-edges.js';
import type { Place } from './place.js';

/**
 * The effects of `group` read only by their words that nothing puts at one moment with the rest:
 * - one no ruling orders against any other effect;
 * - one whose words were read as a step of a procedure, beside an effect that procedure does not place (the reading
 *   fixes a point within the procedure, and nothing says the other effect falls at it);
 * - one a ruling orders against some other effect, unless that ruling puts the whole step there too (every ship lost
 *   in the smoke rolls before the smoke goes; two shots that each come before a treasure is removed, beside a third
 *   effect nothing orders, are not thereby one moment);
 * - one of two such effects of one piece: a ship's own legs or shots come one after another.
 */
export function notTogether(group: SeenEffect[], places: Map<string, Place>, edges: Edge[]): SeenEffect[] {
  const outside = (e: SeenEffect) => group.some((o) => places.get(o.id)!.step?.known !== places.get(e.id)!.step!.known);
  const ruled = edges.filter((x) => !x.byDefault);
  const ordered = new Set(ruled.flatMap((x) => [x.from, x.to]));
  const together = sharedAnchor(group, ruled);
  const onePiece = (e: SeenEffect) => e.source !== undefined && group.some((o) => o !== e && byWordsOnly(o) && o.source?.id === e.source!.id);
  return group.filter((e) => byWordsOnly(e) && (!ordered.has(e.id) || !together || onePiece(e) || (e.recognised.length > 0 && places.get(e.id)!.step !== undefined && outside(e))));
}

/** Whether one effect outside `group` is ordered by a ruling after (or before) every effect of it: a point the whole step shares. */
function sharedAnchor(group: SeenEffect[], ruled: Edge[]): boolean {
  const ids = new Set(group.map((e) => e.id));
  const anchors = (e: SeenEffect, dir: 'to' | 'from') => new Set(ruled.filter((x) => (dir === 'to' ? x.from : x.to) === e.id && !ids.has(x[dir])).map((x) => x[dir]));
  return (['to', 'from'] as const).some((dir) => {
    const [first, ...rest] = group.map((e) => anchors(e, dir));
    return [...first!].some((a) => rest.every((s) => s.has(a)));
  });
}

/** Effects that float among a procedure's steps: their place against each step, and who orders them there. */
import type { SeenEffect } from '../read/effect.js';
import type { Known, Knowledge } from './knowledge.js';
import { matches } from './match.js';
import type { Place } from './place.js';

/** Where a step of the float's procedure stands against its `among` range: before it, inside it, or after it. */
export type Against = 'before' | 'among' | 'after';

/** The float directives `e` matches. */
export const floatsOf = (e: SeenEffect, kn: Knowledge): Known<'float'>[] => kn.byKind.float.filter((k) => matches(k.directive.match, e));

/** Where `place`'s step stands against the float's range; undefined when it is no step of that procedure (or the range names no step). */
export function against(k: Known<'float'>, place: Place): Against | undefined {
  const step = place.step;
  if (!step || step.known.directive.procedure !== k.directive.procedure) return undefined;
  const names = step.known.directive.steps.map((s) => s.step);
  const [lo, hi] = k.directive.among.map((n) => names.indexOf(n));
  if (lo! < 0 || hi! < 0) return undefined;
  return step.index < lo! ? 'before' : step.index > hi! ? 'after' : 'among';
}

/** The float whose chooser orders a group: every member floats with it or is one of its `among` steps (at least one floats). */
export function floatOrdering(group: SeenEffect[], places: Map<string, Place>, kn: Knowledge): Known<'float'> | undefined {
  return kn.byKind.float.find((k) => {
    const floating = group.filter((e) => matches(k.directive.match, e));
    return floating.length > 0 && group.every((e) => floating.includes(e) || against(k, places.get(e.id)!) === 'among');
  });
}

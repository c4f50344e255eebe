/** Where an effect sits in time: the window it belongs to and the procedure step it is. */
import type { SeenEffect } from '../read/effect.js';
import { citesOf, type Known, type Knowledge } from './knowledge.js';
import { matches } from './match.js';
import { gateIndex, openedSides, type GateIndex } from './matcher-gates.js';

/** An effect's window and procedure step. */
export interface Place {
  window?: Known<'window'> | undefined;
  step?: { known: Known<'procedure'>; index: number } | undefined;
}

/** Every procedure step of a knowledge in document order, with their matchers indexed by gates (see matcher-gates.ts). */
interface Steps {
  at: { known: Known<'procedure'>; index: number }[];
  gates: GateIndex;
}

const stepsOf = new WeakMap<Knowledge, Steps>();

/** The steps of `kn`, indexed once per knowledge: an effect is asked only the steps its gates open. */
function allSteps(kn: Knowledge): Steps {
  let out = stepsOf.get(kn);
  if (!out) {
    const at = kn.byKind.procedure.flatMap((known) => known.directive.steps.map((_, index) => ({ known, index })));
    stepsOf.set(kn, (out = { at, gates: gateIndex(at.map((p) => p.known.directive.steps[p.index]!.match), kn.vocabulary.reader) }));
  }
  return out;
}

/** The first window that matches (else the default one), and the first procedure step the effect is read as or matches, in document order. */
export function placeOf(e: SeenEffect, kn: Knowledge): Place {
  const windows = kn.byKind.window;
  const window = windows.find((k) => k.directive.match && matches(k.directive.match, e)) ?? windows.find((k) => k.directive.default);
  // An effect read as a step's own entry is that step, whatever words the judge used: the step whose entry is nearest
  // to what it was read as (a roll under "Firing" is the roll step, not the declaring one). Else the step's matcher decides.
  const read = [...e.entryIds];
  let nearest: { known: Known<'procedure'>; index: number; at: number } | undefined;
  for (const known of kn.byKind.procedure) {
    known.directive.steps.forEach((s, index) => {
      const at = s.entry === undefined ? -1 : read.indexOf(s.entry);
      if (at >= 0 && (!nearest || at < nearest.at)) nearest = { known, index, at };
    });
  }
  if (nearest) return { window, step: { known: nearest.known, index: nearest.index } };
  // An effect the judge gives as an ability, known only from its words, is not a step of the game's procedures: words
  // that meet a step's phrases ("the moment my ship gets pinned") tell when it happens, not that it is that step.
  if (e.kindGiven && e.countsAs === 'ability' && !e.recognised.length) return { window };
  // A step whose gates the effect does not open fails before any fact is asked, so it is not asked at all.
  const { at, gates } = allSteps(kn);
  const opened = openedSides(gates, e);
  for (let i = 0; i < at.length; i++) {
    const { known, index } = at[i]!;
    if (opened.has(i) && matches(known.directive.steps[index]!.match, e)) return { window, step: { known, index } };
  }
  return { window };
}

/** The step's name ("8a"). */
export const stepName = (p: NonNullable<Place['step']>) => p.known.directive.steps[p.index]!.step;

/** The step's own entry, then the procedure's citations. */
export const stepCites = (p: NonNullable<Place['step']>) => {
  const entry = p.known.directive.steps[p.index]!.entry;
  // The step's own entry says where the effect falls; the procedure's further citations are about its other steps.
  return entry ? [entry, p.known.entry.id] : citesOf(p.known);
};

/** The procedure's free group the step is in, if any. */
export const freeGroup = (p: NonNullable<Place['step']>) => p.known.directive.free?.find((g) => g.steps.includes(stepName(p)));

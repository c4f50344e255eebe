/** The text of an open answer: what a judge reads first is the likely deciding text, before the reasons it is open. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../src/rulesets/entry.js';
import { builtinLibrary, resolveText } from '../helpers/resolve-text.js';
import { renderResolution } from '../../src/render/text/answers.js';

let lib: Library;
beforeAll(async () => {
  lib = await builtinLibrary();
});

describe('an open answer in text', () => {
  it('shows them straight under an open answer, before its reasons', () => {
    const text = `ruleset: dragon-flagon-pirates
title: The game ends with Kit's Rogue overboard; does her reputation still count for her team?
players: [kit, lou]
effects:
  - { id: counts, kind: claim, text: "Kit: my Rogue's reputation still counts at the end" }
  - { id: lost, kind: claim, text: "Lou: a character in the water scores nothing" }
questions: [{ ask: conflict, effects: [counts, lost] }]
`;
    const { situation, resolution: r } = resolveText(lib, text);
    // Two claims nothing in the sheet settles: the answer is open, and shows what to read.
    expect(r.answers[0]!.undetermined).toBeTruthy();
    expect(r.answers[0]!.nearest?.length).toBeGreaterThan(0);
    const lines = renderResolution(lib, situation, r).split('\n');
    const at = (start: string) => lines.findIndex((l) => l.trimStart().startsWith(start));
    expect(at('→ Undetermined')).toBeGreaterThan(0);
    expect(at('Nearest rulings to read')).toBeGreaterThan(at('→ Undetermined'));
    expect(at('Because:')).toBeGreaterThan(at('Nearest rulings to read'));
  });
});

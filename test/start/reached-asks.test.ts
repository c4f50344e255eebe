/** A run's optional paths include each kind of question it answered: a code cache kept from one kind lacks another's code. */
import { describe, expect, it } from 'vitest';
import { reached } from '../../src/reached.js';
import { builtinLibrary, firstAnswer } from '../helpers/resolve-text.js';

describe('the paths a resolve takes', () => {
  it('include the kind of each question answered', async () => {
    const lib = await builtinLibrary();
    expect(reached()).not.toContain('order');
    firstAnswer(
      lib,
      `ruleset: pirates-csg
players: [ana, ben]
effects:
  - { id: a, ability: Cancel, source: ship }
  - { id: b, ability: Galley, source: ship }
pieces:
  - { id: ship, kind: ship, owner: ana }
questions:
  - { ask: order, effects: [a, b] }
`,
    );
    expect(reached()).toContain('order');
  });
});

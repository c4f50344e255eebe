import { describe, expect, it } from 'vitest';
import { guardsInScopes } from '../../src/rulesets/guards-in-scopes.js';

describe('guardsInScopes', () => {
  it("gives a not: guard's matchers in-scopes, at any depth, and leaves sides and an explicit false alone", () => {
    const shared = { phrases: ['finish*'] };
    const d = guardsInScopes({
      kind: 'prefer',
      winner: [shared],
      loser: { phrases: ['water'], not: [shared, { phrases: ['land*'], 'in-scopes': false }] },
      when: { not: { kinds: ['rule'], not: { phrases: ['stop*'] } } },
    });
    expect(d.winner).toEqual([{ phrases: ['finish*'] }]);
    expect(d.loser.not).toEqual([{ phrases: ['finish*'], 'in-scopes': true }, { phrases: ['land*'], 'in-scopes': false }]);
    expect(d.when.not).toEqual({ kinds: ['rule'], 'in-scopes': true, not: { phrases: ['stop*'], 'in-scopes': true } });
    expect(shared).toEqual({ phrases: ['finish*'] });
  });
});

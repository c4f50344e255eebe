/** Lint: a role's finder limited to kinds (`{ source: controller, kinds: [terrain] }`) names only declared kinds; `addressed` names a declared role. */
import { expect, it } from 'vitest';
import type { RulesetInfo } from '../../src/rulesets/entry.js';
import type { Vocabulary } from '../../src/rulesets/vocabulary-schema.js';
import { crossCheck } from '../../src/rulesets/checks.js';

const withFinderKinds = (kinds: string[]): RulesetInfo => ({
  id: 'house',
  title: 'house',
  game: 'g',
  sources: [{ id: 'house-src', title: 's' }],
  dir: '/x/house',
  builtin: false,
  entryCount: 0,
  vocabulary: {
    kinds: [{ kind: 'terrain', 'counts-as': 'rule', means: 'Terrain' }],
    roles: [{ role: 'defender', means: 'the player losing the item', find: [{ source: 'controller', kinds }] }],
  } as unknown as Vocabulary,
});

it('reports a finder kind the vocabulary does not declare, naming the role and the key', () => {
  const { errors } = crossCheck({ rulesets: [withFinderKinds(['terain'])], entries: [] });
  const found = errors.filter((e) => e.rule === 'vocabulary-finder-kinds');
  expect(found).toHaveLength(1);
  expect(found[0]!.message).toContain("kind 'terain'");
  expect(found[0]!.key).toBe('vocabulary.roles.defender.find.0.kinds');
});

it('accepts a declared kind however it is spelt (spaces and dashes alike)', () => {
  const { errors } = crossCheck({ rulesets: [withFinderKinds(['Terrain'])], entries: [] });
  expect(errors.filter((e) => e.rule === 'vocabulary-finder-kinds')).toEqual([]);
});

it("reports an 'addressed' role the vocabulary does not declare, and accepts a declared one", () => {
  const withAddressed = (role: string): RulesetInfo => {
    const r = withFinderKinds(['terrain']);
    return { ...r, vocabulary: { ...r.vocabulary, addressed: { words: ['you may'], role } } as Vocabulary };
  };
  const found = crossCheck({ rulesets: [withAddressed('usr')], entries: [] }).errors.filter((e) => e.rule === 'vocabulary-addressed-role');
  expect(found).toHaveLength(1);
  expect(found[0]!.message).toContain("role 'usr'");
  expect(found[0]!.key).toBe('vocabulary.addressed.role');
  expect(crossCheck({ rulesets: [withAddressed('defender')], entries: [] }).errors.filter((e) => e.rule === 'vocabulary-addressed-role')).toEqual([]);
});

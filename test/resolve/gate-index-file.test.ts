/** The gate indexes the build keeps are the ones the resolver would make, and are taken only for the directives they index. */
import { beforeAll, expect, it } from 'vitest';
import type { Library } from '../../src/rulesets/entry.js';
import { loadLibrary } from '../../src/rulesets/library.js';
import { extendsChain } from '../../src/rulesets/extends-chain.js';
import { knowledgeOf, type Knowledge } from '../../src/resolve/knowledge.js';
import { gateIndex, fieldGates } from '../../src/resolve/matcher-gates.js';
import { gatedFields as fields, useGateIndex } from '../../src/resolve/gate-index-file.js';
import { keptGates } from '../../src/resolve/kept-gates.js';
import type { Matcher } from '../../src/rulesets/directive-schema.js';


let lib: Library;
const chains = () => {
  const byId = new Map(lib.rulesets.map((r) => [r.id, r]));
  return lib.rulesets.map((r) => extendsChain(r, byId).chain.map((c) => c.id));
};
const made = (kn: Knowledge, kind: (typeof fields)[number][0], field: string) =>
  gateIndex(kn.byKind[kind].map((k) => (k.directive as unknown as Record<string, Matcher | Matcher[]>)[field]!), kn.vocabulary.reader);

beforeAll(async () => {
  lib = await loadLibrary({});
  useGateIndex(lib, []);
});

it("keeps, for every built-in ruleset's chain, each field's index as the resolver makes it", () => {
  for (const chain of chains()) {
    const kn = knowledgeOf(lib, chain);
    for (const [kind, field] of fields) {
      const kept = keptGates(kn, kind, field);
      expect(kept, `${chain[0]} ${kind}.${field}`).toBeDefined();
      const ix = made(kn, kind, field);
      expect(kept!.keys, `${chain[0]} ${kind}.${field}`).toEqual([...ix.byKey]);
      expect(kept!.open).toEqual(ix.open);
      // What the resolver asks, made from the kept index, is the same index, field by field.
      const asked = fieldGates(kn, kind, field);
      for (const f of ['entries', 'names', 'kinds', 'countsAs'] as const) expect([...asked[f]]).toEqual([...ix[f]]);
    }
  }
});

it('is not taken for directives in another order, or another number of them', () => {
  const kn = knowledgeOf(lib, chains().find((c) => c[0] === 'pirates-csg')!);
  const reversed: Knowledge = { ...kn, byKind: { ...kn.byKind, prefer: [...kn.byKind.prefer].reverse() } };
  expect(keptGates(reversed, 'prefer', 'winner')).toBeUndefined();
  const fewer: Knowledge = { ...kn, byKind: { ...kn.byKind, prefer: kn.byKind.prefer.slice(1) } };
  expect(keptGates(fewer, 'prefer', 'winner')).toBeUndefined();
  expect(keptGates(kn, 'prefer', 'winner')).toBeDefined();
});

it('is not used beside extra rulesets, which may change what the directives are', async () => {
  const other = await loadLibrary({});
  useGateIndex(other, ['/somewhere/house-rules']);
  expect(keptGates(knowledgeOf(other, ['pirates-csg']), 'prefer', 'winner')).toBeUndefined();
});

/** Property tests for hostile shapes: any `extends` graph (self-loops, loops deep in a chain, unknown bases), long tokens, deep nesting, arbitrary bytes. */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { InputError, UsageError } from '../../src/errors.js';
import type { Library, RulesetInfo } from '../../src/rulesets/entry.js';
import { extendsChain, extendsCycles } from '../../src/rulesets/extends-chain.js';
import { crossCheck } from '../../src/rulesets/checks.js';
import { loadLibrary } from '../../src/rulesets/library.js';
import { findEntries } from '../../src/rulesets/lookup.js';
import { suggestNames } from '../../src/rulesets/suggest.js';
import { checkQueryLength, MAX_REF_LENGTH } from '../../src/rulesets/limits.js';
import { parseYaml } from '../../src/rulesets/yaml-source.js';
import { decodeText } from '../../src/input/decode-text.js';

const ruleset = (id: string, base?: string): RulesetInfo => ({
  id,
  title: id,
  game: 'g',
  sources: [{ id: `${id}-src`, title: 's' }],
  dir: `/x/${id}`,
  builtin: false,
  entryCount: 0,
  ...(base === undefined ? {} : { extends: base }),
});

/** A random `extends` graph: each ruleset extends nothing, another one, itself, or an unknown id. */
const graph = fc.integer({ min: 1, max: 8 }).chain((n) =>
  fc.array(fc.oneof(fc.constant(-1), fc.constant(-2), fc.integer({ min: 0, max: n - 1 })), { minLength: n, maxLength: n }),
);

/** The distinct cycles of a graph with at most one edge per node, found by walking n steps from each node (the oracle). */
function cyclesOf(next: number[]): Set<string> {
  const out = new Set<string>();
  for (let start = 0; start < next.length; start++) {
    let cur = start;
    for (let i = 0; i < next.length && cur >= 0; i++) cur = next[cur]!;
    if (cur < 0) continue;
    const members = [cur];
    for (let m = next[cur]!; m !== cur; m = next[m]!) members.push(m);
    out.add(members.sort((a, b) => a - b).join(','));
  }
  return out;
}

describe('extends graphs of any shape', () => {
  it('every chain ends, has no repeat, and each distinct cycle is reported once', () => {
    fc.assert(
      fc.property(graph, (next) => {
        const infos = next.map((to, i) => ruleset(`r${i}`, to === -1 ? undefined : to === -2 ? 'unknown-base' : `r${to}`));
        const byId = new Map(infos.map((r) => [r.id, r]));
        for (const r of infos) {
          const { chain, cycle } = extendsChain(r, byId);
          expect(new Set(chain.map((x) => x.id)).size).toBe(chain.length);
          if (cycle) expect(cycle.at(-1)).toBe(cycle[0]);
        }
        const found = extendsCycles(infos, byId, (r) => ({ file: `${r.dir}/ruleset.yaml`, line: 4 }));
        expect(found).toHaveLength(cyclesOf(next).size);
        for (const p of found) expect(p.message).toMatch(/^extends goes round in a cycle: .+ → .+ \(extends at .+ruleset\.yaml:4/);
        // The whole check pass ends too, with the same cycles among its errors.
        const findings = crossCheck({ rulesets: infos, entries: [] });
        expect(findings.errors.filter((e) => e.rule === 'extends' && e.message.includes('cycle'))).toHaveLength(found.length);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('long tokens', () => {
  let lib: Library;
  beforeAll(async () => {
    lib = await loadLibrary();
  });

  it('a ref is refused past the limit and looked up (with suggestions) below it', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 400 }), fc.integer({ min: 1, max: 30 }), (word, times) => {
        const ref = word.repeat(times).slice(0, 2 * MAX_REF_LENGTH);
        if (ref.length > MAX_REF_LENGTH) {
          expect(() => findEntries(lib, ref)).toThrow(UsageError);
          expect(suggestNames(lib, ref)).toEqual([]);
        } else {
          expect(findEntries(lib, ref)).toHaveProperty('main');
        }
      }),
      { numRuns: 60 },
    );
  });

  it('a query past the limits is refused with a UsageError, never anything else', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 50 }), fc.integer({ min: 1, max: 5000 }), (word, times) => {
        const query = word.repeat(times);
        try {
          checkQueryLength(query);
        } catch (e) {
          expect(e).toBeInstanceOf(UsageError);
        }
      }),
    );
  });
});

describe('nesting and bytes', () => {
  it('YAML nested to any depth parses or is refused as an InputError, never a stack overflow', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20_000 }), fc.constantFrom('flow', 'map', 'block'), (depth, shape) => {
        const text =
          shape === 'flow' ? `a: ${'['.repeat(depth)}${']'.repeat(depth)}\n` : shape === 'map' ? `a: ${'{b: '.repeat(depth)}1${'}'.repeat(depth)}\n` : `a:\n${Array.from({ length: Math.min(depth, 2000) }, (_, i) => `${' '.repeat(i + 1)}-\n`).join('')}`;
        try {
          parseYaml('deep.yaml', text);
        } catch (e) {
          expect(e).toBeInstanceOf(InputError);
          expect((e as Error).message).toMatch(/nesting is deeper than 64 levels|invalid YAML/);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('arbitrary bytes decode to text or are refused as an InputError', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 400 }), (bytes) => {
        try {
          expect(typeof decodeText(Buffer.from(bytes), 'x.yaml')).toBe('string');
        } catch (e) {
          expect(e).toBeInstanceOf(InputError);
        }
      }),
      { numRuns: 3000 },
    );
  });
});

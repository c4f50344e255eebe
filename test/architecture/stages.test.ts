// Data flows one way through src/: each folder is a stage, and a file imports only from its own stage or an earlier one.
// Imports are read with TypeScript's own pre-processor, so `import type`, `export … from` and lazy `import()` all count:
// a type import is a dependency on the stage that defines the type, even if nothing of it runs.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/run-qm.js';

const src = join(repoRoot, 'src');

/** The stages in the order data flows through them; a top-level file (errors.ts, cli.ts) is a stage named after itself. */
const order: string[][] = [
  ['errors', 'package-root', 'closest', 'edit-distance', 'by-code-point', 'reached', 'input'],
  ['prebuilt'],
  ['rulesets'],
  ['situation'],
  ['search'],
  ['read'],
  ['resolve'],
  ['render'],
  ['check'],
  ['judge'],
  ['site'],
  ['commands'],
  ['cli', 'start'],
  ['build'],
];
const rank = new Map(order.flatMap((names, i) => names.map((n) => [n, i] as const)));

/** Imports that are earlier in the flow but still not allowed, with why. */
const forbidden: { from: string; to: string; why: string }[] = [
  { from: 'resolve', to: 'search', why: 'the resolver decides on what was read; reading goes through src/read' },
  { from: 'site', to: 'render/text', why: "the page renders an answer itself; the terminal's text (widths, colours) is not its own" },
];

const stageOf = (file: string) => relative(src, file).split('/')[0]!.replace(/\.ts$/, '');

/** Every .ts file below `dir`. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? sources(p) : n.endsWith('.ts') ? [p] : [];
  });
}

/** Each relative import of every source file, as [importer, imported], both under src/. */
const imports = sources(src).flatMap((file) =>
  ts
    .preProcessFile(readFileSync(file, 'utf8'), true, true)
    .importedFiles.filter((f) => f.fileName.startsWith('.'))
    .map((f) => [file, resolve(dirname(file), f.fileName.replace(/\.js$/, '.ts'))] as const),
);

describe('stages of src/', () => {
  it('finds the imports it checks', () => {
    // A parser that found nothing would pass every rule below.
    expect(imports.length).toBeGreaterThan(500);
  });

  it('names the stage of every folder and top-level file', () => {
    const unknown = [...new Set(sources(src).map(stageOf))].filter((s) => !rank.has(s));
    expect(unknown).toEqual([]);
  });

  it('imports only modules of src/ in a stage the order names', () => {
    // An import leaving src/, or into a folder the order does not name, would pass the rules below unseen.
    const outside = imports.filter(([, b]) => b.startsWith('..') || relative(src, b).startsWith('..') || !rank.has(stageOf(b))).map(([a, b]) => `${relative(src, a)} → ${relative(src, b)}`);
    expect(outside).toEqual([]);
  });

  it('never imports a later stage', () => {
    const against = imports
      .filter(([a, b]) => (rank.get(stageOf(b)) ?? -1) > (rank.get(stageOf(a)) ?? Infinity))
      .map(([a, b]) => `${relative(src, a)} → ${relative(src, b)}`);
    expect(against).toEqual([]);
  });

  it('names a stage and an existing module or folder in every forbidden pair', () => {
    for (const { from, to } of forbidden) {
      expect(rank.has(from), from).toBe(true);
      expect(existsSync(join(src, to)) || existsSync(join(src, `${to}.ts`)), to).toBe(true);
    }
  });

  it.each(forbidden)('$from never imports $to: $why', ({ from, to }) => {
    const found = imports
      .filter(([a, b]) => {
        const target = relative(src, b);
        return stageOf(a) === from && (target === `${to}.ts` || target.startsWith(`${to}/`));
      })
      .map(([a, b]) => `${relative(src, a)} → ${relative(src, b)}`);
    expect(found).toEqual([]);
  });
});

// The code-cached bundle loader: a second run uses the first run's cache, chunks load once, and a damaged or unwritable
// cache only costs compiling again, never a wrong or failed run.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCompiled } from '../../src/start/compiled-bundle.js';
import { scratchDir } from '../helpers/scratch.js';

/** A bundle folder: qm.cjs requiring a chunk twice (it must run once) and node:path. */
function bundle(): { entry: string; cache: string } {
  const dir = scratchDir('qm-bundle-');
  mkdirSync(join(dir, 'bundle'));
  writeFileSync(join(dir, 'bundle', 'part-abc.cjs'), 'globalThis.__partRuns = (globalThis.__partRuns ?? 0) + 1; exports.twice = (n) => n * 2;\n');
  writeFileSync(join(dir, 'bundle', 'qm.cjs'), "const a = require('./part-abc.cjs'); const b = require('./part-abc.cjs'); exports.answer = a.twice(21) + (a === b ? 0 : 1000); exports.sep = require('node:path').sep;\n");
  return { entry: join(dir, 'bundle', 'qm.cjs'), cache: join(dir, 'cache') };
}

describe('loadCompiled', () => {
  it('runs the bundle, loads a chunk once, and reads back the cache it saved', () => {
    const { entry, cache } = bundle();
    const first = loadCompiled(entry, cache, 'resolve');
    expect(first.exports.answer).toBe(42);
    expect(first.exports.sep).toBe('/');
    expect(first.compiled.map((f) => f.slice(entry.length - 'qm.cjs'.length))).toEqual(['qm.cjs', 'part-abc.cjs']);
    first.save();
    expect(readdirSync(join(cache, 'resolve')).sort()).toEqual([expect.stringMatching(/^part-abc\.cjs@.+\.bin$/), expect.stringMatching(/^qm\.cjs@.+\.bin$/)]);
    const second = loadCompiled(entry, cache, 'resolve');
    expect(second.exports.answer).toBe(42);
    expect(second.compiled).toEqual([]);
  });

  it('compiles again, and rewrites, a cache damaged in place', () => {
    const { entry, cache } = bundle();
    loadCompiled(entry, cache, 'show').save();
    for (const name of readdirSync(join(cache, 'show'))) {
      const file = join(cache, 'show', name);
      const bytes = readFileSync(file);
      bytes[bytes.length - 7] ^= 0xff;
      writeFileSync(file, bytes);
    }
    const damaged = loadCompiled(entry, cache, 'show');
    expect(damaged.exports.answer).toBe(42);
    expect(damaged.compiled).toHaveLength(2);
    damaged.save();
    expect(loadCompiled(entry, cache, 'show').compiled).toEqual([]);
  });

  it('works, uncached, when the cache folder cannot be made', () => {
    const { entry, cache } = bundle();
    // A file where the folder should be: mkdir fails even for root, as a read-only home does for a user.
    writeFileSync(cache, '');
    const run = loadCompiled(entry, cache, 'search');
    expect(run.exports.answer).toBe(42);
    expect(() => run.save()).not.toThrow();
    expect(loadCompiled(entry, cache, 'search').compiled).toHaveLength(2);
  });

  it('writes the caches again once, when a run takes a path the runs that made them did not', () => {
    const { entry, cache } = bundle();
    const first = loadCompiled(entry, cache, 'resolve');
    expect(first.save('resolve', [])).toBe(true);
    // Cached now: a plain run writes nothing, a run that read by words writes every chunk again, and marks the path.
    expect(loadCompiled(entry, cache, 'resolve').save('resolve', [])).toBe(false);
    expect(loadCompiled(entry, cache, 'resolve').save('resolve', ['words'])).toBe(true);
    expect(readFileSync(join(cache, 'resolve', 'reached'), 'utf8')).toBe('words\n');
    expect(loadCompiled(entry, cache, 'resolve').save('resolve', ['words'])).toBe(false);
    // The marker is no chunk's cache: pruning keeps it.
    expect(readdirSync(join(cache, 'resolve'))).toContain('reached');
    expect(loadCompiled(entry, cache, 'resolve').compiled).toEqual([]);
  });

  it('counts a chunk the command requires after loading as compiled, and saves it', () => {
    const { entry, cache } = bundle();
    writeFileSync(join(entry, '..', 'late-xyz.cjs'), 'exports.late = 7;\n');
    writeFileSync(entry, readFileSync(entry, 'utf8') + "exports.later = () => require('./late-xyz.cjs').late;\n");
    loadCompiled(entry, cache, 'check').save();
    const run = loadCompiled(entry, cache, 'check');
    expect(run.compiled).toEqual([]);
    expect((run.exports.later as () => number)()).toBe(7);
    expect(run.compiled.map((f) => f.slice(f.lastIndexOf('/') + 1))).toEqual(['late-xyz.cjs']);
    expect(run.save()).toBe(true);
    expect(loadCompiled(entry, cache, 'check').compiled).toEqual([]);
  });
});

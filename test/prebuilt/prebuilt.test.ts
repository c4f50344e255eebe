/** The prebuilt-files module in-process: content digests, the manifest's verdicts, atomic writes, code-point order. */
import { mkdirSync, readdirSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeFileAtomic } from '../../src/prebuilt/atomic-write.js';
import { digestFolders } from '../../src/prebuilt/digest.js';
import { staleness, writeManifest } from '../../src/prebuilt/manifest.js';
import { rulesetFiles } from '../../src/prebuilt/ruleset-files.js';
import { byCodePoint } from '../../src/by-code-point.js';
import { scratchDir } from '../helpers/scratch.js';

const folder = () => scratchDir('qm-prebuilt-');

describe('content digests', () => {
  it('change when a file changes, even with the same size and file time, and ignore editors leftovers', () => {
    process.env.XDG_CACHE_HOME = folder();
    const dir = folder();
    mkdirSync(join(dir, 'entries'));
    const file = join(dir, 'entries', 'a.yaml');
    writeFileSync(file, 'text: cost 3\n');
    const old = new Date(Date.now() - 3600_000);
    utimesSync(file, old, old);
    const first = digestFolders([dir]);
    expect(digestFolders([dir])).toBe(first);
    writeFileSync(file, 'text: cost 9\n');
    utimesSync(file, old, old);
    expect(digestFolders([dir])).not.toBe(first);
    const edited = digestFolders([dir]);
    symlinkSync('/nowhere', join(dir, 'entries', '.#a.yaml'));
    writeFileSync(join(dir, 'entries', 'a.yaml~'), 'old');
    const skipped: string[] = [];
    expect(digestFolders([dir], skipped)).toBe(edited);
    expect(skipped).toHaveLength(2);
  });

  it('lists files in code-point order, whatever the locale', () => {
    const dir = folder();
    for (const n of ['b.yaml', 'B.yaml', 'é.yaml', 'ı.yaml', 'a.yaml']) writeFileSync(join(dir, n), 'x');
    expect(rulesetFiles(dir).map((f) => f.rel)).toEqual(['B.yaml', 'a.yaml', 'b.yaml', 'é.yaml', 'ı.yaml']);
    expect(['𝒜', 'z', 'Ａ'].sort(byCodePoint)).toEqual(['z', 'Ａ', '𝒜']);
  });
});

describe('the manifest', () => {
  it('vouches for a file only under its key and at its size', () => {
    const dir = folder();
    writeFileAtomic(join(dir, 'library.json'), '{"a":1}');
    writeManifest(dir, 'k1', ['library.json']);
    expect(staleness(join(dir, 'library.json'), 'k1')).toBeUndefined();
    expect(staleness(join(dir, 'library.json'), 'k2')).toBe('stale');
    expect(staleness(join(dir, 'other.json'), 'k1')).toBe('missing');
    writeFileSync(join(dir, 'library.json'), '{"a"');
    expect(staleness(join(dir, 'library.json'), 'k1')).toBe('damaged');
  });

  it('writes atomically, leaving no temporary file', () => {
    const dir = folder();
    writeFileAtomic(join(dir, 'sub', 'x.json'), 'data');
    expect(readdirSync(join(dir, 'sub'))).toEqual(['x.json']);
    expect(statSync(join(dir, 'sub', 'x.json')).size).toBe(4);
  });
});

/** The bad-input corpus: every command that reads a situation answers each broken file with exit 2 and one clear line. */
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixturesDir, qm } from '../helpers/run-qm.js';

const corpus = join(fixturesDir, 'bad-inputs');
const files = readdirSync(corpus).sort();

/** A digest of every file of the corpus, to prove nothing was written. */
function digest(): string {
  const h = createHash('sha256');
  for (const f of files) {
    const p = join(corpus, f);
    h.update(f);
    if (statSync(p).isFile()) h.update(readFileSync(p));
  }
  return h.digest('hex');
}

let big: string;
let before: string;
beforeAll(() => {
  before = digest();
  big = join(mkdtempSync(join(tmpdir(), 'qm-big-')), 'ten-megabytes.yaml');
  writeFileSync(big, `ruleset: pirates-csg\ntitle: "${'x'.repeat(10 * 1024 * 1024)}"\n`);
});

const cases = () => [...files.map((f) => join(corpus, f)), join(corpus, 'does-not-exist.yaml')];

describe('bad inputs', () => {
  it.each(['resolve', 'check'])('qm %s answers every bad file with exit 2 and one line naming it', (command) => {
    for (const file of [...cases(), big]) {
      // No timing assertion (the suite runs on a loaded machine): qm()'s spawn timeout is what catches a hang.
      const r = qm([command, file]);
      const shown = file.split('/').at(-1)!;
      // check reports a broken file under its name in the report; anything else goes to stderr.
      const lines = r.stderr.trim() ? r.stderr.trim().split('\n') : r.stdout.split('\n').filter((l) => l.startsWith('     '));
      expect({ file: shown, code: r.code }).toEqual({ file: shown, code: 2 });
      expect(r.stderr + r.stdout, shown).not.toMatch(/\n\s+at .+:\d+:\d+/);
      expect(lines, shown).toHaveLength(1);
      expect(lines[0], shown).toContain(shown);
    }
  });

  it('refuses a 10 MB file by its size, before parsing', () => {
    const r = qm(['resolve', big]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/file is too large \(\d+ bytes; the limit is 4194304\)/);
  });

  it('gives positions for problems inside a file', () => {
    expect(qm(['resolve', join(corpus, 'duplicate-keys.yaml')]).stderr).toContain('duplicate-keys.yaml:2:1: invalid YAML: Map keys must be unique');
    expect(qm(['resolve', join(corpus, 'constructor-key.yaml')]).stderr).toContain("constructor-key.yaml:2:32: the key 'constructor' is not allowed");
    expect(qm(['resolve', join(corpus, 'lookalike-player.yaml')]).stderr).toContain('lookalike-player.yaml:3:9: an id is letters, digits');
    expect(qm(['resolve', join(corpus, 'wrong-types.yaml')]).stderr).toContain('wrong-types.yaml:1:10: Invalid input: expected string, received number (location: ruleset)');
  });

  it('changes no file of the corpus', () => {
    expect(digest()).toBe(before);
  });
});

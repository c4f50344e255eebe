/** qm check: several situations per file, --filter, --update (and nothing written without it), reasons on failure, no-expect, ruleset folders. */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixturesDir, qm, repoRoot } from '../helpers/run-qm.js';
import { scratchDir } from '../helpers/scratch.js';

const several = join(fixturesDir, 'situations/several-per-file/rulings.yaml');
const scratch = () => scratchDir('qm-check-');

/** A copy of the three-situation file in which the Nemesio Diaz ruling expects the wrong picker. */
function wrongCopy(): string {
  const file = join(scratch(), 'rulings.yaml');
  const text = readFileSync(several, 'utf8');
  expect(text).toContain('q1: { picker: ana, role: user }');
  writeFileSync(file, text.replace('q1: { picker: ana, role: user }', 'q1: { picker: ben }'));
  return file;
}

describe('qm check with several situations per file', () => {
  it('checks each YAML document as its own situation, named by its title, and reports the one without expect', () => {
    const r = qm(['check', several]);
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/^ok {3}.*rulings\.yaml:2 During Ben's turn, Nemesio Diaz tries to cancel abilities on Ben's ships \(3 questions\)$/m);
    expect(r.stdout).toMatch(/^ok {3}.*rulings\.yaml:\d+ Nemesio Diaz cancels an ability on Ben's ship during Ben's turn \(1 question\)$/m);
    expect(r.stdout).toMatch(/^skip .*Ben's ship finds Volcano on a wild island \(no expect/m);
    expect(r.stdout).toContain('3 situations, 4 questions: 2 passed, 0 failed, 0 unreadable, 1 without expect');
    expect(r.code).toBe(0);
  });

  it('--filter runs only the situations whose name contains the words; no match is a usage error', () => {
    const r = qm(['check', several, '--filter', 'nemesio diaz cancels']);
    expect(r.stdout).toContain('1 situation, 1 question: 1 passed');
    expect(r.stdout).not.toContain('Volcano');
    const none = qm(['check', several, '--filter', 'kraken']);
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/^qm: no situation's name contains 'kraken'/);
  });

  it('exits 1 when nothing was checked (no situation carries expect)', () => {
    const r = qm(['check', several, '--filter', 'volcano']);
    expect(r.stdout).toContain('nothing was checked');
    expect(r.code).toBe(1);
  });

  it("shows a failure with the answer's reasons and cited ids", () => {
    const r = qm(['check', wrongCopy()]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('q1 (who-picks): expected picker "ben", got "ana" (user)');
    expect(r.stdout).toMatch(/^ {7}because: .*the user of the cancel ability always chooses/m);
    expect(r.stdout).toMatch(/^ {7}cites: .*pirates-csg\.general\.who-picks\.defender-chooses\.cancel-user-chooses/m);
  });

  it('writes nothing without --update; with it, rewrites only the expect blocks, shows the diff, and the file then passes', () => {
    const file = wrongCopy();
    const before = readFileSync(file, 'utf8');
    qm(['check', file]);
    expect(readFileSync(file, 'utf8')).toBe(before);
    const r = qm(['check', file, '--update']);
    expect(r.stdout).toContain('-  q1: { picker: ben }');
    expect(r.stdout).toContain('+  q1: { picker: ana }');
    expect(r.stdout).toContain('updated expect in 1 file');
    const after = readFileSync(file, 'utf8');
    // The Volcano situation gains an expect; the first situation, which held, is untouched (comments included).
    expect(after).toContain(before.slice(0, before.indexOf('---')));
    expect(after.trimEnd().endsWith('expect:\n  q1: { picker: random }')).toBe(true);
    const again = qm(['check', file]);
    expect(again.stdout).toContain('3 situations, 5 questions: 3 passed, 0 failed');
    expect(again.code).toBe(0);
    // Nothing left to update: the file is not rewritten.
    expect(qm(['check', file, '--update']).stdout).toContain('updated expect in 0 files');
    expect(readFileSync(file, 'utf8')).toBe(after);
  });

  it('qm check . skips ruleset folders but checks the rulings kept next to them', () => {
    const dir = scratch();
    cpSync(join(repoRoot, 'examples/my-event'), join(dir, 'my-event'), { recursive: true });
    const r = qm(['--rulesets', join(dir, 'my-event'), 'check', '.'], { cwd: dir });
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain('4 situations, 4 questions: 4 passed, 0 failed, 0 unreadable, 0 without expect');
    expect(r.code).toBe(0);
  });
});

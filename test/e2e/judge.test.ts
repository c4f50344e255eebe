/** qm judge in a real pseudo-terminal (Python's pty module drives it), and without one. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { qm, repoRoot } from '../helpers/run-qm.js';

interface Step {
  expect: string;
  send: string;
}

/** Runs `qm judge` in a pseudo-terminal, typing each step's keys once its text appears. */
function drive(steps: Step[], cwd: string): { code: number | null; output: string; timedOut: string | null } {
  const file = join(cwd, 'steps.json');
  writeFileSync(file, JSON.stringify(steps));
  const r = spawnSync('python3', [join(repoRoot, 'test/helpers/pty-drive.py'), file, '--', process.execPath, join(repoRoot, 'bin/qm.js'), 'judge'], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
    timeout: 120_000,
  });
  expect(r.stderr).toBe('');
  return JSON.parse(r.stdout);
}

const down = '\u001b[B';
const enter = '\r';

describe('qm judge', () => {
  it('runs a full interview in a terminal, saves the situation, and the saved file passes qm check', () => {
    const dir = mkdtempSync(join(tmpdir(), 'qm-judge-'));
    const text = 'Cancel the ability of one crew or ship within S of this ship.';
    const r = drive(
      [
        // The rulesets are listed by id; pirates-csg is the fourth.
        { expect: 'Which game', send: down + down + down + enter },
        { expect: 'Players in turn order', send: enter },
        { expect: 'Whose turn', send: down + enter },
        { expect: 'What do you need to settle', send: enter },
        { expect: 'Effect 1', send: text },
        { expect: 'Use my words', send: enter },
        { expect: 'What kind of effect', send: enter },
        { expect: 'Whose effect is it', send: enter },
        { expect: 'Whose piece does it target', send: enter },
        { expect: 'What next', send: down + enter },
        { expect: 'Save to', send: `ruling.yaml${enter}` },
      ],
      dir,
    );
    expect(r.timedOut).toBeNull();
    expect(r.code).toBe(0);
    expect(r.output).toContain('q1: who picks for e1?');
    expect(r.output).toContain('The text that decides:');
    expect(r.output).toContain('Saved ruling.yaml');
    const saved = readFileSync(join(dir, 'ruling.yaml'), 'utf8');
    expect(saved).toContain('ruleset: pirates-csg');
    expect(saved).toContain(`text: ${text}`);
    expect(saved).toMatch(/expect:\n {2}q1:\n {4}picker: /);
    const check = qm(['check', join(dir, 'ruling.yaml')]);
    expect(check.stdout).toContain('1 passed, 0 failed');
    expect(check.code).toBe(0);
  });

  it('quits cleanly on Ctrl-C at any prompt: exit 130, no stack trace', () => {
    const dir = mkdtempSync(join(tmpdir(), 'qm-judge-'));
    const r = drive([{ expect: 'Which game', send: enter }, { expect: 'Players in turn order', send: '\u0003' }], dir);
    expect(r.code).toBe(130);
    expect(r.output).toContain('qm: cancelled');
    expect(r.output).not.toMatch(/at .*\.js:\d+/);
  });

  it('exits 2 without a terminal, pointing to qm resolve', () => {
    const r = qm(['judge']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('needs a terminal; to answer from a file, use qm resolve <file>');
  });
});

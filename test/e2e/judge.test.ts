/** qm judge in a real pseudo-terminal (Python's pty module drives it), and without one. */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { qm, repoRoot } from '../helpers/run-qm.js';
import { scratchDir } from '../helpers/scratch.js';

interface Step {
  expect: string;
  send: string;
}

/** Runs `qm judge` in a pseudo-terminal, typing each step's keys once its text appears; the last game is kept in `cwd`, never in the user's home. */
function drive(steps: Step[], cwd: string): { code: number | null; output: string; timedOut: string | null } {
  const file = join(cwd, 'steps.json');
  writeFileSync(file, JSON.stringify(steps));
  const r = spawnSync('python3', [join(repoRoot, 'test/helpers/pty-drive.py'), file, '--', process.execPath, join(repoRoot, 'bin/qm.js'), 'judge'], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', XDG_CONFIG_HOME: join(cwd, 'config') },
    timeout: 150_000,
  });
  expect(r.stderr).toBe('');
  return JSON.parse(r.stdout);
}

const down = '\u001b[B';
const up = '\u001b[A';
const enter = '\r';

describe('qm judge', () => {
  it('runs a full interview in a terminal, saves the situation, and the saved file passes qm check', () => {
    const dir = scratchDir('qm-judge-');
    const text = 'Cancel the ability of one crew or ship within S of this ship.';
    const r = drive(
      [
        // pirates-csg is offered first when no game was used before.
        { expect: 'Which game', send: enter },
        { expect: 'Players in turn order', send: enter },
        { expect: 'Whose turn', send: down + enter },
        { expect: 'What do you need to settle', send: enter },
        { expect: 'Effect 1', send: text },
        { expect: 'Use my words', send: enter },
        // The judge's words are shown as the ruling they read as, to confirm: the choice is saved as `entry:`.
        { expect: 'reads as which ruling', send: enter },
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
    expect(r.output).toContain('q1: who picks for cancel-the-ability?');
    expect(r.output).toContain('The text that decides:');
    expect(r.output).toContain('Saved ruling.yaml');
    const saved = readFileSync(join(dir, 'ruling.yaml'), 'utf8');
    expect(saved).toContain('ruleset: pirates-csg');
    expect(saved).toContain(`text: ${text}`);
    expect(saved).toMatch(/entry: pirates-csg\./);
    expect(saved).toMatch(/expect:\n {2}q1:\n {4}picker: /);
    const check = qm(['check', join(dir, 'ruling.yaml')]);
    expect(check.stdout).toContain('1 passed, 0 failed');
    expect(check.code).toBe(0);
  });

  it('asks a second question with new effects (No to reusing), keeps the first, and the saved file passes qm check', () => {
    const dir = scratchDir('qm-judge-');
    const r = drive(
      [
        { expect: 'Which game', send: enter },
        { expect: 'Players in turn order', send: enter },
        { expect: 'Whose turn', send: down + enter },
        { expect: 'What do you need to settle', send: enter },
        { expect: 'Effect 1', send: 'Cancel the ability of one crew or ship within S of this ship.' },
        { expect: 'Use my words', send: enter },
        { expect: 'reads as which ruling', send: enter },
        { expect: 'What kind of effect', send: enter },
        { expect: 'Whose effect is it', send: up + enter },
        { expect: 'Whose piece does it target', send: enter },
        { expect: 'What next', send: enter },
        { expect: 'What do you need to settle', send: down + enter },
        { expect: 'already on the board', send: `n${enter}` },
        { expect: 'Effect 2', send: 'Broadsides Att' },
        // The preview is the recognised entry's own text, not an erratum that mentions the name.
        { expect: 'pirates-csg.abilities.broadsides-attack', send: enter },
        { expect: 'What kind of effect', send: enter },
        { expect: 'Whose effect is it', send: enter },
        { expect: 'Effect 3', send: 'Cancel abil' },
        { expect: 'pirates-csg.abilities.cancel-ability:', send: enter },
        { expect: 'What kind of effect', send: enter },
        { expect: 'Whose effect is it', send: up + enter },
        { expect: 'Add another effect', send: enter },
        { expect: 'What next', send: down + enter },
        { expect: 'Save to', send: `board.yaml${enter}` },
      ],
      dir,
    );
    expect(r.timedOut).toBeNull();
    expect(r.code).toBe(0);
    expect(r.output).not.toContain('julius-caesar');
    // Previews end on a whole word.
    for (const line of r.output.split('\n').filter((l) => l.includes('…'))) expect(line, line).toMatch(/(^|[\s(])[\p{L}\p{N}'’"”.,;:)-]+…/u);
    const saved = readFileSync(join(dir, 'board.yaml'), 'utf8');
    const doc = parse(saved) as { pieces: { id: string }[]; effects: { id: string; kind: string; ability?: string }[]; questions: unknown[]; expect: Record<string, Record<string, unknown>> };
    const pieceIds = doc.pieces.map((p) => p.id);
    expect(new Set(pieceIds).size).toBe(pieceIds.length);
    // Effects are named by what the judge typed.
    expect(doc.effects.map((e) => e.id)).toEqual(['cancel-the-ability', 'broadsides-attack', 'cancel-ability']);
    expect(doc.questions).toEqual([{ id: 'q1', ask: 'who-picks', effect: 'cancel-the-ability' }, { id: 'q2', ask: 'conflict', effects: ['broadsides-attack', 'cancel-ability'] }]);
    // The kind comes from what the name was recognised as: Broadsides Attack is a keyword, Cancel ability an ability.
    expect(doc.effects[1]).toMatchObject({ ability: 'Broadsides Attack', entry: 'pirates-csg.abilities.broadsides-attack', kind: 'keyword' });
    expect(doc.effects[2]).toMatchObject({ ability: 'Cancel ability', entry: 'pirates-csg.abilities.cancel-ability', kind: 'ability' });
    expect(saved).not.toMatch(/picker: null/);
    expect(Object.keys(doc.expect)).toEqual(['q1', 'q2']);
    const check = qm(['check', join(dir, 'board.yaml')]);
    expect(check.stdout).toContain('1 situation, 2 questions: 1 passed, 0 failed');
    expect(check.code).toBe(0);
  });

  it('asks who lost when the ruling reads it from a boarding, and saves it as a fact', () => {
    const dir = scratchDir('qm-judge-');
    const r = drive(
      [
        { expect: 'Which game', send: enter },
        { expect: 'Players in turn order', send: enter },
        { expect: 'Whose turn', send: enter },
        { expect: 'What do you need to settle', send: enter },
        { expect: 'Effect 1', send: 'A boarding party: the winner takes treasure from the boarded ship.' },
        { expect: 'Use my words', send: enter },
        { expect: 'reads as which ruling', send: enter },
        { expect: 'What kind of effect', send: enter },
        { expect: 'Whose effect is it', send: enter },
        { expect: 'Whose piece does it target', send: enter },
        { expect: 'Who is the loser for a-boarding-party', send: down + enter },
        { expect: 'What next', send: down + enter },
        { expect: 'Save to', send: `boarding.yaml${enter}` },
      ],
      dir,
    );
    expect(r.timedOut).toBeNull();
    expect(r.code).toBe(0);
    expect(r.output).toContain('ben picks (loser)');
    const saved = parse(readFileSync(join(dir, 'boarding.yaml'), 'utf8'));
    expect(saved.effects[0].loser).toBe('ben');
    expect(saved.expect).toEqual({ q1: { picker: 'ben' } });
    const check = qm(['check', join(dir, 'boarding.yaml')]);
    expect(check.code).toBe(0);
  });

  it('asks a yes/no fact the directives test when it changes the ruling (a facedown treasure against Jailhouse Dog)', () => {
    const dir = scratchDir('qm-judge-');
    const r = drive(
      [
        { expect: 'Which game', send: enter },
        { expect: 'Players in turn order', send: enter },
        { expect: 'Whose turn', send: enter },
        { expect: 'What do you need to settle', send: down + enter },
        { expect: 'Effect 1', send: 'Jailhouse Dog' },
        { expect: 'pirates-csg.ut.jailhouse-dog', send: enter },
        // Recognised as a unique treasure: its section says so, so that kind is preset.
        { expect: 'What kind of effect', send: enter },
        { expect: 'Whose effect is it', send: enter },
        { expect: 'Effect 2', send: 'Volcano' },
        { expect: 'pirates-csg.ut.volcano', send: enter },
        { expect: 'What kind of effect', send: enter },
        { expect: 'Whose effect is it', send: down + enter },
        { expect: 'Add another effect', send: enter },
        { expect: 'Does facedown hold for volcano (Volcano)?', send: enter },
        { expect: 'What next', send: down + enter },
        { expect: 'Save to', send: `facedown.yaml${enter}` },
      ],
      dir,
    );
    expect(r.timedOut).toBeNull();
    expect(r.code).toBe(0);
    expect(r.output).toContain('volcano takes precedence');
    const saved = parse(readFileSync(join(dir, 'facedown.yaml'), 'utf8'));
    expect(saved.effects.map((e: { kind: string }) => e.kind)).toEqual(['unique-treasure', 'unique-treasure']);
    expect(saved.effects[1].facedown).toBe(true);
    expect(saved.expect).toEqual({ q1: { winner: 'volcano' } });
    expect(qm(['check', join(dir, 'facedown.yaml')]).code).toBe(0);
  });

  it('offers the last game used first, remembered in the config folder and not the package', () => {
    const dir = scratchDir('qm-judge-');
    // pirates-csg is highlighted first; two up is krosmaster-island-i (the rulesets are listed by id).
    const first = drive([{ expect: 'Which game', send: up + up + enter }, { expect: 'Players in turn order', send: '\u0003' }], dir);
    expect(first.output).toMatch(/✔ Which game \(ruleset\)\? Rules For Special Maps/);
    expect(JSON.parse(readFileSync(join(dir, 'config/quartermaster/judge.json'), 'utf8'))).toEqual({ ruleset: 'krosmaster-island-i' });
    const second = drive([{ expect: 'Which game', send: enter }, { expect: 'Players in turn order', send: '\u0003' }], dir);
    expect(second.output).toMatch(/✔ Which game \(ruleset\)\? Rules For Special Maps/);
    expect(existsSync(join(repoRoot, 'judge.json'))).toBe(false);
  });

  it('quits cleanly on Ctrl-C at any prompt: exit 130, no stack trace', () => {
    const dir = scratchDir('qm-judge-');
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

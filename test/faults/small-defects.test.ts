/** The smaller defects: a full stdout, locale-dependent order, duplicates, a phrase matching everything, invisible characters, multi-document resolve. */
import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixturesDir, qm, repoRoot } from '../helpers/run-qm.js';
import { useScratch } from '../helpers/scratch.js';

const scratch = useScratch('qm-small-');
const several = join(fixturesDir, 'situations/several-per-file/rulings.yaml');
const first = readFileSync(several, 'utf8').split('\n---\n')[0]!;

/** Writes a situation file and runs `qm resolve` on it. */
function resolveText(text: string) {
  const file = join(scratch(), 'situation.yaml');
  writeFileSync(file, text);
  return qm(['resolve', file]);
}

/** Exit 2 with one qm: line that names file:line:column. */
function expectInputError(r: { code: number | null; stderr: string }, message: RegExp): void {
  expect(r.code).toBe(2);
  expect(r.stderr).toMatch(/^qm: \S+situation\.yaml:\d+:\d+: /);
  expect(r.stderr).toMatch(message);
  expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
}

describe('smaller defects', () => {
  it('a full standard output is one qm: line and exit 2, not a stack trace and 1', () => {
    const r = spawnSync('sh', ['-c', `"${process.execPath}" "${join(repoRoot, 'bin/qm.js')}" rulesets > /dev/full`], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
    expect(r.status).toBe(2);
    expect(r.stderr).toBe('qm: cannot write to standard output: no space left on the device (ENOSPC)\n');
  });

  it('"did you mean" lists are in the same order under any locale', () => {
    const under = (lang: string) => qm(['show', 'chodes'], { env: { LC_ALL: lang, LANG: lang } });
    const c = under('C');
    expect(c.stderr).toContain('Did you mean');
    expect(under('cs_CZ.UTF-8').stderr).toBe(c.stderr);
    expect(under('sv_SE.UTF-8').stderr).toBe(c.stderr);
  });

  it('no code sorts by the locale', () => {
    const sources = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? sources(join(dir, d.name)) : d.name.endsWith('.ts') ? [join(dir, d.name)] : []));
    expect(sources(join(repoRoot, 'src')).filter((f) => /localeCompare|Intl\.Collator/.test(readFileSync(f, 'utf8')))).toEqual([]);
  });

  it('refuses an effect named twice in one question, and a player named twice', () => {
    expectInputError(resolveText(first.replace('effects: [cancel, broadsides]', 'effects: [cancel, cancel]')), /effect 'cancel' is named twice in this question/);
    expectInputError(resolveText(first.replace('players: [ana, ben]', 'players: [ana, ben, ana]')), /duplicate player id 'ana'/);
  });

  it('flags bidi and zero-width characters in names, and never prints them raw', () => {
    for (const ch of ['\u202E', '\u200B', '\u2066']) {
      const r = resolveText(first.replace('ability: Cancel ability', `ability: "Can${ch}cel ability"`));
      expectInputError(r, /contains the invisible character U\+[0-9A-F]{4} \(a bidi control or zero-width character\)/);
      expect(r.stderr).not.toContain(ch);
      expect(r.stderr).toContain(`'Can<U+${ch.codePointAt(0)!.toString(16).toUpperCase()}>cel ability'`);
    }
  });

  it('qm resolve reads a multi-document file as qm check does, each situation answered', () => {
    const r = qm(['resolve', several, '--json']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const data = JSON.parse(r.stdout) as { situations: { name: string; answers: unknown[] }[] };
    expect(data.situations.map((s) => s.answers.length)).toEqual([3, 1, 1]);
    const text = qm(['resolve', several]);
    expect(text.stdout.match(/^== /gm)).toHaveLength(3);
  });

  it("never passes on the YAML library's advice about several documents", () => {
    const dir = scratch();
    cpSync(join(fixturesDir, 'rulesets/engine-demo'), join(dir, 'engine-demo'), { recursive: true });
    const ruleset = join(dir, 'engine-demo', 'ruleset.yaml');
    writeFileSync(ruleset, `${readFileSync(ruleset, 'utf8')}---\nid: again\n`);
    const r = qm(['lint', join(dir, 'engine-demo')]);
    expect(`${r.stdout}${r.stderr}`).not.toContain('parseAllDocuments');
    expect(`${r.stdout}${r.stderr}`).toContain('this file holds several YAML documents');
  });

  it('lint refuses a directive phrase that would match every effect', () => {
    const dir = scratch();
    cpSync(join(fixturesDir, 'rulesets/engine-demo'), join(dir, 'engine-demo'), { recursive: true });
    const directives = join(dir, 'engine-demo', 'directives.yaml');
    writeFileSync(directives, readFileSync(directives, 'utf8').replace('loser: {phrases: [cancel*]}', 'loser: {phrases: ["*"]}'));
    const r = qm(['lint', join(dir, 'engine-demo')]);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/directives\.yaml:\d+:\d+ {2}error {2}prefer directive on engine-demo\.ghost: phrase '\*' has no word in it, so it would match every effect/);
  });

  it('lint warns of a matcher naming an entry no effect is read as, which never holds', () => {
    const dir = scratch();
    cpSync(join(fixturesDir, 'rulesets/engine-demo'), join(dir, 'engine-demo'), { recursive: true });
    const directives = join(dir, 'engine-demo', 'directives.yaml');
    writeFileSync(directives, readFileSync(directives, 'utf8').replace('winner: {kinds: [ghost]}', 'winner: {entries: [engine-demo.nowhere]}'));
    const r = qm(['lint', join(dir, 'engine-demo')]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/directives\.yaml:\d+:\d+ {2}warning {2}prefer directive on engine-demo\.ghost: a matcher's entries name unknown entry 'engine-demo\.nowhere', so it never holds/);
  });
});

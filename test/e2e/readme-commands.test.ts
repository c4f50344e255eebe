/** The README's commands table says what `qm --help` says: the same commands, each with the options its own help lists. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { qm, repoRoot } from '../helpers/run-qm.js';

const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
const table = readme.slice(readme.indexOf('## Commands'), readme.indexOf('\n\n', readme.indexOf('| --- |', readme.indexOf('## Commands'))));
/** Each row's first cell, e.g. "qm check <paths...> [--reporter human|json|junit] ...". */
const rows = [...table.matchAll(/^\| `(qm [^`]+)` \|/gm)].map((m) => m[1]!.replace(/\\\|/g, '|'));

/** The command names `qm --help` lists, without commander's own `help`. */
function helpCommands(): string[] {
  const r = qm(['--help']);
  expect(r.code, r.stderr).toBe(0);
  const block = r.stdout.slice(r.stdout.indexOf('Commands:'));
  return [...block.matchAll(/^ {2}([a-z][\w-]*)/gm)].map((m) => m[1]!).filter((c) => c !== 'help');
}

/** The long options one command's help lists, without --help. */
function helpOptions(command: string): string[] {
  const r = qm([command, '--help']);
  expect(r.code, r.stderr).toBe(0);
  // The Options: block ends at the next unindented line (the help text added after it).
  const block = r.stdout.slice(r.stdout.indexOf('Options:') + 'Options:'.length);
  const end = block.search(/\n(?! )/);
  const options = end < 0 ? block : block.slice(0, end);
  return [...options.matchAll(/^ {2}(?:-\w, )?(--[\w-]+)/gm)].map((m) => m[1]!).filter((o) => o !== '--help');
}

describe("the README's commands table", () => {
  const commands = helpCommands();

  it('has one row for each command qm --help lists, and no other', () => {
    expect(commands.length).toBeGreaterThan(5);
    expect(rows.map((r) => r.split(' ')[1]).sort()).toEqual([...commands].sort());
  });

  it.each(commands)('names every option qm %s --help lists', (command) => {
    const row = rows.find((r) => r.split(' ')[1] === command)!;
    for (const option of helpOptions(command)) expect(row, `${command} ${option}`).toContain(option);
  });
});

describe("the README's qm resolve --explain excerpt", () => {
  it('shows lines the command prints today: the directives with their file:line, in that order', () => {
    const start = readme.indexOf('`qm resolve --explain` adds');
    const block = readme.slice(readme.indexOf('```text\n', start) + 8, readme.indexOf('```', readme.indexOf('```text\n', start) + 8));
    const command = /\(`qm (resolve \S+ --explain)`\.\)/.exec(readme.slice(start))![1]!.split(' ');
    const out = qm(command).stdout;
    // Every line of the excerpt but the "..." standing for the lines it leaves out, in the command's order.
    let at = 0;
    for (const line of block.split('\n').filter((l) => l.trim() && l.trim() !== '...')) {
      const found = out.indexOf(`${line}\n`, at);
      expect(found, line).toBeGreaterThanOrEqual(0);
      at = found + line.length;
    }
  });
});

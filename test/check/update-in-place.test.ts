/** check --update edits only the expectations that changed, in the right document, keeping comments, line ends and layout. */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkFile } from '../../src/check/run-checks.js';
import { updatedText } from '../../src/check/update-expect.js';
import type { Library } from '../../src/rulesets/entry.js';
import { loadLibrary } from '../../src/rulesets/library.js';
import { fixturesDir } from '../helpers/run-qm.js';
import { useScratch } from '../helpers/scratch.js';

const several = readFileSync(join(fixturesDir, 'situations/several-per-file/rulings.yaml'), 'utf8');
const scratch = useScratch('qm-update-');
let lib: Library;

beforeAll(async () => {
  lib = await loadLibrary();
});

/** Checks `text` as a file and returns its updated text (or the text itself when nothing changes). */
function update(text: string): string {
  const file = join(scratch(), 'rulings.yaml');
  writeFileSync(file, text);
  return updatedText(checkFile(lib, file)) ?? text;
}

/** The lines of `a` and `b` that differ, as [before, after] pairs of the same line number (for same-length edits). */
const changedLines = (a: string, b: string) => a.split('\n').flatMap((l, i) => (l === b.split('\n')[i] ? [] : [[l, b.split('\n')[i]]]));

/** The updated text without the expectation --update always adds to the last situation (which has none). */
const withoutVolcano = (text: string) => text.replace('\nexpect:\n  q1: { picker: random }', '');

describe('check --update edits in place', () => {
  it("puts each situation's answers in its own document when a comment-only document precedes it", () => {
    // The second situation expects the wrong picker; a document of notes sits before it.
    const text = several.replace('\n---\n', '\n---\n# Notes from the last event: nothing here but comments.\n---\n').replace('q1: { picker: ana, role: user }', 'q1: { picker: ben }');
    const after = update(text);
    expect(changedLines(text, withoutVolcano(after))).toEqual([['  q1: { picker: ben }', '  q1: { picker: ana }']]);
    const again = checkFile(lib, (() => { const f = join(scratch(), 'again.yaml'); writeFileSync(f, after); return f; })());
    expect(again.situations.map((s) => s.result.status)).toEqual(['passed', 'passed', 'passed']);
  });

  it('keeps comments beside expectations that held, and the comment above the one it replaces', () => {
    const text = several.replace('q2: { winner: metal-hull }', 'q2: { winner: cancel } # was argued at the table');
    const after = update(text);
    expect(changedLines(text, withoutVolcano(after))).toEqual([['  q2: { winner: cancel } # was argued at the table', '  q2: { winner: metal-hull } # was argued at the table']]);
    expect(after).toContain('# pirates-csg.abilities.cancel-ability-continued.forts-unique-treasures-equipment-events');
  });

  it('keeps CRLF line ends, also in the lines it adds', () => {
    const text = several.replace('q1: { winner: cancel }', 'q1: { winner: broadsides }').replace(/\n/g, '\r\n');
    const after = update(text);
    expect(after).not.toMatch(/[^\r]\n/);
    expect(after).toContain('q1: { winner: cancel }\r\n');
    expect(after.endsWith('expect:\r\n  q1: { picker: random }\r\n')).toBe(true);
  });

  it('rewrites a block-style expectation as a block at its indentation, leaving its siblings alone', () => {
    const text = several.replace('q1: { picker: ana, role: user }', 'q1:\n    # who picks\n    picker: ben\n    role: user');
    const after = update(text);
    expect(after).toContain('q1:\n    # who picks\n    picker: ana\n');
    expect(after).not.toContain('picker: ben');
    expect(after).toContain('# pirates-csg.general.who-picks.defender-chooses.cancel-user-chooses');
  });

  it('adds a missing expectation after the last one, and changes nothing when everything held', () => {
    const text = several.replace('  q3: { winner: cancel }\n', '');
    const after = update(text);
    expect(after).toContain('  q2: { winner: metal-hull }\n  q3: { winner: cancel }\n  # pirates-csg.abilities.cancel-ability.cancel-before-completion');
    const done = update(after);
    expect(done).toBe(after);
  });

  it('edits a flow-style expect map in place, and fills an empty one', () => {
    const flowText = several.replace(/expect:\n(?: {2}#.*\n)* {2}q1: \{ winner: cancel \}\n(?: {2}#.*\n)* {2}q2: \{ winner: metal-hull \}\n(?: {2}#.*\n)* {2}q3: \{ winner: cancel \}\n/, 'expect: { q1: { winner: broadsides }, q2: { winner: metal-hull } } # short form\n');
    expect(flowText).toContain('# short form');
    const after = update(flowText);
    expect(after).toContain('expect: { q1: { winner: cancel }, q2: { winner: metal-hull }, q3: { winner: cancel } } # short form\n');
    const empty = update(flowText.replace(/expect: \{.*\n/, 'expect: {}\n'));
    expect(empty).toContain('expect:\n  q1: { winner: cancel }\n  q2: { winner: metal-hull }\n  q3: { winner: cancel }\n---');
  });
});

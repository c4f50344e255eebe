/** The judge never loses an interview: a bad save path asks again, and players' names keep their letters in a file qm check accepts. */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Choice, Prompts } from '../../src/judge/prompts.js';
import { judge } from '../../src/commands/judge.js';
import { checkFile } from '../../src/check/run-checks.js';
import { asciiId, playerNamesProblem } from '../../src/judge/player-ids.js';
import { saveTargetProblem } from '../../src/judge/save-situation.js';
import { loadLibrary } from '../../src/rulesets/library.js';
import { useScratch } from '../helpers/scratch.js';

const scratch = useScratch('qm-judge-save-');
const savedConfig = process.env.XDG_CONFIG_HOME;
beforeAll(() => {
  // The judge remembers the last game in the config folder: a scratch one, never the user's.
  process.env.XDG_CONFIG_HOME = scratch();
});
afterAll(() => {
  if (savedConfig === undefined) delete process.env.XDG_CONFIG_HOME;
  else process.env.XDG_CONFIG_HOME = savedConfig;
});

/** Prompts that answer as scripted: typed inputs in order (each must pass the prompt's validation), defaults everywhere else. */
function scripted(inputs: string[], log: string[]): Prompts {
  const first = <T>(choices: Choice<T>[], fallback?: T) => (fallback !== undefined ? fallback : choices[0]!.value);
  return {
    select: async (message, choices, fallback) => (message.startsWith('What next') ? choices.find((c) => c.value === 'save')!.value : first(choices, fallback)),
    input: async (message, options = {}) => {
      for (;;) {
        const v = inputs.shift();
        if (v === undefined) throw new Error(`no scripted answer for '${message}'`);
        const ok = options.validate?.(v) ?? true;
        if (ok === true) return v;
        log.push(`${message}: ${ok}`);
      }
    },
    confirm: async (_m, fallback) => fallback ?? false,
    checkbox: async () => [],
    search: async (_m, source) => source('Cancel the ability of one crew or ship within S of this ship.')[0]!.value,
  };
}

describe('qm judge saves whatever the path', () => {
  it('asks again for a folder or a missing folder, then saves; Unicode names become readable ids that qm check accepts', async () => {
    const dir = scratch();
    mkdirSync(join(dir, 'rulings'));
    const log: string[] = [];
    const out: string[] = [];
    const target = join(dir, 'rulings', 'table-3.yaml');
    const code = await judge({ prompts: scripted(['Émile, Zoë', join(dir, 'rulings'), join(dir, 'missing', 'x.yaml'), target], log), write: (s) => out.push(s), interactive: true });
    expect(code).toBe(0);
    expect(log).toEqual([expect.stringMatching(/^Save to: .*rulings is a folder; give a file name inside it/), expect.stringMatching(/^Save to: the folder .*missing does not exist$/)]);
    const saved = readFileSync(target, 'utf8');
    expect(saved).toMatch(/players:\n {2}- Emile\n {2}- Zoe\n/);
    const lib = await loadLibrary();
    expect(checkFile(lib, target).situations.map((s) => s.result.status)).toEqual(['passed']);
  });

  it('asks again when the write itself fails, and the file it then saves is whole', async () => {
    const dir = scratch();
    const out: string[] = [];
    process.env.QM_FAULT_WRITE = 'full-disk';
    try {
      await judge({ prompts: scripted(['ana, ben', join(dir, 'full-disk.yaml'), join(dir, 'ok.yaml')], []), write: (s) => out.push(s), interactive: true });
    } finally {
      delete process.env.QM_FAULT_WRITE;
    }
    expect(out.join('')).toMatch(/Could not save: cannot write the file: no space left on the device \(ENOSPC\)\. Choose another file\./);
    expect(readFileSync(join(dir, 'ok.yaml'), 'utf8')).toContain('expect:');
  });

  it('refuses two names that would be the same player, and keeps names readable', () => {
    expect(playerNamesProblem('Zoë, Zoe')).toMatch(/two players would both be 'Zoe'/);
    expect(playerNamesProblem('ana, ben')).toBe(true);
    expect(asciiId('Émile')).toBe('Emile');
    expect(asciiId('Søren Kierkegaard')).toBe('Soren-Kierkegaard');
    expect(asciiId('a\u200Bna\u202E')).toBe('ana');
    expect(asciiId('Иван')).toBe('Ivan');
    expect(asciiId('Ζωή')).toBe('Zoi');
    // A script the transliteration does not cover still gives a valid id: player-<n>.
    expect(asciiId('张伟')).toBeUndefined();
    const dir = scratch();
    writeFileSync(join(dir, 'f'), '');
    expect(saveTargetProblem(join(dir, 'f', 'x.yaml'))).toMatch(/is not a folder/);
  });
});

// qm resolve guesses the rulesets to load from a file's `ruleset:` lines; a situation whose chain the guess missed makes
// it load the whole library, so the answers never depend on how the file was written.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { qm, repoRoot } from '../helpers/run-qm.js';
import { scratchDir } from '../helpers/scratch.js';

describe('qm resolve on a file naming a ruleset the guess misses', () => {
  it('loads the whole library and answers as it would for each situation alone', () => {
    const dir = scratchDir('qm-chain-guess-');
    const lego = readFileSync(join(repoRoot, 'fixtures/lego-pirate-game/conflict-chest-pulling.yaml'), 'utf8');
    // The Code's situation names its ruleset with a quoted key, which the line-based guess does not read.
    const code = readFileSync(join(repoRoot, 'fixtures/pirates-csg/conflict-deckplate-masts-depends-on-cannons.yaml'), 'utf8').replace(/^ruleset:/m, '"ruleset":');
    writeFileSync(join(dir, 'code.yaml'), code);
    writeFileSync(join(dir, 'both.yaml'), `${lego}\n---\n${code}`);
    const both = qm(['resolve', '--json', join(dir, 'both.yaml'), '--debug']);
    expect(both.code, both.stderr).toBe(0);
    expect(both.stderr).toMatch(/library: prebuilt \S*library\.json \(only lego-pirate-game\)/);
    expect(both.stderr).toMatch(/library: prebuilt \S*library\.json\n/);
    const alone = JSON.parse(qm(['resolve', '--json', join(dir, 'code.yaml')]).stdout) as { answers: unknown };
    const [, second] = (JSON.parse(both.stdout) as { situations: { answers: unknown }[] }).situations;
    expect(second!.answers).toEqual(alone.answers);
  });
});

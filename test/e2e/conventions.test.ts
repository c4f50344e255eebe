/** The conventions users expect: help with examples on every command, completion scripts, NO_COLOR and FORCE_COLOR. */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { qm } from '../helpers/run-qm.js';
import { colourWanted } from '../../src/render/text/styles.js';
import { scratchDir } from '../helpers/scratch.js';

const commands = ['search', 'show', 'resolve', 'check', 'judge', 'rulesets', 'lint', 'completion'];

describe('conventions', () => {
  it.each(commands)('qm %s --help shows usage and examples', (c) => {
    const r = qm([c, '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`Usage: qm ${c}`);
    expect(r.stdout).toContain('Examples:');
  });

  it('completes commands and options in bash', () => {
    const script = join(scratchDir('qm-comp-'), 'qm.bash');
    writeFileSync(script, qm(['completion', 'bash']).stdout);
    const run = (words: string[]) =>
      spawnSync('bash', ['-c', `source ${script}; COMP_WORDS=(${words.join(' ')}); COMP_CWORD=${words.length - 1}; _qm; echo "\${COMPREPLY[@]}"`], { encoding: 'utf8' }).stdout.trim();
    expect(run(['qm', 'res'])).toBe('resolve');
    expect(run(['qm', 'check', '--rep'])).toBe('--reporter');
  });

  it.each(['zsh', 'fish'])('prints a %s completion script naming every command', (shell) => {
    const r = qm(['completion', shell]);
    expect(r.code).toBe(0);
    for (const c of commands) expect(r.stdout).toContain(c);
  });

  it('refuses an unknown shell with exit 2', () => {
    const r = qm(['completion', 'tcsh']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("no completion for 'tcsh'");
  });

  it('colours only on a terminal or with FORCE_COLOR, never with NO_COLOR', () => {
    expect(colourWanted({}, true)).toBe(true);
    expect(colourWanted({}, false)).toBe(false);
    expect(colourWanted({ FORCE_COLOR: '1' }, false)).toBe(true);
    expect(colourWanted({ FORCE_COLOR: '0' }, true)).toBe(false);
    expect(colourWanted({ NO_COLOR: '1', FORCE_COLOR: '1' }, true)).toBe(false);
    const forced = qm(['show', 'RF-056'], { env: { FORCE_COLOR: '1', NO_COLOR: '' } });
    expect(forced.stdout).toContain('\u001b[');
    const both = qm(['show', 'RF-056'], { env: { FORCE_COLOR: '1' } });
    expect(both.stdout).not.toContain('\u001b[');
  });
});

/** Shell completion end to end: the scripts qm prints, sourced in real shells (bash's compgen always; zsh and fish when installed). */
import { spawnSync } from 'node:child_process';
import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { qm, repoRoot } from '../helpers/run-qm.js';
import { scratchDir } from '../helpers/scratch.js';

const has = (shell: string) => spawnSync('sh', ['-c', `command -v ${shell}`]).status === 0;

/** A folder with `qm` and `quartermaster` on it, both running this checkout's bin, and the script for `shell`. */
function setup(shell: string): { dir: string; env: NodeJS.ProcessEnv } {
  const dir = scratchDir('qm-completion-');
  for (const name of ['qm', 'quartermaster']) {
    writeFileSync(join(dir, name), `#!/bin/sh\nexec "${process.execPath}" "${repoRoot}bin/qm.js" "$@"\n`);
    chmodSync(join(dir, name), 0o755);
  }
  const script = qm(['completion', shell]);
  expect(script.code).toBe(0);
  writeFileSync(join(dir, shell === 'zsh' ? '_qm' : `qm.${shell}`), script.stdout);
  return { dir, env: { ...process.env, PATH: `${dir}:${process.env.PATH}`, NO_COLOR: '1' } };
}

/** What bash offers for the command line `words` (the last word is the one being completed). */
function bashComplete(words: string[]): string[] {
  const { dir, env } = setup('bash');
  const quoted = words.map((w) => `'${w.replace(/'/g, "'\\''")}'`).join(' ');
  const script = `source "${dir}/qm.bash"; COMP_WORDS=(${quoted}); COMP_CWORD=${words.length - 1}; _qm; printf '%s\\n' "\${COMPREPLY[@]}"`;
  const r = spawnSync('bash', ['-c', script], { encoding: 'utf8', env, cwd: repoRoot });
  expect(r.stderr).toBe('');
  return r.stdout.split('\n').filter(Boolean);
}

describe('qm completion bash', () => {
  it('offers RF-056 for qm show RF-05', () => {
    expect(bashComplete(['qm', 'show', 'RF-05'])).toContain('RF-056');
  });

  it('offers card names, keywords and entry ids for qm show', () => {
    expect(bashComplete(['qm', 'show', 'Calico'])).toContain('Calico Cat');
    expect(bashComplete(['qm', 'show', 'gall'])).toContain('Galley');
    expect(bashComplete(['qm', 'show', 'pirates-csg.abilities.galley'])).toContain('pirates-csg.abilities.galley');
  });

  it('completes option values: ruleset ids, reporters, shells, and folders for --rulesets', () => {
    expect(bashComplete(['qm', 'search', 'boarding', '--ruleset', 'kro'])).toEqual(['krosmaster-island-i']);
    expect(bashComplete(['qm', 'check', 'fixtures', '--reporter', ''])).toEqual(['human', 'json', 'junit']);
    expect(bashComplete(['qm', 'completion', ''])).toEqual(['bash', 'zsh', 'fish']);
    expect(bashComplete(['qm', '--rulesets', 'exam'])).toEqual(['examples']);
  });

  it('skips global options and their values when finding the command', () => {
    expect(bashComplete(['qm', '--rulesets', './x', 'check', '--rep'])).toEqual(['--reporter']);
    expect(bashComplete(['qm', '--debug', '--rulesets', 'examples/my-event', 'show', 'my-event-2026.house-rules.speed'])).toEqual(['my-event-2026.house-rules.speed-rounds']);
    expect(bashComplete(['qm', '--rulesets', './x', ''])).toContain('check');
  });

  it('leaves the hidden __complete command out of the commands offered', () => {
    expect(bashComplete(['qm', ''])).not.toContain('__complete');
    expect(bashComplete(['qm', ''])).toContain('judge');
  });
});

describe.skipIf(!has('zsh'))('qm completion zsh', () => {
  it('completes on the first TAB after compinit', () => {
    const { dir, env } = setup('zsh');
    writeFileSync(join(dir, '.zshrc'), `fpath=(${dir} $fpath)\nautoload -Uz compinit && compinit -u -d ${dir}/.zcompdump\nPS1='READY> '\n`);
    writeFileSync(join(dir, 'steps.json'), JSON.stringify([{ expect: 'READY', send: 'qm show RF-05\t' }, { expect: 'RF-056', send: '\u0003' }, { expect: 'READY', send: 'exit\r' }]));
    const r = spawnSync('python3', [join(repoRoot, 'test/helpers/pty-drive.py'), join(dir, 'steps.json'), '--', 'zsh', '-i'], { encoding: 'utf8', env: { ...env, ZDOTDIR: dir }, cwd: dir, timeout: 60_000 });
    const out = JSON.parse(r.stdout) as { output: string; timedOut: string | null };
    expect(out.timedOut).toBeNull();
    expect(out.output).toContain('qm show RF-056');
  });
});

describe.skipIf(!has('fish'))('qm completion fish', () => {
  it('registers both qm and quartermaster, with dynamic values and global options skipped', () => {
    const { dir, env } = setup('fish');
    const run = (line: string) => spawnSync('fish', ['-c', `source ${dir}/qm.fish; complete -C '${line}'`], { encoding: 'utf8', env, cwd: repoRoot }).stdout.split('\n').filter(Boolean);
    expect(run('qm show RF-05')).toContain('RF-056');
    expect(run('quartermaster show RF-05')).toContain('RF-056');
    expect(run('quartermaster comp')).toEqual(['completion']);
    expect(run('qm --rulesets ./x check --rep').map((l) => l.split('\t')[0])).toEqual(['--reporter']);
  });
});

describe('qm __complete', () => {
  it('prints the values for a kind that start with the word, ignoring case, and is hidden from help', () => {
    expect(qm(['__complete', 'show', '--', 'rf-05']).stdout).toContain('RF-056\n');
    expect(qm(['__complete', 'rulesets', '--', '']).stdout.split('\n').filter(Boolean)).toHaveLength(5);
    expect(qm(['--help']).stdout).not.toContain('__complete');
  });
});

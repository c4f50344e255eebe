#!/usr/bin/env node
// `npm run bench:profile`: where a cold command's CPU goes. Runs each command under `node --cpu-prof` (BENCH_RUNS times,
// 5 by default, after one run that is thrown away: the profiler's flags make V8 refuse the code cache the plain runs
// wrote, so the first run compiles everything) and averages the samples into the costs issue #22 tracks (GC, loading
// modules, loading each prebuilt file, reading the situation, reading effects, deciding, rendering), plus the top
// self-time functions. Writes bench/profile-summary.md.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { costsOf } from './profile-costs.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const qm = join(root, 'bin', 'qm.js');
const commands = {
  'qm search galley pinned': ['search', 'galley', 'pinned'],
  'qm show RF-056': ['show', 'RF-056'],
  'qm resolve <median fixture>': ['resolve', join(root, process.env.BENCH_SITUATION ?? 'fixtures/pirates-csg/conflict-deckplate-masts-depends-on-cannons.yaml')],
  "qm resolve <players' words>": ['resolve', join(root, 'test/blind-table-talk/working/pirates-csg/all-powerful-six-enemy-ship.yaml')],
};
const runs = Number(process.env.BENCH_RUNS ?? 5);
const work = mkdtempSync(join(tmpdir(), 'qm-profile-'));
const out = [`# Where cold commands spend their CPU (${new Date().toISOString().slice(0, 10)}, node ${process.version})`, '', `The mean of ${runs} \`node --cpu-prof\` runs each (100 µs samples), after one run thrown away; milliseconds, so compare shares rather than totals.`, ''];

/** Sums of [name, ms] pairs, divided by `n`, largest first. */
const mean = (lists, n) => {
  const sum = new Map();
  for (const list of lists) for (const [k, ms] of list) sum.set(k, (sum.get(k) ?? 0) + ms / n);
  return [...sum].sort((a, b) => b[1] - a[1]);
};
try {
  for (const [name, args] of Object.entries(commands)) {
    const profiles = [];
    for (let i = 0; i <= runs; i++) {
      const dir = join(work, `${out.length}-${i}`);
      const r = spawnSync(process.execPath, ['--cpu-prof', '--cpu-prof-dir', dir, '--cpu-prof-interval', '100', qm, ...args], { cwd: root, stdio: 'ignore', env: { ...process.env, NO_COLOR: '1' } });
      if (r.status !== 0 && r.status !== 1) throw new Error(`${name} exited ${r.status}`);
      const [file] = readdirSync(dir);
      if (i > 0) profiles.push(costsOf(JSON.parse(readFileSync(join(dir, file), 'utf8'))));
    }
    const total = profiles.reduce((t, p) => t + p.total, 0) / runs;
    const groups = mean(profiles.map((p) => p.groups), runs);
    const top = mean(profiles.map((p) => p.top), runs).slice(0, 10);
    out.push(`## ${name}: ${total.toFixed(0)} ms sampled`, '', '| cost | ms | share |', '| --- | ---: | ---: |');
    for (const [g, ms] of groups) out.push(`| ${g} | ${ms.toFixed(1)} | ${((100 * ms) / total).toFixed(0)}% |`);
    out.push('', `Top self time: ${top.map(([f, ms]) => `${f} ${ms.toFixed(1)}`).join('; ')}`, '');
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
writeFileSync(join(root, 'bench', 'profile-summary.md'), `${out.join('\n')}\n`);
console.log(out.join('\n'));

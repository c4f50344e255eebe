#!/usr/bin/env node
// `npm run bench:scale`: how cold commands grow with the rulesets. Generates synthetic extra rulesets of 1×, 10× and 50× the
// Pirate Code (copies of rulesets/pirates-csg under new ids), then times cold `qm show`, `search`, `resolve` and `lint` with
// them, with peak memory: first with no cache (a fresh XDG_CACHE_HOME for every run), then with the cache warm.
// BENCH_SCALES=1,10 picks the sizes; BENCH_RUNS the warm runs per command (median). Writes bench/scale-results.json.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const qm = join(root, 'bin', 'qm.js');
const scales = (process.env.BENCH_SCALES ?? '1,10,50').split(',').map(Number);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const code = join(root, 'rulesets', 'pirates-csg');
const work = mkdtempSync(join(tmpdir(), 'qm-scale-'));
const preload = join(work, 'peak.cjs');
writeFileSync(preload, "process.on('exit', () => { try { require('fs').writeFileSync(process.env.QM_PEAK_FILE, String(process.resourceUsage().maxRSS)); } catch {} });\n");

/** Copies a folder's files, replacing the ruleset id everywhere (ids, links, directive references). */
function copyAs(from, to, id) {
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) {
    const p = join(from, name);
    if (statSync(p).isDirectory()) copyAs(p, join(to, name), id);
    else writeFileSync(join(to, name), readFileSync(p, 'utf8').replaceAll('pirates-csg', id));
  }
}

/** A folder of `n` copies of the Code, each its own ruleset. */
function generate(n) {
  const dir = join(work, `x${n}`);
  for (let i = 1; i <= n; i++) copyAs(code, join(dir, `scale-${i}`), `scale-${i}`);
  return dir;
}

/** One cold process: wall time in ms, peak memory in MB, exit code. */
function once(args, cacheHome) {
  const peakFile = join(work, `peak-${Math.random().toString(36).slice(2)}`);
  const t = process.hrtime.bigint();
  const r = spawnSync(process.execPath, ['--require', preload, ...args], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, NO_COLOR: '1', XDG_CACHE_HOME: cacheHome, QM_PEAK_FILE: peakFile },
    timeout: 600_000,
  });
  const ms = Number(process.hrtime.bigint() - t) / 1e6;
  let mb;
  try {
    mb = Number(readFileSync(peakFile, 'utf8')) / 1024;
  } catch {
    mb = NaN;
  }
  if (r.status !== 0 && r.status !== 1) throw new Error(`${args.join(' ')} exited ${r.status}: ${r.stderr}`);
  return { ms, mb, code: r.status };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const node = median(Array.from({ length: 5 }, () => once(['-e', '0'], work).ms));
const situation = join(root, 'fixtures/pirates-csg/who-picks-cancel-nemesio-diaz.yaml');
const commands = (dir) => ({
  show: [qm, '--rulesets', dir, 'show', 'RF-056'],
  search: [qm, '--rulesets', dir, 'search', 'galley', 'pinned'],
  resolve: [qm, '--rulesets', dir, 'resolve', situation],
  lint: [qm, '--rulesets', dir, 'lint'],
});

const results = [];
console.log(`node -e 0: ${node.toFixed(0)} ms`);
console.log('scale  command  no cache ms  (×node)  peak MB | warm ms  (×node)  peak MB');
for (const n of scales) {
  const dir = generate(n);
  for (const [name, args] of Object.entries(commands(dir))) {
    const cold = once(args, mkdtempSync(join(work, 'cache-')));
    const home = mkdtempSync(join(work, 'cache-'));
    once(args, home); // fills the cache
    // A prebuilt file written in the last 3 s is hashed on every read (a file changed within the same timestamp tick could
    // change again unseen); a user's cache is older than that by the next command, so the warm runs wait it out.
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 3100);
    const warmRuns = Array.from({ length: runs }, () => once(args, home));
    const warm = { ms: median(warmRuns.map((r) => r.ms)), mb: Math.max(...warmRuns.map((r) => r.mb)) };
    results.push({ scale: n, command: name, cold, warm, node });
    const f = (x, w = 8) => x.toFixed(0).padStart(w);
    console.log(`${String(n).padStart(4)}×  ${name.padEnd(8)} ${f(cold.ms, 11)}  ${(cold.ms / node).toFixed(1).padStart(6)}×  ${f(cold.mb, 7)} | ${f(warm.ms, 7)}  ${(warm.ms / node).toFixed(1).padStart(6)}×  ${f(warm.mb, 7)}`);
  }
}
// One question over many effects (issue #18's budget: under 5 s and 500 MB at 500): a conflict, and an order.
const many = Number(process.env.BENCH_EFFECTS ?? 500);
const manyEffects = (ask) => {
  const words = ['Cancel the ability of one crew within S', 'At the end of your turn gain a gold', 'This ship may not be shot at', 'At the beginning of your turn move S'];
  const effects = Array.from({ length: many }, (_, i) => `  - { id: e${i}, text: "${words[i % words.length]}", controller: ${i % 2 ? 'ben' : 'ana'} }`);
  const file = join(work, `${ask}-${many}.yaml`);
  writeFileSync(file, `ruleset: pirates-csg\nplayers: [ana, ben]\nactive: ana\neffects:\n${effects.join('\n')}\nquestions: [{ ask: ${ask}, effects: [${effects.map((_, i) => `e${i}`).join(', ')}] }]\n`);
  return file;
};
for (const ask of ['conflict', 'order']) {
  const run = once([qm, 'resolve', '--json', manyEffects(ask)], mkdtempSync(join(work, 'cache-')));
  results.push({ effects: many, command: `resolve ${ask}`, cold: run, node });
  console.log(`${ask} over ${many} effects: ${(run.ms / 1000).toFixed(1)} s, peak ${run.mb.toFixed(0)} MB (budget 5 s, 500 MB)`);
}
writeFileSync(join(root, 'bench', 'scale-results.json'), `${JSON.stringify({ date: new Date().toISOString(), node: process.version, nodeMs: node, results }, null, 2)}\n`);
console.log('wrote bench/scale-results.json');
rmSync(work, { recursive: true, force: true }); // the generated rulesets and caches are not kept

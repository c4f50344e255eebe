#!/usr/bin/env node
// `npm run bench`: cold start of `qm search`, `qm show` and `qm resolve` against bare `node -e 0`, in-process query
// latency over the relevance set, index load time and size, and situations resolved per second over fixtures/. Prints a table and writes bench/results.json (not part of npm test).
import { spawnSync } from 'node:child_process';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { installCopy } from './install-copy.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const qm = `${root}bin/qm.js`;
const runs = Number(process.env.BENCH_RUNS ?? 20);

/** Wall time of one cold process, in milliseconds. */
function wall(args) {
  const t = process.hrtime.bigint();
  const r = spawnSync(process.execPath, args, { cwd: root, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, NO_COLOR: '1' } });
  const ms = Number(process.hrtime.bigint() - t) / 1e6;
  if (r.status !== 0 && !(args.includes('search') && r.status === 1)) throw new Error(`${args.join(' ')} exited ${r.status}: ${r.stderr}`);
  return ms;
}

const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};
const stats = (xs) => ({ median: quantile(xs, 0.5), p90: quantile(xs, 0.9), min: Math.min(...xs), runs: xs.length });

// The installed copy (npm pack, then npm install -g of the tarball into a temporary prefix) is timed next to the clone;
// BENCH_INSTALLED=0 skips it.
const installed = process.env.BENCH_INSTALLED === '0' ? undefined : installCopy();
const situation = process.env.BENCH_SITUATION ?? 'fixtures/pirates-csg/who-picks-cancel-nemesio-diaz.yaml';
const commands = {
  'node -e 0': ['-e', '0'],
  'qm search galley pinned': [qm, 'search', 'galley', 'pinned'],
  'qm show RF-056': [qm, 'show', 'RF-056'],
  'qm resolve <fixture>': [qm, 'resolve', situation],
  ...(installed
    ? {
        'installed: qm search galley pinned': [installed.bin, 'search', 'galley', 'pinned'],
        'installed: qm show RF-056': [installed.bin, 'show', 'RF-056'],
        'installed: qm resolve <fixture>': [installed.bin, 'resolve', `${root}${situation}`],
      }
    : {}),
};
const times = Object.fromEntries(Object.keys(commands).map((k) => [k, []]));
for (const args of Object.values(commands)) wall(args); // warm the file cache
for (let i = 0; i < runs; i++) for (const [name, args] of Object.entries(commands)) times[name].push(wall(args));
const cold = Object.fromEntries(Object.entries(times).map(([k, v]) => [k, stats(v)]));
const base = cold['node -e 0'];
for (const s of Object.values(cold)) {
  s.ratioMedian = s.median / base.median;
  s.ratioP90 = s.p90 / base.p90;
}
// Cold-start budgets (issue #11): search within 2.0x and show within 1.8x bare node, medians of the same run.
const budgets = { 'qm search galley pinned': 2.0, 'qm show RF-056': 1.8 };

// In-process: index load and query latency over the relevance set.
const { readPrebuiltSearchIndex } = await import(`${root}dist/search/load.js`);
const searchIndexPath = `${root}dist/search-index.json`;
const searchDocsPath = `${root}dist/search-index.docs.ndjson`;
const { search } = await import(`${root}dist/search/search.js`);
let t = performance.now();
const ix = readPrebuiltSearchIndex();
const loadMs = performance.now() - t;
if (!ix) throw new Error('the prebuilt search index is missing or stale: run npm run build');
const loads = [];
for (let i = 0; i < 10; i++) {
  t = performance.now();
  readPrebuiltSearchIndex();
  loads.push(performance.now() - t);
}
const queries = parse(readFileSync(`${root}test/search/queries.yaml`, 'utf8')).queries;
for (const q of queries) search(ix, q.query, { rulesets: q.ruleset ? [q.ruleset] : undefined }); // warm-up
const lat = [];
const best = new Map(queries.map((q) => [q.query, Infinity]));
for (let rep = 0; rep < 5; rep++) {
  for (const q of queries) {
    t = performance.now();
    search(ix, q.query, { rulesets: q.ruleset ? [q.ruleset] : undefined });
    const ms = performance.now() - t;
    lat.push(ms);
    best.set(q.query, Math.min(best.get(q.query), ms));
  }
}
const [slowQuery, slowMs] = [...best].sort((a, b) => b[1] - a[1])[0];
// The per-query budget moved here from npm test (it failed on a loaded machine's first run): best of 5 under 5 ms each.
const overBudget = [...best].filter(([, ms]) => ms >= 5).map(([q, ms]) => `${q}: ${ms.toFixed(2)} ms`);
const query = { p50: quantile(lat, 0.5), p95: quantile(lat, 0.95), max: Math.max(...lat), queries: queries.length, runs: lat.length, slowest: { query: slowQuery, bestOf5Ms: slowMs }, overBudget };
const index = { firstLoadMs: loadMs, ...stats(loads), bytes: statSync(searchIndexPath).size, docsBytes: statSync(searchDocsPath).size };

// In-process: situations resolved per second over every fixture (parsed once; the resolver is what is timed).
const { loadLibrary } = await import(`${root}dist/rulesets/library.js`);
const { situationFiles } = await import(`${root}dist/check/situation-files.js`);
const { parseSituation } = await import(`${root}dist/situation/load-situation.js`);
const { resolveSituation } = await import(`${root}dist/resolve/resolve-situation.js`);
const lib = await loadLibrary();
const situations = situationFiles([`${root}fixtures`]).map((file) => parseSituation(file, readFileSync(file, 'utf8')).situation);
for (const s of situations) resolveSituation(lib, s); // warm-up: builds the name and text indexes once
const rounds = [];
for (let rep = 0; rep < 5; rep++) {
  t = performance.now();
  let n = 0;
  while (performance.now() - t < 1000) for (const s of situations) (resolveSituation(lib, s), n++);
  rounds.push(n / ((performance.now() - t) / 1000));
}
const resolver = { situations: situations.length, perSecondMedian: quantile(rounds, 0.5), perSecondMin: Math.min(...rounds) };

// The start-up check: the content digest of the built-in rulesets every command compares with dist/prebuilt.json. Measured
// in fresh processes, with the stat-stamp memo in the user's cache (every run after the first) and without it (content hashed).
const { mkdtempSync } = await import('node:fs');
const { tmpdir } = await import('node:os');
const checkScript = `const t = performance.now(); const { digestFolders } = await import(${JSON.stringify(`${root}dist/prebuilt/digest.js`)}); const t1 = performance.now(); digestFolders([${JSON.stringify(`${root}rulesets/`)}]); console.log(performance.now() - t1);`;
const checkOnce = (cacheHome) => Number(spawnSync(process.execPath, ['--input-type=module', '-e', checkScript], { env: { ...process.env, XDG_CACHE_HOME: cacheHome }, encoding: 'utf8' }).stdout);
const { rmSync } = await import('node:fs');
const memoHome = mkdtempSync(`${tmpdir()}/qm-bench-memo-`);
checkOnce(memoHome);
const withMemo = [];
const withoutMemo = [];
for (let i = 0; i < runs; i++) {
  withMemo.push(checkOnce(memoHome));
  const fresh = mkdtempSync(`${tmpdir()}/qm-bench-nomemo-`);
  withoutMemo.push(checkOnce(fresh));
  rmSync(fresh, { recursive: true, force: true });
}
// The bench, like the tests, leaves nothing in the temp dir.
rmSync(memoHome, { recursive: true, force: true });
if (installed) rmSync(installed.work, { recursive: true, force: true });
const startupCheck = { memoMs: stats(withMemo), hashedMs: stats(withoutMemo) };

const f = (x) => x.toFixed(1);
const rows = [['', 'median ms', 'p90 ms', 'min ms', 'median ×node', 'p90 ×node']];
for (const [k, s] of Object.entries(cold)) rows.push([k, f(s.median), f(s.p90), f(s.min), s.ratioMedian.toFixed(2), s.ratioP90.toFixed(2)]);
const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
const line = (r) => r.map((c, i) => (i ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ');
console.log(`cold start, ${runs} interleaved runs each`);
for (const r of rows) console.log(line(r));
for (const [k, limit] of Object.entries(budgets)) console.log(`${k}: ${cold[k].ratioMedian.toFixed(2)}x node (budget ${limit}x) ${cold[k].ratioMedian <= limit ? 'ok' : 'OVER BUDGET'}`);
console.log(`\nin-process query latency over ${query.queries} queries ×5: p50 ${query.p50.toFixed(2)} ms, p95 ${query.p95.toFixed(2)} ms, max ${query.max.toFixed(2)} ms; slowest query (best of 5) ${slowMs.toFixed(2)} ms: "${slowQuery}"`);
console.log(overBudget.length ? `queries over the 5 ms budget (best of 5): ${overBudget.join('; ')}` : 'every query under the 5 ms budget (best of 5)');
console.log(`index load (warm process): median ${f(index.median)} ms (first ${f(index.firstLoadMs)} ms); index ${(index.bytes / 1024).toFixed(0)} KiB + documents ${(index.docsBytes / 1024).toFixed(0)} KiB`);
console.log(`start-up check (built-in rulesets digest, in a fresh process): median ${startupCheck.memoMs.median.toFixed(2)} ms with the stat-stamp memo, ${startupCheck.hashedMs.median.toFixed(2)} ms hashing the content (no memo)`);
if (installed) {
  const pairs = ['qm search galley pinned', 'qm show RF-056', 'qm resolve <fixture>'].map((k) => `${k}: installed/clone ${(cold[`installed: ${k}`].median / cold[k].median).toFixed(2)}`);
  console.log(`installed copy vs clone (median): ${pairs.join('; ')}`);
}
console.log(`resolver in-process over ${resolver.situations} fixtures: ${resolver.perSecondMedian.toFixed(0)} situations/s (median of 5 one-second rounds; slowest round ${resolver.perSecondMin.toFixed(0)})`);
writeFileSync(`${root}bench/results.json`, `${JSON.stringify({ date: new Date().toISOString(), node: process.version, cold, startupCheck, query, index, resolver }, null, 2)}\n`);
console.log('wrote bench/results.json');

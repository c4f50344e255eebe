#!/usr/bin/env node
// `npm run bench`: cold start of `qm --version`, `search`, `show` and `resolve` (cheapest, median-cost and players'-words
// situations), by wall and CPU time against bare `node -e 0` of the same run, for the clone and the installed copy; in-process
// query latency, index load, and situations resolved per second over fixtures/. Prints a table and writes bench/results.json (not part of npm test).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { installCopy } from './install-copy.mjs';
import { quantile, stats, timeCold } from './cold.mjs';
import { medianSituation } from './median-situation.mjs';
import { firstPass } from './first-pass.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const qm = `${root}bin/qm.js`;
const runs = Number(process.env.BENCH_RUNS ?? 20);

// The installed copy (npm pack, then npm install -g of the tarball into a temporary prefix) is timed next to the clone;
// BENCH_INSTALLED=0 skips it.
const installed = process.env.BENCH_INSTALLED === '0' ? undefined : installCopy();
// Three situations: the cheapest fixture (the figure earlier benches gave), the median-cost fixture, and the median-cost
// situation written in players' words (the table-talk set), which runs the reading step through the search index.
const cheapest = `${root}fixtures/pirates-csg/who-picks-cancel-nemesio-diaz.yaml`;
const median = process.env.BENCH_SITUATION ? { file: `${root}${process.env.BENCH_SITUATION}` } : medianSituation(qm, `${root}fixtures`, root);
const players = process.env.BENCH_PLAYERS ? { file: `${root}${process.env.BENCH_PLAYERS}` } : medianSituation(qm, `${root}test/blind-table-talk/working`, root, 2);
const label = (f) => f.slice(root.length);
const commandsOf = (bin) => ({
  'qm --version': [bin, '--version'],
  'qm search galley pinned': [bin, 'search', 'galley', 'pinned'],
  'qm show RF-056': [bin, 'show', 'RF-056'],
  'qm resolve <cheapest fixture>': [bin, 'resolve', cheapest],
  'qm resolve <median fixture>': [bin, 'resolve', median.file],
  "qm resolve <players' words>": [bin, 'resolve', players.file],
});
const clone = commandsOf(qm);
const commands = {
  'node -e 0': ['-e', '0'],
  ...clone,
  ...(installed ? Object.fromEntries(Object.entries(commandsOf(installed.bin)).map(([k, v]) => [`installed: ${k}`, v])) : {}),
};
// The cold runs keep qm's caches in a folder of their own, made empty for each bench: qm keeps one code cache per command,
// holding what the run that saved it compiled, so a cache saved by runs of other boards (the developer's own use) moved a
// board's figure by up to 20 ms in round 41. Each bench now starts from the warm-up round below. BENCH_KEEP_CACHE=1 uses
// the user's cache instead.
const coldHome = process.env.BENCH_KEEP_CACHE === '1' ? undefined : mkdtempSync(join(tmpdir(), 'qm-bench-cold-'));
const cold = timeCold(commands, runs, root, coldHome ? { XDG_CACHE_HOME: coldHome } : {});
if (coldHome) rmSync(coldHome, { recursive: true, force: true });
// Start-up budgets (issue #22), CPU time against bare node in the same run, for the clone and the installed copy alike.
const budgets = { 'qm --version': 1.3, 'qm search galley pinned': 2.0, 'qm show RF-056': 1.8, 'qm resolve <median fixture>': 2.5, "qm resolve <players' words>": 2.5 };

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
// Ten rounds after one warm-up pass. The first five are the figure as it was always measured (and the best of 5 per
// query); V8 is still compiling the search's hot functions then, so their p95 is the first rounds' (round 0 runs about
// 8 ms at p95, round 2 on about 2.5). The last five give the steady state apart, so a regression in either shows.
const lat = [];
const steady = [];
const best = new Map(queries.map((q) => [q.query, Infinity]));
for (let rep = 0; rep < 10; rep++) {
  for (const q of queries) {
    t = performance.now();
    search(ix, q.query, { rulesets: q.ruleset ? [q.ruleset] : undefined });
    const ms = performance.now() - t;
    if (rep >= 5) steady.push(ms);
    else {
      lat.push(ms);
      best.set(q.query, Math.min(best.get(q.query), ms));
    }
  }
}
const [slowQuery, slowMs] = [...best].sort((a, b) => b[1] - a[1])[0];
// The per-query budget moved here from npm test (it failed on a loaded machine's first run): best of 5 under 5 ms each.
const overBudget = [...best].filter(([, ms]) => ms >= 5).map(([q, ms]) => `${q}: ${ms.toFixed(2)} ms`);
const query = { p50: quantile(lat, 0.5), p95: quantile(lat, 0.95), max: Math.max(...lat), queries: queries.length, runs: lat.length, slowest: { query: slowQuery, bestOf5Ms: slowMs }, overBudget, steady: { p50: quantile(steady, 0.5), p95: quantile(steady, 0.95), max: Math.max(...steady), runs: steady.length } };
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
// The same fixtures, and the table-talk boards (players' words, read through the search index), once each in a fresh
// process: the rounds above repeat boards whose searches are remembered after the first round.
const firstPasses = { fixtures: firstPass(root, [`${root}fixtures`]), tableTalk: firstPass(root, [`${root}test/blind-table-talk`]) };
const resolver = { situations: situations.length, perSecondMedian: quantile(rounds, 0.5), perSecondMin: Math.min(...rounds), firstPasses };

// The start-up check: the content digest of the built-in rulesets every command compares with dist/prebuilt.json. Measured
// in fresh processes, with the stat-stamp memo in the user's cache (every run after the first) and without it (content hashed).
const checkScript = `const t = performance.now(); const { digestFolders } = await import(${JSON.stringify(`${root}dist/prebuilt/digest.js`)}); const t1 = performance.now(); digestFolders([${JSON.stringify(`${root}rulesets/`)}]); console.log(performance.now() - t1);`;
const checkOnce = (cacheHome) => Number(spawnSync(process.execPath, ['--input-type=module', '-e', checkScript], { env: { ...process.env, XDG_CACHE_HOME: cacheHome }, encoding: 'utf8' }).stdout);
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
const rows = [['', 'wall ms', 'wall ×node', 'CPU ms', 'CPU ×node', 'CPU p90 ms']];
for (const [k, s] of Object.entries(cold)) rows.push([k, f(s.wall.median), s.wallRatio.toFixed(2), f(s.cpu.median), s.cpuRatio.toFixed(2), f(s.cpu.p90)]);
const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
const line = (r) => r.map((c, i) => (i ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ');
console.log(`cold start, ${runs} interleaved runs each (medians; CPU is user + system of the whole process)`);
console.log(`median fixture: ${label(median.file)}; players' words: ${label(players.file)}`);
for (const r of rows) console.log(line(r));
const verdicts = Object.entries(budgets).flatMap(([k, limit]) =>
  [k, ...(installed ? [`installed: ${k}`] : [])].map((name) => `${name}: ${cold[name].cpuRatio.toFixed(2)}x node by CPU (budget ${limit}x) ${cold[name].cpuRatio <= limit ? 'ok' : 'OVER BUDGET'}`),
);
for (const v of verdicts) console.log(v);
console.log(`\nin-process query latency over ${query.queries} queries ×5: p50 ${query.p50.toFixed(2)} ms, p95 ${query.p95.toFixed(2)} ms, max ${query.max.toFixed(2)} ms; slowest query (best of 5) ${slowMs.toFixed(2)} ms: "${slowQuery}"`);
console.log(`  the same, five rounds later (steady state): p50 ${query.steady.p50.toFixed(2)} ms, p95 ${query.steady.p95.toFixed(2)} ms, max ${query.steady.max.toFixed(2)} ms`);
console.log(overBudget.length ? `queries over the 5 ms budget (best of 5): ${overBudget.join('; ')}` : 'every query under the 5 ms budget (best of 5)');
console.log(`index load (warm process): median ${f(index.median)} ms (first ${f(index.firstLoadMs)} ms); index ${(index.bytes / 1024).toFixed(0)} KiB + documents ${(index.docsBytes / 1024).toFixed(0)} KiB`);
console.log(`start-up check (built-in rulesets digest, in a fresh process): median ${startupCheck.memoMs.median.toFixed(2)} ms with the stat-stamp memo, ${startupCheck.hashedMs.median.toFixed(2)} ms hashing the content (no memo)`);
if (installed) {
  const pairs = Object.keys(clone).map((k) => `${k}: installed/clone ${(cold[`installed: ${k}`].cpu.median / cold[k].cpu.median).toFixed(2)}`);
  console.log(`installed copy vs clone (CPU medians): ${pairs.join('; ')}`);
}
console.log(`resolver in-process over ${resolver.situations} fixtures: ${resolver.perSecondMedian.toFixed(0)} situations/s (median of 5 one-second rounds; slowest round ${resolver.perSecondMin.toFixed(0)})`);
for (const [name, p] of [['fixtures', firstPasses.fixtures], ["table-talk boards (players' words)", firstPasses.tableTalk]]) console.log(`  first pass in a fresh process, ${name}: ${p.situations} in ${(p.ms / 1000).toFixed(1)} s, ${p.perSecond.toFixed(0)} situations/s (${(p.ms / p.situations).toFixed(1)} ms each)`);
writeFileSync(`${root}bench/results.json`, `${JSON.stringify({ date: new Date().toISOString(), node: process.version, situations: { cheapest: label(cheapest), median: label(median.file), players: label(players.file) }, cold, startupCheck, query, index, resolver }, null, 2)}\n`);
console.log('wrote bench/results.json');

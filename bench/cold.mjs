// Cold commands as users start them: one fresh process per run, wall time and CPU time (read from bench/cpu-report.mjs),
// interleaved so that a busy moment of the machine weighs on every command alike, each against `node -e 0` of the same run.
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

const report = pathToFileURL(new URL('./cpu-report.mjs', import.meta.url).pathname).href;

/** Wall and CPU milliseconds of one cold process (`args` after `node`), with `env` over the bench's own. */
export function once(args, cwd, env = {}) {
  const t = process.hrtime.bigint();
  const r = spawnSync(process.execPath, ['--import', report, ...args], { cwd, stdio: ['ignore', 'ignore', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1', ...env } });
  const wall = Number(process.hrtime.bigint() - t) / 1e6;
  // `qm search` exits 1 when nothing is found; anything else is a broken command, not a figure.
  if (r.status !== 0 && !(args.includes('search') && r.status === 1)) throw new Error(`${args.join(' ')} exited ${r.status}: ${r.stderr}`);
  return { wall, cpu: Number(String(r.output[3]).trim()) };
}

/** The q-quantile of a list of numbers. */
export const quantile = (xs, q) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))];

/** Median, p90 and min of a list of numbers. */
export const stats = (xs) => ({ median: quantile(xs, 0.5), p90: quantile(xs, 0.9), min: Math.min(...xs) });

/**
 * Times every command `runs` times, interleaved, after one warm-up round (the file cache); `commands` maps a label to the
 * arguments after `node`, and must hold 'node -e 0'; `env` is set for every run. Each result carries wall and CPU stats and their ratios to bare node.
 */
export function timeCold(commands, runs, cwd, env = {}) {
  const raw = Object.fromEntries(Object.keys(commands).map((k) => [k, { wall: [], cpu: [] }]));
  for (const args of Object.values(commands)) once(args, cwd, env);
  for (let i = 0; i < runs; i++) {
    for (const [k, args] of Object.entries(commands)) {
      const { wall, cpu } = once(args, cwd, env);
      raw[k].wall.push(wall);
      raw[k].cpu.push(cpu);
    }
  }
  const base = { wall: stats(raw['node -e 0'].wall), cpu: stats(raw['node -e 0'].cpu) };
  return Object.fromEntries(
    Object.entries(raw).map(([k, v]) => {
      const wall = stats(v.wall);
      const cpu = stats(v.cpu);
      return [k, { wall, cpu, wallRatio: wall.median / base.wall.median, cpuRatio: cpu.median / base.cpu.median }];
    }),
  );
}

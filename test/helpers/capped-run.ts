/** Runs the built bin in a child process under resource caps: a generous time limit and a measured peak memory. */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './run-qm.js';
import { scratchDir } from './scratch.js';

/** Past this the child is killed: only a hang gets near it, even on a loaded 2-core machine. */
export const TIME_CAP_MS = 30_000;
/** Peak resident memory a run may reach. */
export const MEMORY_CAP_MB = 500;

/** What a capped run gives back. */
export interface CappedRun {
  code: number | null;
  stdout: string;
  stderr: string;
  /** Peak resident set size of the qm process in MB, or undefined when it was killed before it could say. */
  peakMb: number | undefined;
  timedOut: boolean;
}

const work = scratchDir('qm-capped-');
// Loaded with --require: on exit the process writes its own peak memory (getrusage's maxRSS) where the test can read it.
const preload = join(work, 'peak-rss.cjs');
writeFileSync(preload, "process.on('exit', () => { try { require('fs').writeFileSync(process.env.QM_PEAK_FILE, String(process.resourceUsage().maxRSS)); } catch {} });\n");
let n = 0;

/** The command line that runs qm (from `root`, default the repository) with the peak-memory preload. */
export function qmCommand(root = repoRoot): string[] {
  return [process.execPath, '--require', preload, join(root, 'bin', 'qm.js')];
}

const quote = (s: string) => `'${s.replace(/'/g, "'\\''")}'`;

/** Runs `qm ...args`, or with `pipeFrom` a shell pipeline `<pipeFrom> | qm ...args`; stdin is empty unless `stdinFd` is given. */
export function cappedQm(args: string[], options: { root?: string; env?: Record<string, string>; pipeFrom?: string; stdinFd?: number; cwd?: string } = {}): CappedRun {
  const peakFile = join(work, `peak-${process.pid}-${n++}`);
  const env: Record<string, string> = { ...(process.env as Record<string, string>), NO_COLOR: '1', QM_PEAK_FILE: peakFile };
  delete env.FORCE_COLOR;
  delete env.QM_RULESETS;
  Object.assign(env, options.env);
  const cmd = qmCommand(options.root);
  const common = { cwd: options.cwd ?? repoRoot, env, encoding: 'utf8' as const, timeout: TIME_CAP_MS, killSignal: 'SIGKILL' as const, maxBuffer: 64 * 1024 * 1024 };
  const r = options.pipeFrom
    ? spawnSync('sh', ['-c', `${options.pipeFrom} | ${[...cmd, ...args].map(quote).join(' ')}`], common)
    : spawnSync(cmd[0]!, [...cmd.slice(1), ...args], { ...common, stdio: [options.stdinFd ?? 'pipe', 'pipe', 'pipe'], input: options.stdinFd === undefined ? '' : undefined });
  let peakMb: number | undefined;
  try {
    peakMb = Number(readFileSync(peakFile, 'utf8')) / 1024;
    rmSync(peakFile);
  } catch {
    peakMb = undefined;
  }
  const timedOut = (r.error as NodeJS.ErrnoException | undefined)?.code === 'ETIMEDOUT' || r.signal === 'SIGKILL';
  return { code: r.status, stdout: r.stdout ?? '', stderr: r.stderr ?? '', peakMb, timedOut };
}

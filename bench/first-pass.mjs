// One pass over a folder's situations in a fresh process, as `qm check <folder>` meets them: nothing is yet remembered
// (the searches that read players' words, the texts read), so this is what each board costs on first sight. The
// in-process rounds of run.mjs repeat the same boards, and after the first round they mostly meet remembered work.
import { spawnSync } from 'node:child_process';

/** Situations per second over every situation file below `dirs`, in one fresh process, and how many were resolved. */
export function firstPass(root, dirs) {
  const script = `
    const { readFileSync } = await import('node:fs');
    const { loadLibrary } = await import(${JSON.stringify(`${root}dist/rulesets/library.js`)});
    const { situationFiles } = await import(${JSON.stringify(`${root}dist/check/situation-files.js`)});
    const { parseSituation } = await import(${JSON.stringify(`${root}dist/situation/load-situation.js`)});
    const { resolveSituation } = await import(${JSON.stringify(`${root}dist/resolve/resolve-situation.js`)});
    const lib = await loadLibrary();
    // A file the loader refuses is not a situation the resolver answers (a blind board may hold one on purpose).
    const situations = situationFiles(${JSON.stringify(dirs)}).flatMap((f) => { try { return [parseSituation(f, readFileSync(f, 'utf8')).situation]; } catch { return []; } });
    const t = performance.now();
    for (const s of situations) resolveSituation(lib, s);
    console.log(JSON.stringify({ situations: situations.length, ms: performance.now() - t }));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', maxBuffer: 1 << 24 });
  if (run.status !== 0) throw new Error(`the first-pass run failed: ${run.stderr}`);
  const { situations, ms } = JSON.parse(run.stdout.trim().split('\n').at(-1));
  return { situations, ms, perSecond: situations / (ms / 1000) };
}

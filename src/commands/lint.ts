/** `qm lint [paths...]`: validates ruleset folders or files and reports every problem found in them. */
import { existsSync, statSync } from 'node:fs';
import { dirname, resolve, sep } from 'node:path';
import { InputError } from '../errors.js';
import { builtinRulesetDirs, loadFromYaml, type LibraryOptions } from '../rulesets/library.js';
import { extraRulesetRoots, isRulesetDir, rulesetDirsIn } from '../rulesets/locations.js';
import type { Findings, Problem } from '../rulesets/problem.js';
import { displayPath } from '../input/read-text.js';
import { readSnapshotIn } from '../rulesets/snapshot.js';
import { distPlace } from '../prebuilt/store.js';

/** Options of `qm lint`. */
export interface LintOptions extends LibraryOptions {
  json?: boolean | undefined;
}

/** The ruleset folder a linted path belongs to, and the file to restrict findings to (if a file was named). */
function target(path: string): { dirs: string[]; file?: string } {
  const abs = resolve(path);
  if (!existsSync(abs)) throw new InputError('no such file or folder', { file: path });
  if (statSync(abs).isDirectory()) return { dirs: rulesetDirsIn(abs) };
  for (let dir = dirname(abs); dir !== dirname(dir); dir = dirname(dir)) {
    if (isRulesetDir(dir)) return { dirs: [dir], file: displayPath(abs) };
  }
  throw new InputError('not inside a ruleset folder (no ruleset.yaml above it)', { file: path });
}

/** Lints the named paths (default: every loaded ruleset); returns 1 when an error is found. */
export async function lint(paths: string[], options: LintOptions): Promise<number> {
  const extra = extraRulesetRoots(options.rulesets).flatMap(rulesetDirsIn);
  const targets = paths.map(target);
  const builtin = builtinRulesetDirs();
  const linted = paths.length ? targets.flatMap((t) => t.dirs) : [...builtin, ...extra];
  // Load everything visible so that links and `extends` into other rulesets resolve; report only the linted ones.
  const all = [...new Set([...builtin, ...extra, ...linted])];
  // Built-in rulesets whose content matches the prebuilt snapshot were validated by the build: only the others are read from YAML.
  const { library, findings } = await loadFromYaml(all.map((dir) => ({ dir, builtin: builtin.includes(dir) })), readSnapshotIn(distPlace()));
  const files = targets.flatMap((t) => (t.file ? [resolve(t.file)] : []));
  const folders = targets.filter((t) => !t.file).flatMap((t) => t.dirs);
  const inScope = (p: Problem) => {
    const abs = resolve(p.where.file);
    return !paths.length || files.includes(abs) || folders.some((f) => abs.startsWith(f + sep));
  };
  const scoped: Findings = { errors: findings.errors.filter(inScope), warnings: findings.warnings.filter(inScope) };
  const rulesetIds = library.rulesets.filter((r) => linted.includes(r.dir)).map((r) => r.id);
  const entryCount = library.rulesets.filter((r) => linted.includes(r.dir)).reduce((n, r) => n + r.entryCount, 0);
  if (options.json) {
    const { json, problemJson } = await import('../render/json.js');
    process.stdout.write(json({ rulesets: rulesetIds, entries: entryCount, errors: scoped.errors.map((p) => problemJson(p, 'error')), warnings: scoped.warnings.map((p) => problemJson(p, 'warning')) }));
  } else {
    const { renderFindings } = await import('../render/text/problems.js');
    process.stdout.write(renderFindings(scoped, `${linted.length} ruleset${linted.length === 1 ? '' : 's'} (${entryCount} entries)`));
  }
  return scoped.errors.length ? 1 : 0;
}

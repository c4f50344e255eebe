/** Loads the library commands read: a prebuilt snapshot built from the rulesets as they are now, else the YAML with full validation. */
import { makeLibrary, type Library } from './entry.js';
import { builtinRulesetsDir } from '../package-root.js';
import { extraRulesetRoots, rulesetDirsIn } from './locations.js';
import { firstErrorAsInput, type Findings } from './problem.js';
import { readSnapshotIn, SNAPSHOT_NAME, snapshotText } from './snapshot.js';
import { cacheFor, distPlace, writePrebuilt } from '../prebuilt/store.js';
import { debugLine } from '../prebuilt/notices.js';
import { storePhraseStems } from './chain-stems.js';

/** Options every command that reads rulesets takes. */
export interface LibraryOptions {
  /** Extra ruleset folders from `--rulesets`. */
  rulesets?: readonly string[] | undefined;
}

/** The built-in ruleset folders, in code-point order. */
export function builtinRulesetDirs(): string[] {
  return rulesetDirsIn(builtinRulesetsDir);
}

/** Loads rulesets from YAML with every check; returns the library and all findings. With `prebuilt`, the built-in rulesets are taken
 * from it (the build validated exactly that content) and only the others are read from YAML; the cross-reference checks see all. */
export async function loadFromYaml(dirs: { dir: string; builtin: boolean }[], prebuilt?: Library): Promise<{ library: Library; findings: Findings }> {
  // Lazy: zod and yaml are only needed when no prebuilt snapshot can be used.
  const { loadRuleset } = await import('./load-ruleset.js');
  const { crossCheck } = await import('./checks.js');
  const fromYaml = prebuilt ? dirs.filter((d) => !d.builtin) : dirs;
  const loaded = fromYaml.map(({ dir, builtin }) => loadRuleset(dir, builtin));
  const fresh = loaded.flatMap((l) => (l.info ? [l.info] : []));
  const rulesets = [...(prebuilt?.rulesets ?? []), ...fresh];
  storePhraseStems(fresh, rulesets);
  const entries = [...(prebuilt?.entries ?? []), ...loaded.flatMap((l) => l.entries)];
  const cross = crossCheck({ rulesets, entries });
  const findings: Findings = { errors: [...loaded.flatMap((l) => l.problems), ...cross.errors], warnings: cross.warnings };
  return { library: makeLibrary(rulesets, entries), findings };
}

/** The extra ruleset folders named by `--rulesets` and QM_RULESETS. */
export function extraRulesetDirs(options: LibraryOptions = {}): string[] {
  return extraRulesetRoots(options.rulesets).flatMap(rulesetDirsIn);
}

/** The library for a command: prebuilt when it matches the rulesets' content, else validated YAML (then cached by content).
 * With `only` (ruleset ids), a prebuilt library holds just their entries and their bases'; from YAML it holds all. */
export async function loadLibrary(options: LibraryOptions = {}, only?: readonly string[]): Promise<Library> {
  const extra = extraRulesetDirs(options);
  if (extra.length === 0) {
    const snap = readSnapshotIn(distPlace(), only);
    if (snap) return snap;
  }
  // Extra rulesets (or built-in ones edited since the build) are validated once and kept in the user's cache, keyed by content:
  // the cross-reference checks are not redone on every command.
  const cache = cacheFor(extra);
  const cached = readSnapshotIn(cache, only);
  if (cached) return cached;
  debugLine('library: YAML (no prebuilt snapshot matches the rulesets)');
  const dirs = [...builtinRulesetDirs().map((dir) => ({ dir, builtin: true })), ...extra.map((dir) => ({ dir, builtin: false }))];
  const { library, findings } = await loadFromYaml(dirs, extra.length ? readSnapshotIn(distPlace()) : undefined);
  firstErrorAsInput(findings);
  // A read-only home still works, uncached.
  if (writePrebuilt(cache, new Map([[SNAPSHOT_NAME, snapshotText(library)]]))) debugLine(`library: cached in ${cache.dir}`);
  return library;
}

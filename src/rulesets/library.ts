/** Loads the library commands read: the prebuilt snapshot when it is fresh, else the YAML with full validation. */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { makeLibrary, type Library } from './entry.js';
import { builtinRulesetsDir, extraRulesetRoots, isRulesetDir, rulesetDirsIn } from './locations.js';
import { firstErrorAsInput, type Findings } from './problem.js';
import { readFreshSnapshot } from './snapshot.js';

/** Options every command that reads rulesets takes. */
export interface LibraryOptions {
  /** Extra ruleset folders from `--rulesets`. */
  rulesets?: readonly string[] | undefined;
}

/** The built-in ruleset folders, in a stable order. */
export function builtinRulesetDirs(): string[] {
  return readdirSync(builtinRulesetsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => join(builtinRulesetsDir, d.name))
    .filter(isRulesetDir)
    .sort();
}

/** Loads rulesets from YAML with every check; returns the library and all findings. */
export async function loadFromYaml(dirs: { dir: string; builtin: boolean }[]): Promise<{ library: Library; findings: Findings }> {
  // Lazy: zod and yaml are only needed when the snapshot cannot be used.
  const { loadRuleset } = await import('./load-ruleset.js');
  const { crossCheck } = await import('./checks.js');
  const loaded = dirs.map(({ dir, builtin }) => loadRuleset(dir, builtin));
  const rulesets = loaded.flatMap((l) => (l.info ? [l.info] : []));
  const entries = loaded.flatMap((l) => l.entries);
  const cross = crossCheck({ rulesets, entries });
  const findings: Findings = { errors: [...loaded.flatMap((l) => l.problems), ...cross.errors], warnings: cross.warnings };
  return { library: makeLibrary(rulesets, entries), findings };
}

/** The library for a command: a broken ruleset file is an InputError naming file:line:column. */
export async function loadLibrary(options: LibraryOptions = {}): Promise<Library> {
  const extra = extraRulesetRoots(options.rulesets).flatMap(rulesetDirsIn);
  if (extra.length === 0) {
    const snap = readFreshSnapshot();
    if (snap) return snap;
  }
  const dirs = [...builtinRulesetDirs().map((dir) => ({ dir, builtin: true })), ...extra.map((dir) => ({ dir, builtin: false }))];
  const { library, findings } = await loadFromYaml(dirs);
  firstErrorAsInput(findings);
  return library;
}

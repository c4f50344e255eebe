/** Where rulesets come from: the built-in folder, `--rulesets` folders and QM_RULESETS. */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';
import { InputError } from '../errors.js';
import { displayPath } from '../input/read-text.js';
import { byCodePoint } from '../by-code-point.js';

/** The extra ruleset folders asked for: `--rulesets` options first, then QM_RULESETS. */
export function extraRulesetRoots(options: readonly string[] = [], env = process.env): string[] {
  const fromEnv = (env.QM_RULESETS ?? '').split(delimiter).filter(Boolean);
  return [...options, ...fromEnv].map((p) => resolve(p));
}

/** True when `dir` holds a ruleset manifest. */
export function isRulesetDir(dir: string): boolean {
  return existsSync(join(dir, 'ruleset.yaml')) || existsSync(join(dir, 'ruleset.yml'));
}

/** The ruleset folders under a root: the root itself if it is one, else its sub-folders that are. */
export function rulesetDirsIn(root: string): string[] {
  let st;
  try {
    st = statSync(root);
  } catch {
    throw new InputError('ruleset folder not found', { file: displayPath(root) });
  }
  if (!st.isDirectory()) throw new InputError('not a folder: --rulesets and QM_RULESETS name ruleset folders', { file: displayPath(root) });
  if (isRulesetDir(root)) return [root];
  const dirs = readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort(byCodePoint)
    .map((name) => join(root, name))
    .filter(isRulesetDir);
  if (dirs.length === 0) throw new InputError('no ruleset.yaml in this folder or its sub-folders', { file: displayPath(root) });
  return dirs;
}

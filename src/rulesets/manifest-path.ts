/** The manifest file of a ruleset folder: ruleset.yaml, or ruleset.yml when only that exists. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** The manifest file of a ruleset folder. */
export function manifestPath(dir: string): string {
  const yml = join(dir, 'ruleset.yml');
  return existsSync(yml) && !existsSync(join(dir, 'ruleset.yaml')) ? yml : join(dir, 'ruleset.yaml');
}

/** `qm rulesets`: lists the loaded rulesets with their sources and entry counts. */
import { loadLibrary, type LibraryOptions } from '../rulesets/library.js';

/** Options of `qm rulesets`. */
export interface RulesetsOptions extends LibraryOptions {
  json?: boolean | undefined;
}

/** Prints every loaded ruleset. */
export async function rulesets(options: RulesetsOptions): Promise<number> {
  const lib = await loadLibrary(options);
  if (options.json) {
    const { json, rulesetJson } = await import('../render/json.js');
    process.stdout.write(json({ rulesets: lib.rulesets.map(rulesetJson) }));
  } else {
    const { renderRulesets } = await import('../render/text/rulesets.js');
    process.stdout.write(renderRulesets(lib.rulesets));
  }
  return 0;
}

/** The rulesets a situation file names (`ruleset:` and `rulesets:` of each document), read before the library is loaded. */
import { parseAllDocuments } from 'yaml';

/**
 * The ids every document names, so that only those rulesets (and their bases) need loading; undefined when the file
 * cannot be read this way (bad YAML, a document naming none): the whole library is loaded and the situation's own
 * checks report the problem where it is.
 */
export function namedRulesets(text: string): string[] | undefined {
  const ids = new Set<string>();
  try {
    for (const doc of parseAllDocuments(text)) {
      if (doc.errors.length) return undefined;
      // Only the two keys are read: aliases and everything else are the situation reader's to check (an alias bomb throws here).
      const ruleset = doc.get('ruleset');
      const rulesets = doc.get('rulesets');
      if (doc.contents === null) continue;
      if (typeof ruleset !== 'string') return undefined;
      ids.add(ruleset);
      const list = rulesets && typeof rulesets === 'object' && 'items' in rulesets ? (rulesets.items as { value?: unknown }[]) : [];
      for (const r of list) if (typeof r?.value === 'string') ids.add(r.value);
    }
  } catch {
    return undefined;
  }
  return ids.size ? [...ids] : undefined;
}

/** `qm show <ref>`: one entry by id, or every entry about a card, collector number, keyword or ability. */
import { loadLibrary, type LibraryOptions } from '../rulesets/library.js';
import { findEntries } from '../rulesets/lookup.js';
import { suggestNames } from '../rulesets/suggest.js';

/** Options of `qm show`. */
export interface ShowOptions extends LibraryOptions {
  json?: boolean | undefined;
}

/** Prints the matching entries; returns 1 with suggestions when nothing matches. */
export async function show(ref: string, options: ShowOptions): Promise<number> {
  const lib = await loadLibrary(options);
  const entries = findEntries(lib, ref);
  if (options.json) {
    const { json, entryJson } = await import('../render/json.js');
    const suggestions = entries.length ? undefined : suggestNames(lib, ref);
    process.stdout.write(json({ entries: entries.map(entryJson), ...(suggestions ? { suggestions } : {}) }));
    return entries.length ? 0 : 1;
  }
  if (entries.length === 0) {
    const names = suggestNames(lib, ref);
    process.stderr.write(`qm: nothing found for "${ref}".${names.length ? ` Did you mean: ${names.map((n) => `"${n}"`).join(', ')}?` : ''}\n`);
    return 1;
  }
  const { renderEntries } = await import('../render/text/entries.js');
  process.stdout.write(renderEntries(lib, entries));
  return 0;
}

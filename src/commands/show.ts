/** `qm show <ref>`: one entry by id, or every entry about a card, collector number, keyword or ability. */
import { extraRulesetDirs, loadLibrary, type LibraryOptions } from '../rulesets/library.js';
import { findEntries } from '../rulesets/lookup.js';
import { checkRefLength } from '../rulesets/limits.js';
import { suggestNames } from '../rulesets/suggest.js';

/** Options of `qm show`. */
export interface ShowOptions extends LibraryOptions {
  json?: boolean | undefined;
}

/** Prints the matching entries; returns 1 with suggestions when nothing matches. */
export async function show(ref: string, options: ShowOptions): Promise<number> {
  // A prebuilt table answers most refs without reading every entry: dist/'s for the built-in rulesets, else one kept in
  // the user's cache with the extra rulesets' library, written the first time it is missing there.
  checkRefLength(ref);
  const extra = extraRulesetDirs(options);
  const { findPrebuilt, lookupIndexFiles } = await import('../rulesets/lookup-index.js');
  const place = extra.length === 0 ? undefined : (await import('../prebuilt/store.js')).cacheFor(extra);
  const looked = findPrebuilt(ref, place);
  const prebuilt = typeof looked === 'object' ? looked : undefined;
  const lib = prebuilt?.lib ?? (await loadLibrary(options));
  if (looked === 'missing' && place) (await import('../prebuilt/store.js')).writePrebuilt(place, lookupIndexFiles(lib));
  const found = prebuilt ?? findEntries(lib, ref);
  const count = found.main.length + found.mentions.length;
  if (options.json) {
    const { json, entryTreeJson } = await import('../render/json.js');
    const suggestions = count ? undefined : suggestNames(lib, ref);
    // Main entries first, then those that only mention the ref; each with its rulings nested in full.
    const entries = [...found.main.map((e) => entryTreeJson(lib, e, 'main')), ...found.mentions.map((e) => entryTreeJson(lib, e, 'mention'))];
    process.stdout.write(json({ entries, ...(suggestions ? { suggestions } : {}) }));
    return count ? 0 : 1;
  }
  if (count === 0) {
    const names = suggestNames(lib, ref);
    process.stderr.write(`qm: nothing found for "${ref}".${names.length ? ` Did you mean: ${names.map((n) => `"${n}"`).join(', ')}?` : ''}\n`);
    return 1;
  }
  const { renderEntries } = await import('../render/text/entries.js');
  process.stdout.write(renderEntries(lib, found.main, found.mentions, ref));
  return 0;
}

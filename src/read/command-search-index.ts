/** The search index a command reads the board with: the one `qm search` uses, attached to the command's library. */
import type { Library } from '../rulesets/entry.js';
import type { LibraryOptions } from '../rulesets/library.js';
import { useSearchIndex } from './search-index-of.js';

/** Attaches the index `qm search` would use to `lib`: the package's prebuilt one, read on first need, or the user's cache for extra rulesets. */
export async function attachCommandSearchIndex(lib: Library, options: LibraryOptions): Promise<void> {
  const { extraRulesetDirs } = await import('../rulesets/library.js');
  const { loadSearchIndex, readPrebuiltSearchIndex } = await import('../search/load.js');
  useSearchIndex(lib, extraRulesetDirs(options).length ? await loadSearchIndex(options) : () => readPrebuiltSearchIndex());
}

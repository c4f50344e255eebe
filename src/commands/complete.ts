/** `qm __complete <kind> [-- word]` (hidden): the values shell completion offers, one per line, read from the loaded library. */
import { loadLibrary, type LibraryOptions } from '../rulesets/library.js';
import { displayNamesOf } from '../rulesets/lookup.js';
import { stripMarks } from '../rulesets/text.js';
import type { Library } from '../rulesets/entry.js';
import { byCodePoint } from '../by-code-point.js';

/** What `qm show` accepts: ids, collector numbers, and card, keyword, ability and title names. */
function showRefs(lib: Library): string[] {
  const out = new Set<string>();
  for (const e of lib.entries) {
    if (e.kind === 'heading') continue;
    out.add(e.id);
    for (const c of [...e.cards, ...e.quotes.flatMap((x) => x.cards ?? [])]) if (c.number) out.add(c.number);
    for (const n of displayNamesOf(e)) {
      const name = stripMarks(n).trim();
      if (name && name.length <= 60) out.add(name);
    }
  }
  return [...out];
}

/** Prints the candidates of `kind` that start with `word` (ignoring case); never fails loudly: completion must not spew errors. */
export async function complete(kind: string, word: string, options: LibraryOptions): Promise<number> {
  let values: string[] = [];
  try {
    const lib = await loadLibrary(options);
    if (kind === 'show') values = showRefs(lib);
    else if (kind === 'rulesets') values = lib.rulesets.map((r) => r.id);
  } catch {
    return 1;
  }
  const want = word.toLowerCase();
  const hits = values.filter((v) => v.toLowerCase().startsWith(want)).sort(byCodePoint);
  process.stdout.write(hits.length ? `${hits.join('\n')}\n` : '');
  return 0;
}

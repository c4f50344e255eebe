/** Snippets: the part of an entry's text around the matched words, with those words marked. */
import type { WordProcessor } from './lexicon.js';
import { splitWords } from './words.js';

/** A snippet and the [start, end) ranges of its marked words. */
export interface Snippet {
  text: string;
  marks: [number, number][];
}

/** Up to `size` words of `text` where the words whose terms are in `terms` are densest, those words marked. */
export function makeSnippet(text: string, terms: ReadonlySet<string>, process: WordProcessor, size = 32): Snippet {
  const words = splitWords(text);
  const hit = words.map((w) => process(w.folded).some((t) => terms.has(t)));
  let best = 0;
  let bestCount = -1;
  for (let i = 0; i < Math.max(1, words.length - size + 1); i++) {
    let count = 0;
    for (let j = i; j < Math.min(words.length, i + size); j++) if (hit[j]) count++;
    if (count > bestCount) {
      best = i;
      bestCount = count;
    }
  }
  // Start a little before the first match of the window so it reads in context.
  const firstHit = hit.indexOf(true, best);
  const from = words.length <= size ? 0 : Math.max(0, Math.min(best, firstHit < 0 ? best : firstHit - 4));
  const to = Math.min(words.length, from + size);
  if (!words.length) return { text: text.trim(), marks: [] };
  const start = from === 0 ? 0 : words[from]!.start;
  const end = to >= words.length ? text.length : words[to - 1]!.end;
  const prefix = from === 0 ? '' : '…';
  const suffix = end < text.length ? '…' : '';
  const marks: [number, number][] = [];
  for (let j = from; j < to; j++) if (hit[j]) marks.push([words[j]!.start - start + prefix.length, words[j]!.end - start + prefix.length]);
  // Whitespace becomes plain spaces one for one, so the marks keep their offsets.
  return { text: `${prefix}${text.slice(start, end)}${suffix}`.replace(/\s/g, ' '), marks };
}

/** The words a ruleset's phrases are made of, worked out once at load: a cold start reads them, not every directive. */
import type { Entry } from './entry.js';
import type { Vocabulary } from './vocabulary-schema.js';
import { wordsOf } from './text.js';

/** Adds the words of every `phrases` list held at any depth of `o` (matchers sit in many fields of many directive kinds). */
function addPhraseWords(o: unknown, out: Set<string>): void {
  if (Array.isArray(o)) for (const x of o) addPhraseWords(x, out);
  else if (o && typeof o === 'object')
    for (const [k, v] of Object.entries(o)) {
      if (k === 'phrases' && Array.isArray(v)) for (const p of v) addWords(p, out);
      else addPhraseWords(v, out);
    }
}

/** Adds the folded words of one phrase (a prefix, `cancel*`, without its star). */
function addWords(phrase: unknown, out: Set<string>): void {
  if (typeof phrase === 'string') for (const w of wordsOf(phrase).split(' ')) if (w) out.add(w);
}

/** The words of a ruleset's directive phrases and of the phrases its vocabulary says facts by, sorted. */
export function phraseWordsOf(entries: readonly Entry[], vocabulary: Vocabulary | undefined): string[] {
  const out = new Set<string>();
  for (const e of entries) for (const d of e.directives) addPhraseWords(d, out);
  for (const f of vocabulary?.facts ?? []) for (const phrases of Object.values(f.said ?? {})) for (const p of phrases) addWords(p, out);
  return [...out].sort();
}

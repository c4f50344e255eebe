/** What the judge's own words are read as, shown for the judge to confirm: the candidates reading by words finds. */
import type { Choice } from './prompts.js';
import { readByWords } from '../read/by-words.js';
import { searchIndexOf } from '../read/search-index-of.js';
import type { Library } from '../rulesets/entry.js';
import { preview } from './effect-choices.js';

/** How many readings the judge is offered. */
const offered = 5;

/** The readings of `text` to offer, best first, then "none of these"; the first is the one the resolver would take, if any. */
export function readingChoices(lib: Library, chain: string[], text: string): { choices: Choice<string | null>[]; taken?: string | undefined } {
  const read = readByWords(searchIndexOf(lib), lib, text, chain);
  const entries = [...(read.taken ? [read.taken] : []), ...read.close].slice(0, offered).map((c) => c.entry);
  const choices: Choice<string | null>[] = entries.map((e) => ({ name: `${e.title} (${e.id})`, value: e.id, description: preview(e.quotes[0]?.text ?? e.text) }));
  if (!choices.length) return { choices: [] };
  return { choices: [...choices, { name: 'None of these: judge it by my words and its kind', value: null }], taken: read.taken?.entry.id };
}

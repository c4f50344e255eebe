/** A name read by its words is read alike whether its titles' words come from the prebuilt recognition index or are made afresh. */
import { beforeAll, expect, it } from 'vitest';
import type { Entry, Library } from '../../src/rulesets/entry.js';
import { loadLibrary } from '../../src/rulesets/library.js';
import { byNameWords } from '../../src/read/name-words.js';
import { indexes, titlesOf } from '../../src/read/known-names.js';
import { useRecognitionIndex } from '../../src/read/recognition-index-file.js';

let fresh: Library;
let adopted: Library;
beforeAll(async () => {
  fresh = await loadLibrary({});
  adopted = await loadLibrary({});
  useRecognitionIndex(adopted, []);
});

it("keeps every title's words for every ruleset's lexicon", () => {
  for (const r of adopted.rulesets) expect(indexes(adopted).titleWords?.(r.id)).toHaveLength(titlesOf(adopted).length);
  expect(indexes(fresh).titleWords).toBeUndefined();
});

it('reads shortened, inflected and misspelt names as the library building its own words does', () => {
  // Each title cut to its first and last words, plural, and with a letter dropped: what players say.
  const said = titlesOf(fresh).flatMap(({ name }) => {
    const words = name.split(' ');
    return [words[0]!, words.at(-1)!, `${name}s`, name.slice(1), words.slice(1).join(' ')];
  });
  const ids = (es: Entry[]) => es.map((e) => e.id);
  for (const r of fresh.rulesets) {
    for (const name of said) {
      const a = byNameWords(adopted, name, r.id, () => true);
      const b = byNameWords(fresh, name, r.id, () => true);
      expect({ ...a, entries: ids(a.entries) }, `${r.id}: ${name}`).toEqual({ ...b, entries: ids(b.entries) });
    }
  }
});

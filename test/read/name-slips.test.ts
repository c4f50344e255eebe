/**
 * A name as players shorten it, with a slip of the keyboard in it ("Possesion" for the Possession ability): a typed word
 * no name holds is read as the one name word a slip away, keeping its first letter; never when two are equally close.
 */
import { beforeAll, expect, it } from 'vitest';
import type { Library } from '../../src/rulesets/entry.js';
import { loadLibrary } from '../../src/rulesets/library.js';
import { byNameWords } from '../../src/read/name-words.js';

let lib: Library;
beforeAll(async () => {
  lib = await loadLibrary({});
});

const inCode = (e: { ruleset: string }) => e.ruleset === 'pirates-csg';
const read = (name: string) => byNameWords(lib, name, 'pirates-csg', inCode);

it('reads a shortened name with one slip as that name', () => {
  for (const typed of ['Possesion', 'Posession', 'possession']) expect(read(typed).entries.map((e) => e.id), typed).toContain('pirates-csg.abilities.possession-ability');
});

it('leaves a short word, and a word no name is near, as typed', () => {
  expect(read('Posse').entries).toEqual([]);
  expect(read('Zzzzzz').entries).toEqual([]);
});

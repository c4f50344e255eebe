/**
 * A name that finds nothing as typed is looked up in the singular ("Native Canoes"), then spelt loosely ("All Powerful",
 * "Heart of Stone"), then in the entries' text ("Sargasso Sea"): from the library and the prebuilt table alike.
 */
import { beforeAll, expect, it } from 'vitest';
import { loadLibrary } from '../../src/rulesets/library.js';
import type { Library } from '../../src/rulesets/entry.js';
import { findEntries, nameKeys } from '../../src/rulesets/lookup.js';
import { looseKey } from '../../src/rulesets/name-spellings.js';
import { findPrebuilt } from '../../src/rulesets/lookup-index.js';

let lib: Library;
beforeAll(async () => {
  lib = await loadLibrary({});
});

it('tries the singular only after the name as typed', () => {
  expect(nameKeys('Native Canoes')).toEqual(['native canoes', 'native cano', 'native canoe']);
  expect(nameKeys('Cross')).toEqual(['cross']);
  expect(nameKeys('Dry Powder')).toEqual(['dry powder']);
});

it('finds the singular entry from the library and from the prebuilt table alike', () => {
  const ids = (f: { main: { id: string }[] }) => f.main.map((e) => e.id);
  expect(ids(findEntries(lib, 'Native Canoes'))).toEqual(['pirates-csg.abilities.native-canoe']);
  const pre = findPrebuilt('Native Canoes');
  expect(typeof pre === 'object' && ids(pre)).toEqual(['pirates-csg.abilities.native-canoe']);
  // A name found as typed keeps its own entries: the Mermaids event, not a Mermaid ship.
  expect(ids(findEntries(lib, 'Mermaids'))).toEqual(['pirates-csg.events.mermaids']);
});

it('spells a name loosely: hyphens, articles, "and", plural words, a keyword\'s X', () => {
  expect(looseKey('all-powerful')).toBe('all powerful');
  expect(looseKey('the blue pirates')).toBe('blue pirate');
  expect(looseKey('potions brews')).toBe(looseKey('potions and brews'));
  expect(looseKey('broadsides attack')).toBe(looseKey('broadside attack'));
  expect(looseKey('hostile x')).toBe('hostile');
  expect(looseKey('cross')).toBe('cross');
});

it('finds a name spelt another way, or one part of a name given in two languages', () => {
  const ids = (f: { main: { id: string }[] }) => f.main.map((e) => e.id);
  for (const [typed, id] of [
    ['All Powerful', 'pirates-csg.abilities.all-powerful'],
    ['Broadside Attack', 'pirates-csg.abilities.broadsides-attack'],
    ['Red Soldiers', 'lego-pirate-game.warbands.red-soldiers'],
    ['Heart of Stone', 'pirates-csg.ut.manawa-no-kowhatu-heart-of-stone'],
    ['Manawa nō Kōwhatu', 'pirates-csg.ut.manawa-no-kowhatu-heart-of-stone'],
  ]) {
    expect(ids(findEntries(lib, typed!))).toEqual([id]);
    const pre = findPrebuilt(typed!);
    expect(typeof pre === 'object' && ids(pre)).toEqual([id]);
  }
  // A name spelt as written keeps its entries: another entry's spelling of it never takes them over.
  expect(ids(findEntries(lib, 'Ghost Pirates'))).toEqual(['krosmaster-island-i.ghost-pirates']);
  expect(ids(findEntries(lib, 'Forts'))).toEqual(['pirates-csg.forts.forts-continued']);
  expect(ids(findEntries(lib, 'Mermaids'))).toEqual(['pirates-csg.events.mermaids']);
  // A title's brackets qualify it and name nothing: "Gold" is not Capture ability (Gold).
  expect(ids(findEntries(lib, 'Gold'))).toEqual([]);
  expect(ids(findEntries(lib, 'board game'))).toEqual([]);
});

it('falls back to the entries whose text names it, and to nothing for what no text says', () => {
  const found = findEntries(lib, 'Sargasso Sea');
  expect(found.main).toEqual([]);
  expect(found.mentions.length).toBeGreaterThan(0);
  for (const e of found.mentions) expect(JSON.stringify(lib.byId.get(e.id)) + e.children.map((c) => lib.byId.get(c)?.text).join(' ')).toMatch(/Sargasso Sea/i);
  // Not in the prebuilt table: the library is loaded, as for suggestions.
  expect(findPrebuilt('Sargasso Sea')).toBeUndefined();
  expect(findEntries(lib, 'Qwertyuiop Bay')).toEqual({ main: [], mentions: [] });
  // Typed in the plural, and words that name nothing: only stop words or short ones.
  expect(findEntries(lib, 'Giant Crabs').mentions.map((e) => e.id)).toEqual(findEntries(lib, 'Giant Crab').mentions.map((e) => e.id));
  expect(findEntries(lib, 'Giant Crab').mentions.length).toBeGreaterThan(0);
  expect(findEntries(lib, 'of the').mentions).toEqual([]);
  // A situation's entry: pins by name, never by what a text says.
  expect(findEntries(lib, 'Sargasso Sea', { text: false })).toEqual({ main: [], mentions: [] });
});

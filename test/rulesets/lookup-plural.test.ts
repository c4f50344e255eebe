/** A name typed in the plural ("Native Canoes") finds the entry named in the singular, when as typed it finds nothing. */
import { beforeAll, expect, it } from 'vitest';
import { loadLibrary } from '../../src/rulesets/library.js';
import type { Library } from '../../src/rulesets/entry.js';
import { findEntries, nameKeys } from '../../src/rulesets/lookup.js';
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

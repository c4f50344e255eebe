/**
 * A title that joins the names of its cards ("Neptunes Figurehead or Resurrection Codex") is called by each of them, so
 * a name players shorten from one card ("Figurehead") is read as that topic; a word two of its cards share ("Codex")
 * still picks out neither, and a title with one of its own parts is no rival to itself ("Smuggled").
 */
import { beforeAll, expect, it } from 'vitest';
import type { Library } from '../../src/rulesets/entry.js';
import { loadLibrary } from '../../src/rulesets/library.js';
import { byNameWords } from '../../src/read/name-words.js';
import { outermost } from '../../src/read/known-names.js';

let lib: Library;
beforeAll(async () => {
  lib = await loadLibrary({});
});

const inCode = (e: { ruleset: string }) => e.ruleset === 'pirates-csg';
const read = (name: string) => byNameWords(lib, name, 'pirates-csg', inCode);
const topics = (name: string) => outermost(read(name).entries, lib).map((e) => e.id);

it('reads a card name shortened from a joined title as that title', () => {
  expect(topics('Figurehead')).toEqual(['pirates-csg.ut.neptunes-figurehead-resurrection-codex']);
  expect(topics('Idol')).toEqual(['pirates-csg.ut.kharmic-idol-pirata-codex']);
});

it('reads a word that the title and one of its parts hold as their one entry', () => {
  expect(topics('Smuggled')).toEqual(['pirates-csg.ut.spices-smuggled-goods']);
  expect(topics('voodoo')).toEqual(['pirates-csg.ut.voodoo-doll-deaths-doll']);
});

it('asks which was meant when two cards of different titles share the word', () => {
  const codex = read('Codex');
  expect(codex.entries).toEqual([]);
  expect(codex.close).toEqual(expect.arrayContaining(['pirata codex', 'resurrection codex']));
});

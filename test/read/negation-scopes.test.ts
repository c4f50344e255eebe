/**
 * Players negate with contractions ("the chest doesn't block", "that isn't a move"): the vocabularies' scope words take
 * them in, so a directive's phrase is not found in what a player says does not happen. From the eighth working half,
 * where "chest doesn't block, I go right through it" was read as the claim that the chest blocks.
 */
import { beforeAll, expect, it } from 'vitest';
import type { Library } from '../../src/rulesets/entry.js';
import { knowledgeOf } from '../../src/resolve/knowledge.js';
import { loadLibrary } from '../../src/rulesets/library.js';

let lib: Library;
beforeAll(async () => {
  lib = await loadLibrary({});
});

it('keeps what a player says does not happen out of reach of the phrases, in every ruleset', () => {
  for (const r of lib.rulesets) {
    const { reader } = knowledgeOf(lib, [r.id]).vocabulary;
    for (const said of ["the chest doesn't block", "it don't block anything", "that isn't blocking", "nothing blocks it"]) expect(reader.has(reader.read(said), 'block*', false), `${r.id}: ${said}`).toBe(false);
    expect(reader.has(reader.read('the chest blocks the way'), 'block*', false), r.id).toBe(true);
  }
});

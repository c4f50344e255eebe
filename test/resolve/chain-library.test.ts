// qm resolve loads only the rulesets a situation names (and their bases): the answers must be exactly those of the whole
// library, for every fixture of every ruleset. Reading by words depends on how common a name's words are across the
// whole library, which is why the recognition index carries every ruleset's names.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadLibrary } from '../../src/rulesets/library.js';
import { useRecognitionIndex } from '../../src/read/recognition-index-file.js';
import { attachCommandSearchIndex } from '../../src/read/command-search-index.js';
import { readSituations } from '../../src/situation/read-situation.js';
import { resolveSituation } from '../../src/resolve/resolve-situation.js';
import { namedRulesets } from '../../src/situation/named-rulesets.js';
import { situationFiles } from '../../src/check/situation-files.js';
import type { Library } from '../../src/rulesets/entry.js';
import { repoRoot } from '../helpers/run-qm.js';

/** A library as qm resolve prepares it. */
async function prepared(only?: string[]): Promise<Library> {
  const lib = await loadLibrary({}, only);
  useRecognitionIndex(lib, []);
  await attachCommandSearchIndex(lib, {});
  return lib;
}

describe('the library of a situation chain', () => {
  it('reads the rulesets a file names, and nothing from a file it cannot read that way', () => {
    expect(namedRulesets('ruleset: lego-pirate-game # the LEGO sheet\n---\nruleset: "krosmaster-island-i"\n')).toEqual(['lego-pirate-game', 'krosmaster-island-i']);
    // Named some other way: the whole library (qm resolve also checks each situation's chain was loaded).
    expect(namedRulesets('ruleset: race-to-the-raft-kickstarter\nrulesets: [pirates-csg]\n')).toBeUndefined();
    expect(namedRulesets('title: no ruleset\n')).toBeUndefined();
    expect(namedRulesets('{ ruleset: pirates-csg }\n')).toBeUndefined();
  });

  it('holds the chain entries only, and lists every ruleset', async () => {
    const lib = await loadLibrary({}, ['lego-pirate-game']);
    expect(lib.partial).toEqual(['lego-pirate-game']);
    expect(new Set(lib.entries.map((e) => e.ruleset))).toEqual(new Set(['lego-pirate-game']));
    expect(lib.rulesets.length).toBe((await loadLibrary({})).rulesets.length);
  });

  it('answers every fixture exactly as the whole library does', async () => {
    const full = await prepared();
    const chains = new Map<string, Library>();
    let compared = 0;
    for (const file of situationFiles([join(repoRoot, 'fixtures')])) {
      const only = namedRulesets(readFileSync(file, 'utf8'));
      const key = only?.join(',') ?? '';
      if (!chains.has(key)) chains.set(key, await prepared(only));
      const part = chains.get(key)!;
      const answer = (lib: Library) => readSituations(file, lib).map((s) => resolveSituation(lib, s.situation, s.file, {}));
      expect(JSON.stringify(answer(part)), file).toBe(JSON.stringify(answer(full)));
      compared++;
    }
    expect(compared).toBeGreaterThan(300);
  });
});

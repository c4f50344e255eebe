// What players ask (a ruleset's `asked` files): loaded onto their entries, checked, and searched with each entry.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRuleset } from '../../src/rulesets/load-ruleset.js';
import { makeLibrary } from '../../src/rulesets/entry.js';
import { buildSearchIndex } from '../../src/search/search-index.js';
import { search } from '../../src/search/search.js';
import { fixturesDir } from '../helpers/run-qm.js';

const loaded = () => loadRuleset(join(fixturesDir, 'rulesets', 'asked-words'), false);

describe('asked files', () => {
  it("give an entry the players' words written for it", () => {
    const { entries } = loaded();
    expect(entries.find((e) => e.id === 'asked-words.rules.sinking')!.asked).toEqual(['how many shots before a bare hull goes under']);
    expect(entries.find((e) => e.id === 'asked-words.rules.docking')!.asked).toBeUndefined();
  });

  it('name an unknown entry with its file, line and column', () => {
    const { problems } = loaded();
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ rule: 'asked-entry', key: 'asked-words.rules.nowhere', message: "asked names unknown entry 'asked-words.rules.nowhere' (location: asked-words.rules.nowhere)" });
    expect(problems[0]!.where).toMatchObject({ line: 4, column: 1 });
    expect(problems[0]!.where.file).toMatch(/asked-words\/asked\/rules\.yaml$/);
  });

  it('let words the document never uses find the ruling they were written for', () => {
    const { info, entries } = loaded();
    const ids = (lib: ReturnType<typeof makeLibrary>) => search(buildSearchIndex(lib), 'bare hull goes under', { rulesets: ['asked-words'] }).map((h) => h.doc.id);
    expect(ids(makeLibrary([info!], entries))[0]).toBe('asked-words.rules.sinking');
    // The same library without them: none of those words is the document's.
    expect(ids(makeLibrary([info!], entries.map(({ asked: _asked, ...e }) => e)))).toEqual([]);
  });
});

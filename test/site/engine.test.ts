/** The page's engine is the CLI's: the same hits from the same index, and a bundle that reaches no node: module. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadLibrary } from '../../src/rulesets/library.js';
import { loadSearchIndex } from '../../src/search/load.js';
import { search } from '../../src/search/search.js';
import { makeEngine } from '../../src/site/browser/engine.js';
import { siteData } from '../../src/site/site-data.js';
import { repoRoot } from '../helpers/run-qm.js';

describe('site engine', async () => {
  const lib = await loadLibrary({});
  const ix = await loadSearchIndex({});
  // Through JSON, as the page receives it.
  const data = JSON.parse(JSON.stringify(siteData(lib, ix, '0.0.0', [])));
  const engine = makeEngine(data);

  it.each(['calico cat', 'RF-056', 'who picks eliminated crew', 'keyword:galley', 'galey pinned', '"cannot be pinned"'])('finds what qm search finds for %s', (q) => {
    const cli = search(ix, q, { limit: 10 }).map((h) => [h.doc.id, h.score]);
    const page = engine.search(q, [], 10).map((h) => [h.doc.id, h.score]);
    expect(page.length).toBeGreaterThan(0);
    expect(page).toEqual(cli);
  });

  it('narrows to a kind before ranking, so the kind menu fills the page as kind: does in the CLI', () => {
    const page = engine.search('cannot be pinned', [], 20, ['ruling']);
    expect(page.length).toBe(20);
    expect(page.every((h) => h.doc.kind === 'ruling')).toBe(true);
    expect(page.map((h) => h.doc.id)).toEqual(search(ix, 'cannot be pinned kind:ruling', { limit: 20 }).map((h) => h.doc.id));
  });

  it('shows what qm show shows and resolves what qm resolve resolves', () => {
    expect(engine.show('RF-056').map((e) => e.id)).toEqual(['pirates-csg.card-corrections.calico-cat']);
    const text = readFileSync(`${repoRoot}fixtures/pirates-csg/order-gold-modifiers.yaml`, 'utf8');
    const { resolution } = engine.resolve(text);
    // One answer per question of the fixture, whatever questions it gains.
    expect(resolution.answers.map((a) => a.id)).toEqual((parse(text) as { questions: { id: string }[] }).questions.map((q) => q.id));
  });

  it('reports an unknown ruleset in a pasted situation with its line', () => {
    expect(() => engine.resolve('ruleset: chess\neffects: [{ id: a, kind: rule }]\nquestions: [{ ask: order, effects: [a] }]\n')).toThrow(/unknown ruleset 'chess'/);
  });

  it('bundles no node: module for the browser', () => {
    const app = readFileSync(`${repoRoot}dist/site/app.js`, 'utf8');
    expect(app).not.toMatch(/(require\(|import\(|from\s*)["']node:/);
    expect(app.length).toBeGreaterThan(10_000);
  });
});

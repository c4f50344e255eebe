// `qm search` as users and scripts run it: JSON shape, exit codes, filters and suggestions (needs `npm run build`).
import { describe, expect, it } from 'vitest';
import { qm } from '../helpers/run-qm.js';

const run = (...args: string[]) => {
  const r = qm(args);
  return { code: r.code, out: r.stdout, err: r.stderr };
};

describe('qm search', () => {
  it('prints hits as the contract says, best first', () => {
    const r = run('search', 'galley', 'pinned', '--json', '--limit', '3');
    expect(r.code).toBe(0);
    const data = JSON.parse(r.out) as { query: string; hits: { id: string; ruleset: string; section: string[]; title: string; text: string; score: number }[] };
    expect(data.query).toBe('galley pinned');
    expect(data.hits.length).toBe(3);
    for (const h of data.hits) expect(Object.keys(h)).toEqual(expect.arrayContaining(['id', 'ruleset', 'section', 'title', 'text', 'score']));
    const scores = data.hits.map((h) => h.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  it('finds a card by collector number', () => {
    const r = run('search', 'RF-056', '--json');
    expect(JSON.parse(r.out).hits[0].id).toBe('pirates-csg.card-corrections.calico-cat');
  });

  it('narrows to a ruleset with --ruleset and ruleset:', () => {
    for (const args of [['boarding', '--ruleset', 'krosmaster-island-i'], ['boarding', 'ruleset:krosmaster-island-i']]) {
      const hits = JSON.parse(run('search', ...args, '--json').out).hits as { ruleset: string }[];
      expect(hits.length).toBeGreaterThan(0);
      expect(hits.every((h) => h.ruleset === 'krosmaster-island-i')).toBe(true);
    }
  });

  it('exits 1 with suggestions when nothing is found', () => {
    const r = run('search', '"galley zebra"');
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/nothing found/);
    const j = run('search', '"galley zebra"', '--json');
    expect(j.code).toBe(1);
    expect(JSON.parse(j.out).hits).toEqual([]);
  });

  it('exits 2 on an unknown ruleset or a bad --limit', () => {
    expect(run('search', 'boarding', '--ruleset', 'nope').code).toBe(2);
    expect(run('search', 'boarding', 'ruleset:nope').code).toBe(2);
    expect(run('search', 'boarding', '--limit', '0').code).toBe(2);
  });

  it('prints plain text without colour when not on a terminal', () => {
    const r = run('search', 'SAT', '--limit', '1');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/pirates-csg\.abilities\.same-action-twice/);
    expect(r.out).not.toMatch(/\x1b\[/);
  });
});

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

  it('gives as many hits as --limit asks for, beyond the candidates it re-ranks', () => {
    const hits = JSON.parse(run('search', 'ship', '--json', '--limit', '100').out).hits as { id: string }[];
    expect(hits.length).toBe(100);
    expect(new Set(hits.map((h) => h.id)).size).toBe(100);
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

describe('qm search query syntax', () => {
  const ids = (...args: string[]) => (JSON.parse(run('search', ...args, '--json', '--limit', '10').out).hits as { id: string }[]).map((h) => h.id);
  const texts = (...args: string[]) => (JSON.parse(run('search', ...args, '--json', '--limit', '10').out).hits as { text: string }[]).map((h) => h.text.toLowerCase());

  it('-word and -"phrase" leave out entries that contain them', () => {
    expect(texts('galley', 'pinned').some((t) => t.includes('kraken'))).toBe(true);
    expect(texts('galley', 'pinned', '-kraken').some((t) => t.includes('kraken'))).toBe(false);
    expect(texts('galley', 'pinned', '-sea monster').some((t) => t.includes('sea monster'))).toBe(false);
  });

  it('kind: and is: filter on what an entry is; an unknown kind exits 2 naming the known ones', () => {
    const hits = JSON.parse(run('search', 'is:correction', 'cost', '--json').out).hits as { kind: string }[];
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((h) => h.kind === 'erratum')).toBe(true);
    const bad = run('search', 'kind:nonsense', 'galley');
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/unknown kind: "nonsense" \(known: .*erratum/);
  });

  it('see:<id> lists what links to an entry', () => {
    const got = ids('see:pirates-csg.abilities-general.submerged');
    expect(got).toContain('pirates-csg.abilities.submarine.see-also-submerged');
  });

  it('a OR b counts either word; the same ruling under two headings is one hit', () => {
    const hits = JSON.parse(run('search', 'galley', 'OR', 'longship', 'pinned', '--json').out).hits as { id: string; also: { id: string }[] }[];
    const galley = hits.find((h) => h.id === 'pirates-csg.abilities.galley.ship-keyword-cannot-pinned-means');
    expect(galley).toBeDefined();
    expect(galley!.also.map((a) => a.id)).toContain('pirates-csg.abilities.longship.ship-keyword-cannot-pinned-means');
    expect(hits.map((h) => h.id)).not.toContain('pirates-csg.abilities.longship.ship-keyword-cannot-pinned-means');
  });

  it('a child hit names the entry it sits under; a bare heading lifts its ruling', () => {
    const hits = JSON.parse(run('search', 'fish', 'token', '--json', '--limit', '5').out).hits as { id: string; under: { id: string } | null }[];
    expect(hits.map((h) => h.id)).not.toContain('race-to-the-raft-kickstarter.move-a-cat.fish-token');
    expect(hits.map((h) => h.id)).toContain('race-to-the-raft-kickstarter.move-a-cat.fish-token.stand-up-cats');
    expect(hits.find((h) => h.id.endsWith('stand-up-cats'))!.under!.id).toBe('race-to-the-raft-kickstarter.move-a-cat.fish-token');
  });

  it('shows at most three hits of one topic and folds the rest into the first', () => {
    const hits = JSON.parse(run('search', 'parley', '--json', '--limit', '10').out).hits as { under: { id: string } | null; also: unknown[] }[];
    const parley = hits.filter((h) => h.under?.id === 'pirates-csg.abilities.parley');
    expect(parley.length).toBeLessThanOrEqual(3);
    expect(hits.some((h) => h.also.length > 0)).toBe(true);
  });

  it('a ruling on how two named subjects meet says what it is about, in text and in --json', () => {
    const hits = JSON.parse(run('search', 'shipwright', 'repair', 'submerged', 'sub', '--json', '--limit', '3').out).hits as { id: string; about: string[] | null }[];
    expect(hits[0]!.about).toEqual(expect.arrayContaining(['Shipwright', 'Submarine']));
    expect(hits.every((h) => h.about === null || h.about.length >= 2)).toBe(true);
    const about = /^ +about (.+ and .+)$/m.exec(run('search', 'shipwright', 'repair', 'submerged', 'sub', '--limit', '1').out)?.[1];
    expect(about).toMatch(/Shipwright/);
    expect(about).toMatch(/Submarine/);
  });

  it('a misspelt --option is a usage error, not a query word', () => {
    expect(run('search', 'galley', '--limt', '3').code).toBe(2);
  });
});

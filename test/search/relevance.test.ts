// Relevance: the old suite (queries.yaml, written by the developers) and the blind set (blind-questions.yaml, written
// from the seed documents alone by someone who saw neither the index, the lexicons nor the old suite). Each prints
// top-1 and top-3; each fails below 90% top-3. Run: npx vitest run test/search/relevance.test.ts
// A hit "answers" a question when it is an answer entry, or when it is shown under its parent and the parent is one
// (see relevance-harness.ts). Timing lives in `npm run bench`, never here.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { Library } from '../../src/rulesets/entry.js';
import { restoreIndex, serialiseIndex, type SearchIndex } from '../../src/search/search-index.js';
import { search } from '../../src/search/search.js';
import { describe as describeScore, entriesQuoting, loadBuiltin, score, type RelevanceCase } from './relevance-harness.js';

interface OldCase {
  query: string;
  expect: string[];
  ruleset?: string;
  anchor?: string;
}
interface BlindCase {
  q: string;
  ruleset: string;
  quote: string;
}

const read = (name: string) => parse(readFileSync(new URL(`./${name}`, import.meta.url), 'utf8')) as unknown;
const oldCases = (read('queries.yaml') as { queries: OldCase[] }).queries;
const blindCases = read('blind-questions.yaml') as BlindCase[];
const issueCases = (read('issue-questions.yaml') as { queries: OldCase[] }).queries;
const rulesets = ['pirates-csg', 'krosmaster-island-i', 'dragon-flagon-pirates', 'lego-pirate-game', 'race-to-the-raft-kickstarter'];

let ix: SearchIndex;
let library: Library;
beforeAll(async () => {
  ({ library, ix } = await loadBuiltin());
});

/** The old suite's cases; an id that was renamed is found again by the case's anchor (the start of its folded text). */
function oldSuite(): { cases: RelevanceCase[]; missing: string[] } {
  const missing: string[] = [];
  const fold = (s: string) => s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/\*+/g, '').replace(/[‘’'`´“”"]/g, '').toLowerCase().replace(/\s+/g, ' ').trim();
  const cases = oldCases.map((c) => ({
    query: c.query,
    ruleset: c.ruleset,
    answers: c.expect.map((id) => {
      if (library.byId.has(id)) return id;
      const prefix = `${id.split('.')[0]}.`;
      const found = c.anchor ? library.entries.filter((e) => e.id.startsWith(prefix) && fold(e.text).includes(c.anchor!)) : [];
      if (found.length === 1) return found[0]!.id;
      missing.push(`${c.query} → ${id}`);
      return id;
    }),
  }));
  return { cases, missing };
}

/** The blind set's cases: each quote mapped to the entries of its ruleset whose text contains it. */
function blindSuite(): { cases: RelevanceCase[]; unmapped: string[] } {
  const unmapped: string[] = [];
  const cases = blindCases.map((c) => {
    const ids = entriesQuoting(library, c.ruleset, c.quote);
    if (!ids.length) unmapped.push(`"${c.q}": no ${c.ruleset} entry contains "${c.quote}"`);
    return { query: c.q, ruleset: c.ruleset, answers: ids };
  });
  return { cases, unmapped };
}

describe('search relevance', () => {
  it('the old suite has at least 80 queries spread over all five rulesets, naming entries that exist', () => {
    expect(oldCases.length).toBeGreaterThanOrEqual(80);
    for (const r of rulesets) expect(oldCases.filter((c) => c.expect.some((id) => id.startsWith(`${r}.`))).length, r).toBeGreaterThanOrEqual(8);
    expect(oldSuite().missing).toEqual([]);
  });

  it('every blind quote is the text of some entry (a quote that maps to none is a test-data error)', () => {
    expect(blindCases.length).toBeGreaterThanOrEqual(100);
    expect(blindSuite().unmapped).toEqual([]);
  });

  it('old suite: at least 90% top-3', () => {
    const r = score(ix, oldSuite().cases, true);
    console.log(`old suite (${r.total}): ${describeScore(r)}${r.misses.length ? `\n  misses:\n  ${r.misses.join('\n  ')}` : ''}`);
    expect(r.top3 / r.total).toBeGreaterThanOrEqual(0.9);
  });

  // Issue #11 asks for 90% top-3 on the blind set and every issue question in the top 3.
  it('blind set, searched without --ruleset: at least 90% top-3', () => {
    const { cases } = blindSuite();
    const r = score(ix, cases, false);
    const scoped = score(ix, cases, true);
    console.log(`blind set (${r.total}), no --ruleset: ${describeScore(r)}; with --ruleset: ${describeScore(scoped)}${r.misses.length ? `\n  misses:\n  ${r.misses.join('\n  ')}` : ''}`);
    expect(r.top3 / r.total).toBeGreaterThanOrEqual(0.9);
  });

  it('the questions quoted in issue #11 find their deciding ruling in the top 3', () => {
    const r = score(ix, issueCases.map((c) => ({ query: c.query, ruleset: c.ruleset, answers: c.expect })), false);
    console.log(`issue #11 questions (${r.total}): ${describeScore(r)}${r.misses.length ? `\n  misses:\n  ${r.misses.join('\n  ')}` : ''}`);
    expect(r.misses).toEqual([]);
  });

  it('gives the same hits from the serialised index as from the one built in memory', () => {
    const loaded = restoreIndex(JSON.parse(JSON.stringify(serialiseIndex(ix))), (n: number) => ix.doc(n));
    for (const c of [...oldCases.map((c) => c.query), ...blindCases.map((c) => c.q)]) {
      const a = search(ix, c, { limit: 10 }).map((h) => [h.doc.id, h.score]);
      const b = search(loaded, c, { limit: 10 }).map((h) => [h.doc.id, h.score]);
      expect(b, c).toEqual(a);
    }
  });

  // Query latency is measured by npm run bench, not asserted here: the suite runs on a loaded 2-core machine.
});

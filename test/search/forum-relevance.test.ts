// Relevance on forum-style questions (issue #19): blind-forum/, written from the seeds alone in players' words (slang,
// misspellings, several subjects, boards told as stories). The working half was debugged against; the held-back half
// was run once, at the end, and its floors set just under that figure. Each prints top-1 and top-3, overall and by kind,
// searched without --ruleset as a player would. Run: npx vitest run test/search/forum-relevance.test.ts
import { readdirSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { Library } from '../../src/rulesets/entry.js';
import type { SearchIndex } from '../../src/search/search-index.js';
import { describe as describeScore, entriesQuoting, loadBuiltin, score, type RelevanceCase } from './relevance-harness.js';

interface ForumCase {
  q: string;
  ruleset: string;
  kind: string;
  quote: string;
}

/** One blind set half: its name (in the test's name and the printout), its file, its top-1 and top-3 floors, its question
 * count where pinned, and, while unspent, the QM_HELD_BACK value it runs under. */
interface Half {
  name: string;
  file: string;
  total?: number;
  top1: number;
  top3: number;
  gate?: string;
}

// Floors just under what was measured when issue #19's fourth round of work ended (how long, how many, in what order; every
// half then a working set, a fresh held-back set being written apart): working 82.4% / 91.2%, held-back 76.5% / 94.1%.
// Every floor below rose with what players ask (rulesets/*/asked, searched with each entry; 2026-11-26): over the seventeen
// spent and working halves (1,037 questions), 593 top-1 and 808 top-3 before, 715 and 893 after; each floor sits at its
// half's new figure, rounded down. The lines were written from the entry files alone, by hands that never saw these sets.
// They rose again, or fell where a half lost, when a ruling one of whose asked lines holds the query rose (src/search/
// asked-lines.ts): over the nineteen spent and working halves (1,136 questions), 769 top-1 and 971 top-3 before, 802 and
// 994 after. Four halves lost one or two questions (working, working-6, working-11, held-back-7); their floors fell to match.
// A second round of what players ask (2026-11-27: 3,260 lines more, 2 or 3 an entry, written by eight helpers from the
// entry files alone, each a concrete case as a forum post, a claim at the table, or how long / how many / in what order
// / who picks where the ruling says it): over every spent and working half (2,167 questions, held-back-26 left out),
// 1,446 top-1 and 1,844 top-3 before, 1,537 and 1,905 after. Every floor now sits at its half's new figure, rounded
// down: ten halves lost one to three questions on one figure or both (held-back, working-8, held-back-8, held-back-10,
// held-back-12, working-13, working-17, working-18, held-back-20, held-back-22) and their floors fell; the other 37 held
// or rose.
// A third round (2026-11-29: 1,594 lines, one for each ruling that has siblings under one heading, written by six helpers
// from the entry files alone, each saying what only that ruling settles, since most misses at top 1 land on a sibling or
// elsewhere under the right card): over every spent and working half (2,671 questions, held-back-43 left out), 1,870
// top-1 and 2,315 top-3 before, 1,878 and 2,334 after. The churn is large (halves moved up and down by one to three
// questions), so every floor with a number of its own now sits at its half's new figure, rounded down, as the second
// round's did.
// Words weighed by their rarity in coverage (src/search/rarity.ts, 2026-11-29: "no" and "says" no longer count as much
// as "crocodile", which "crocodile says no" lost): over every spent and working half (2,699
// questions, held-back-44 left out), 1,895 top-1 and 2,357 top-3 before, 1,923 and 2,364 after; the spent held-back
// halves 1,081 and 1,340 of 1,512 before, 1,109 and 1,354 after; the working halves 814 and 1,017 of 1,187 before, 814
// and 1,010 after. Halves moved by one to five questions either way, so every floor again sits at its half's new
// figure, rounded down.
const WORKING_TOP1 = 0.882;
const WORKING_TOP3 = 0.911;
const HELD_TOP1 = 0.823;
const HELD_TOP3 = 0.955;

/** Held-back halves kept unseen for a later round's end (run only under QM_HELD_BACK); their quotes were mapped when split. */
const UNSPENT: string[] = [];

const read = (name: string) => parse(readFileSync(new URL(`./blind-forum/${name}`, import.meta.url), 'utf8')) as ForumCase[];

let ix: SearchIndex;
let library: Library;
beforeAll(async () => {
  ({ library, ix } = await loadBuiltin());
});

/** One half's cases, each quote mapped to the entries of its ruleset holding it, and the quotes that map to none. */
function half(items: ForumCase[]): { cases: (RelevanceCase & { kind: string })[]; unmapped: string[] } {
  const unmapped: string[] = [];
  const cases = items.map((c) => {
    const answers = entriesQuoting(library, c.ruleset, c.quote);
    if (!answers.length) unmapped.push(`"${c.q}": no ${c.ruleset} entry contains "${c.quote}"`);
    return { query: c.q, ruleset: c.ruleset, kind: c.kind, answers };
  });
  return { cases, unmapped };
}

/** Scores a half, printing it overall and by kind, and returns the overall score. */
function measure(name: string, items: ForumCase[]) {
  const { cases } = half(items);
  const r = score(ix, cases, false);
  const kinds = [...new Set(cases.map((c) => c.kind))].map((k) => `  ${k}: ${describeScore(score(ix, cases.filter((c) => c.kind === k), false))}`);
  console.log(`forum ${name} (${r.total}): ${describeScore(r)}\n${kinds.join('\n')}${r.misses.length ? `\n  misses:\n  ${r.misses.join('\n  ')}` : ''}`);
  return r;
}

describe('forum-style search relevance', () => {
  it('the set has at least 120 questions in two halves, over every kind', () => {
    const working = read('working.yaml');
    const held = read('held-back.yaml');
    expect(working.length + held.length).toBeGreaterThanOrEqual(120);
    const kinds = new Set(working.map((c) => c.kind));
    for (const c of held) expect(kinds.has(c.kind), c.kind).toBe(true);
  });

  it('every quote is the text of some entry (a quote that maps to none is a test-data error)', () => {
    // Every set on disk but a held-back half not yet run (a failure would print its quotes): mapping scores nothing.
    const sets = readdirSync(new URL('./blind-forum/', import.meta.url)).filter((f) => f.endsWith('.yaml') && !UNSPENT.includes(f));
    expect(sets.length).toBeGreaterThanOrEqual(23);
    expect(sets.flatMap((f) => half(read(f)).unmapped)).toEqual([]);
  });

  // One row per half, each under the comment that says where its floors came from; each becomes a test named
  // "<name>: top-1 and top-3 floors". A new blind set adds its rows at the end: its working half, then its held-back
  // half. While that held-back half is unspent, its row has gate: '<set number>' (floors 0, total pinned, its file in
  // UNSPENT) and runs only under QM_HELD_BACK=<set number>.
  const HALVES: Half[] = [
    { name: 'working half', file: 'working.yaml', top1: WORKING_TOP1, top3: WORKING_TOP3 },
    { name: 'held-back half', file: 'held-back.yaml', top1: HELD_TOP1, top3: HELD_TOP3 },

    // A second held-back half (80 questions), written blind after the first was spent, run once at the end of the second
    // round of search work (2026-11-25): 60.0% top-1, 80.0% top-3, as it came out (the code before that round: 57.5%, 78.8%).
    // It is spent now, like the first: the third round debugged against it too (63.8%, 83.8%), the fourth (how long, how
    // many, in what order) too (68.8%, 83.8%), and its floors sit just under.
    { name: 'second held-back half', file: 'held-back-2.yaml', top1: 0.812, top3: 0.925 },

    // A third held-back set (90 questions), written blind after the second was spent (blind-forum/README.md), run once at the
    // end of this session's two rounds of search work (2026-11-25): 52.2% top-1, 74.4% top-3, as it came out (the code at the
    // start of the session: 53.3%, 73.3%). Spent now; the next round debugged against it too (the game's words as players
    // use them, cue phrases in any form of their words, a game named by its initials, "till"): 55.6%, 76.7%. The floors sit just under.
    { name: 'third held-back half', file: 'held-back-3.yaml', top1: 0.844, top3: 0.933 },

    // A fourth held-back set (90 questions), written blind before the next round started, run once at the end of that
    // round (2026-11-25): 55.6% top-1, 76.7% top-3, as it came out, the same as the code before the round gave. Spent now.
    { name: 'fourth held-back half', file: 'held-back-4.yaml', top1: 0.844, top3: 0.955 },

    // A fifth held-back set (90 questions), written blind before the next round started, run once at the end of that round
    // (2026-11-26): 53.3% top-1, 74.4% top-3, as it came out (the code before the round: 54.4% and 74.4%). Spent now.
    { name: 'fifth held-back half', file: 'held-back-5.yaml', top1: 0.777, top3: 0.933 },

    // A sixth set (100 questions), written blind before the next round started (blind-forum/README-6.md), split by kind
    // before any work: working-6 was debugged against; held-back-6 was run once, at the end of the round (2026-11-26). The
    // code before the round: working-6 52.0% top-1, 78.0% top-3; held-back-6 54.0% and 78.0%. At the end, as it came out:
    // the same on both. Spent now; floors at the figures.
    { name: 'sixth working half', file: 'working-6.yaml', top1: 0.76, top3: 0.94 },
    { name: 'sixth held-back half', file: 'held-back-6.yaml', top1: 0.68, top3: 0.96 },

    // A seventh set (100 questions), written blind at the end of the round that spent the sixth (blind-forum/README-7.md),
    // split by kind before any work: working-7 was debugged against; held-back-7 was run once, at the end of the round
    // (2026-11-26). The code before the round: working-7 46.0% top-1, 68.0% top-3; held-back-7 60.0% and 74.0%. At the end:
    // working-7 46.0% and 70.0%; held-back-7, as it came out, 60.0% and 74.0% (the same). Spent now; floors at the figures.
    { name: 'seventh working half', file: 'working-7.yaml', top1: 0.5, top3: 0.86 },
    { name: 'seventh held-back half', file: 'held-back-7.yaml', top1: 0.8, top3: 0.86 },

    // An eighth set (100 questions), written blind at the end of the round that spent the seventh (blind-forum/README-8.md),
    // split by ruleset and kind before any work: working-8 to debug against, held-back-8 run once at the end of the next
    // round (2026-11-26). The code when it was written (d8e0775): working-8 40.0% top-1, 60.0% top-3; held-back-8 50.0% and
    // 76.0% (totals only). At the end: the same on both halves; held-back-8 as it came out. Spent now; floors at the figures.
    // working-8 38.0% top-1 with the players' words the lexicons learnt ("capt" is captain: Cursed Captain Jack's topic
    // outranks its ruling on the roll), against +4 top-1 and +5 top-3 over the 887 spent and working questions.
    { name: 'eighth working half', file: 'working-8.yaml', top1: 0.58, top3: 0.84 },
    { name: 'eighth held-back half', file: 'held-back-8.yaml', top1: 0.74, top3: 0.92 },

    // A ninth set (100 questions), written blind at the end of the round that spent the eighth (blind-forum/README-9.md),
    // for the next round, split by ruleset and kind before any work: working-9 to debug against, held-back-9 to run once at
    // the end of the next round. The house sheets had almost no lines no earlier set quoted, so 96 are on the Code. The
    // code when it was written (1c4dfec, with the card-list quote mapped): working-9 40.0% top-1, 74.0% top-3;
    // held-back-9 50.0% and 74.0% (totals only).
    // With the players' words of docs/players-words/ (2026-11-26): working-9 40.0% and 78.0%, held-back-8 52.0% and 78.0%,
    // working-7 46.0% and 72.0%; those floors rose to the figures.
    { name: 'ninth working half', file: 'working-9.yaml', top1: 0.76, top3: 0.9 },

    // held-back-9 was run once, at the end of the round after (2026-11-26, e2349bf), as it came out: 52.0% top-1, 72.0%
    // top-3 (the code that wrote it: 50.0% and 74.0%). Spent now; floors at the figures.
    { name: 'ninth held-back half', file: 'held-back-9.yaml', top1: 0.74, top3: 0.9 },

    // A tenth set (100 questions), written blind at the start of the round that spends the ninth (blind-forum/README-10.md),
    // for the next round, split by ruleset and kind before any work: working-10 to debug against, held-back-10 to run once at
    // the end of the round after. Its house-sheet questions (19) reuse lines earlier sets quoted, asking something new of
    // each. The code when it was written (fabff51): working-10 49.0% top-1, 74.5% top-3; held-back-10 55.1% and 71.4%
    // (totals only). 47.1% and 72.5% with the players' words the lexicons learnt: "merc" now names the Mercenary keyword,
    // whose entries (with Ex-Patriot's) outrank the coin-for-crew ruling a story about both asks for.
    { name: 'tenth working half', file: 'working-10.yaml', top1: 0.725, top3: 0.823 },

    // held-back-10 was run once, at the end of the round that added the eleventh set (2026-11-26, fbd8100), as it came out:
    // 57.1% top-1 (28/49), 73.5% top-3 (36/49), the same as at that round's start; spent now, floors at the figures.
    { name: 'tenth held-back half', file: 'held-back-10.yaml', top1: 0.714, top3: 0.857 },

    // An eleventh set (100 questions), written blind during the round that spends the tenth (blind-forum/README-11.md), for a
    // later round, split by ruleset and kind before any work. The code when it was written (517245e): working-11 51.0%
    // top-1, 74.5% top-3; held-back-11 36.7% and 67.3% (totals only).
    { name: 'eleventh working half', file: 'working-11.yaml', top1: 0.843, top3: 0.941 },

    // held-back-11 was run once, at the end of the round that added what players ask of each ruling (2026-11-26, eccd64a),
    // as it came out: 59.2% top-1 (29/49), 81.6% top-3 (40/49); the code at that round's start (2c60a0c) gave 36.7% and
    // 67.3%. Spent now; floors at the figures.
    { name: 'eleventh held-back half', file: 'held-back-11.yaml', top1: 0.714, top3: 0.959 },

    // A twelfth set (100 questions), written blind at the end of the round that spends the eleventh (blind-forum/README-12.md),
    // for a later round, split by ruleset and kind before any work: working-12 to debug against, held-back-12 to run once at
    // the end of a later round. The code when it was written (86af6c0): working-12 50.0% top-1, 76.0% top-3; held-back-12 54.0% and
    // 80.0% (totals only).
    { name: 'twelfth working half', file: 'working-12.yaml', top1: 0.64, top3: 0.9 },

    // held-back-12 was run once, at the end of the round that counted each asked line alone (2026-11-26, 983a019), as it
    // came out: 56.0% top-1 (28/50), 80.0% top-3 (40/50); the code at that round's start (bcfbaee) gave 54.0% and 80.0%.
    // Spent now; floors at the figures.
    { name: 'twelfth held-back half', file: 'held-back-12.yaml', top1: 0.74, top3: 0.86 },

    // A thirteenth set (100 questions), written blind at the end of the round that spends the twelfth (blind-forum/README-13.md),
    // for a later round, split by ruleset and kind before any work: working-13 to debug against, held-back-13 to run once at
    // the end of a later round. The code when it was written (c35a443): working-13 59.2% top-1, 85.7% top-3; held-back-13
    // 56.9% and 84.3% (totals only).
    { name: 'thirteenth working half', file: 'working-13.yaml', top1: 0.734, top3: 0.836 },

    // held-back-13 was run once, at the end of the round that wrote the fourteenth set (2026-11-26, a4f32f3), as it came
    // out: 56.9% top-1 (29/51), 84.3% top-3 (43/51); the code at that round's start (23c6156) gave the same. Spent now;
    // floors at the figures.
    { name: 'thirteenth held-back half', file: 'held-back-13.yaml', top1: 0.725, top3: 0.901 },

    // A fourteenth set (100 questions), written blind at the start of the round that spends the thirteenth
    // (blind-forum/README-14.md), for a later round, split by ruleset and kind before any work: working-14 to debug against,
    // held-back-14 to run once at the end of a later round. The code when it was written (23c6156): working-14 58.0% top-1,
    // 88.0% top-3; held-back-14 70.0% and 80.0% (totals only).
    {
      name: 'fourteenth working half',
      file: 'working-14.yaml',
      // One question lower since a ruling touching three of the subjects asked counts above one touching two (meetings.ts):
      // every set together gained 13 at top-1 and 11 in the top 3; here one question's ruling on two subjects fell to second.
      top1: 0.7,
      top3: 0.86,
    },

    // held-back-14 was run once, at the end of the round that wrote the fifteenth set (2026-11-26, ae0d21a), as it came
    // out: 68.0% top-1 (34/50), 80.0% top-3 (40/50); the code at that round's start (8936b2c) gave 70.0% and 80.0%. Spent
    // now. Then 70.0% and 80.0% again: a class named beside one of its members ("volcano ... UTs") is met by that member's
    // rulings rather than dropped. Floors at the figures.
    { name: 'fourteenth held-back half', file: 'held-back-14.yaml', top1: 0.82, top3: 0.98 },

    // A fifteenth set (99 questions), written blind at the start of the round that spends the fourteenth
    // (blind-forum/README-15.md), for a later round, split by ruleset and kind before any work: working-15 to debug against,
    // held-back-15 to run once at the end of a later round. The code when it was written (2f0a01e): working-15 64.0% top-1,
    // 86.0% top-3; held-back-15 69.4% and 83.7% (totals only).
    {
      name: 'fifteenth working half',
      file: 'working-15.yaml',
      // One question lower since a ruling touching three of the subjects asked counts above one touching two (meetings.ts):
      // every set together gained 13 at top-1 and 11 in the top 3; here one question's ruling on two subjects fell to second.
      top1: 0.7,
      top3: 0.8,
    },

    // held-back-15 was run once, at the end of the round that wrote the sixteenth set (2026-11-26, 423f363, the round's
    // start and its code at the time), as it came out: 69.4% top-1 (34/49), 83.7% top-3 (41/49), as when it was written.
    // Spent now; floors at the figures.
    { name: 'fifteenth held-back half', file: 'held-back-15.yaml', top1: 0.714, top3: 0.836 },

    // A sixteenth set (98 questions), written blind at the start of the round that spends the fifteenth
    // (blind-forum/README-16.md), split by ruleset and kind before any work: working-16 to debug against, held-back-16 to
    // run once at the end of a later round. The code when it was written (308ecd0): working-16 63.3% top-1, 83.7% top-3;
    // held-back-16 69.4% and 89.8% (totals only).
    { name: 'sixteenth working half', file: 'working-16.yaml', top1: 0.714, top3: 0.897 },

    // held-back-16 was run once, at the end of the round that wrote the seventeenth set (2026-11-26, dd35adf, the round's
    // start and its code at the time), as it came out: 69.4% top-1 (34/49), 89.8% top-3 (44/49), as when it was written.
    // Spent now; floors at the figures.
    { name: 'sixteenth held-back half', file: 'held-back-16.yaml', top1: 0.755, top3: 0.918 },

    // A seventeenth set (100 questions), written blind at the start of the round that spends the sixteenth
    // (blind-forum/README-17.md), split by ruleset and kind before any work: working-17 (50) to debug against, held-back-17
    // (47: three whose quote is the text of no entry dropped unread) to run once at the end of a later round. The code when
    // it was written (23dd8e0): working-17 60.0% top-1, 70.0% top-3; held-back-17 55.3% and 83.0% (totals only).
    { name: 'seventeenth working half', file: 'working-17.yaml', top1: 0.62, top3: 0.76 },

    // held-back-17 was run once, at the end of the round that wrote the eighteenth set (2026-11-26), on the round's start
    // (9ca7ac0) and on its end (2def01b), as it came out: 55.3% top-1 (26/47), 83.0% top-3 (39/47) on both, as when it was
    // written, and on fd5793f (2def01b's list-lead change reverted). Spent now; floors at the figures.
    { name: 'seventeenth held-back half', file: 'held-back-17.yaml', top1: 0.659, top3: 0.893 },

    // An eighteenth set (76 questions), written blind at the start of the round that spends the seventeenth
    // (blind-forum/README-18.md), split by ruleset and kind before any work: working-18 (38) to debug against, held-back-18
    // (38) to run once at the end of a later round. The code when it was written (4eb2906): working-18 52.6% top-1, 81.6%
    // top-3; held-back-18 57.9% and 78.9% (totals only).
    { name: 'eighteenth working half', file: 'working-18.yaml', top1: 0.657, top3: 0.868 },

    // held-back-18 was run once, at the end of the round that wrote the nineteenth set (2026-11-27), on the round's start
    // (c636aef) and on its end (1901b75), as it came out: 57.9% top-1 (22/38), 78.9% top-3 (30/38) on both, as when it was
    // written. Spent now; floors at the figures.
    { name: 'eighteenth held-back half', file: 'held-back-18.yaml', top1: 0.631, top3: 0.842 },

    // A nineteenth set (80 questions), written blind at the start of the round that spends the eighteenth
    // (blind-forum/README-19.md; 16 on lines no earlier set quoted, 64 asking something new of a line quoted once before),
    // split by ruleset and kind before any work: working-19 (40) to debug against, held-back-19 (40) to run once at the end
    // of a later round. The code when it was written (027e3f3): working-19 62.5% top-1, 87.5% top-3; held-back-19 60.0% and
    // 75.0% (totals only).
    { name: 'nineteenth working half', file: 'working-19.yaml', top1: 0.825, top3: 0.925 },

    // held-back-19 was run once, at the end of the round that wrote the twentieth set (2026-11-27), on the round's code
    // (e15fa14: search and resolver as at its start, be2ff07), as it came out: 60.0% top-1 (24/40), 75.0% top-3 (30/40),
    // as when it was written. Spent now; floors at the figures.
    { name: 'nineteenth held-back half', file: 'held-back-19.yaml', top1: 0.65, top3: 0.825 },

    // A twentieth set (55 questions), written blind at the start of the round that spends the nineteenth
    // (blind-forum/README-20.md; every line quoted once before, each asked something new), split by ruleset and kind before
    // any work: working-20 (28) to debug against, held-back-20 (27) to run once at the end of a later round. The code when
    // it was written (d899b46): working-20 82.1% top-1, 92.9% top-3; held-back-20 74.1% and 96.3% (totals only).
    { name: 'twentieth working half', file: 'working-20.yaml', top1: 0.857, top3: 0.892 },

    // held-back-20 was run once, at the end of the round after the one that wrote it (2026-11-27), on the round's start
    // (89789fe) and on its end (2d57cfe), as it came out: 74.1% top-1 (20/27), 96.3% top-3 (26/27) on both, as when it was
    // written (no search change that round). Spent now; floors at the figures.
    { name: 'twentieth held-back half', file: 'held-back-20.yaml', top1: 0.74, top3: 0.925 },

    // A twenty-first set (58 questions), written blind at the start of the round that spends the twentieth
    // (blind-forum/README-21.md; every line quoted once before, each asked something new), split by ruleset and kind before
    // any work: working-21 (29) to debug against, held-back-21 (29) to run once at the end of a later round. The code when
    // it was written (bdf9def): working-21 48.3% top-1, 69.0% top-3; held-back-21 65.5% and 79.3% (totals only).
    {
      name: 'twenty-first working half',
      file: 'working-21.yaml',
      // 14/29 and 21/29 after the round that spent held-back-21 ('whose call' asks who picks).
      top1: 0.655,
      top3: 0.862,
    },

    // held-back-21 was run once, at the end of the round after the one that wrote it (2026-11-27), on the round's start
    // (a821a93) and on its end (c8a7349), as it came out: 65.5% top-1 (19/29), 79.3% top-3 (23/29) on both, as when it
    // was written. Spent now; floors at the figures.
    { name: 'twenty-first held-back half', file: 'held-back-21.yaml', top1: 0.827, top3: 0.896 },

    // A twenty-second set (57 questions), written blind at the start of the round that spends it (blind-forum/README-22.md;
    // every line quoted once before, a few twice, each asked something new), split by ruleset and kind before any work:
    // working-22 (29) to debug against, held-back-22 (28) to run once at the end of the round. The code when it was written
    // (269d8d4): working-22 65.5% top-1 (19/29), 89.7% top-3 (26/29); held-back-22 78.6% and 85.7% (totals only).
    { name: 'twenty-second working half', file: 'working-22.yaml', top1: 0.827, top3: 0.965 },

    // held-back-22 was run once, at the end of the round that wrote it (2026-11-27), on the round's start (269d8d4) and on
    // its end (bda831f), as it came out: 78.6% top-1 (22/28), 85.7% top-3 (24/28) on both (that round's search change kept
    // every hit). Spent now; floors at the figures.
    { name: 'twenty-second held-back half', file: 'held-back-22.yaml', top1: 0.785, top3: 1 },

    // A twenty-third set (60 questions), written blind at the start of the round that spends it by two helpers
    // (blind-forum/README-23.md, README-23b.md; nearly every line had been quoted, so each asks a new angle of one), split
    // by ruleset and kind before any work: working-23 (30) to debug against, held-back-23 (30) to run once at the end of the
    // round. The code when it was written (50dbbbc): working-23 50.0% top-1 (15/30), 63.3% top-3 (19/30).
    { name: 'twenty-third working half', file: 'working-23.yaml', top1: 0.533, top3: 0.733 },

    // held-back-23 was run once, at the end of the round that wrote it (2026-11-27), on the round's start (1c19c2b) and on
    // its end (bbcff90), as it came out: 43.3% top-1 (13/30), 76.7% top-3 (23/30) on both. (Its totals had also been
    // printed once mid-round, by a scratch script that read every set on disk: the same figures, and nothing was looked
    // at or changed against it.) Spent now; floors at the figures.
    { name: 'twenty-third held-back half', file: 'held-back-23.yaml', top1: 0.566, top3: 0.866 },

    // A twenty-fourth set (50 questions), written blind at the start of the round that spends it by two helpers
    // (blind-forum/README-24.md, README-24b.md; the seed lines are nearly asked out: one fresh line, the rest ask a new
    // angle of a line quoted once or twice), split by ruleset and kind before any work: working-24 (25) to debug against,
    // held-back-24 (25) to run once at the end of the round. The code when it was written (e115dda): working-24 64.0%
    // top-1 (16/25), 84.0% top-3 (21/25), once the harness maps a quote of a topic's card list (Fire Masts) to the topic.
    { name: 'twenty-fourth working half', file: 'working-24.yaml', top1: 0.84, top3: 0.96 },

    // held-back-24 was run once, at the end of the round that wrote it (2026-11-27), on the round's start (e115dda) and on
    // its end (c43ffe2), as it came out: 76.0% top-1 (19/25), 84.0% top-3 (21/25) on both. Spent now; floors at the figures.
    {
      name: 'twenty-fourth held-back half',
      file: 'held-back-24.yaml',
      // One question lower since a ruling touching three of the subjects asked counts above one touching two (meetings.ts):
      // every set together gained 13 at top-1 and 11 in the top 3; here one question's ruling on two subjects fell to second.
      top1: 0.8,
      top3: 0.96,
    },

    // A twenty-fifth set (36 questions), written blind at the start of the round that spends it by two helpers
    // (blind-forum/README-25.md, README-25b.md; the seed lines are nearly asked out: four fresh lines, the rest ask a new
    // case of a line quoted before), split by ruleset and kind before any work: working-25 (18) to debug against,
    // held-back-25 (18) to run once at the end of the round. The code when it was written (2e1c60a): working-25 44.4%
    // top-1 (8/18), 77.8% top-3 (14/18).
    { name: 'twenty-fifth working half', file: 'working-25.yaml', top1: 0.722, top3: 0.888 },

    // held-back-25 was run once, at the end of the round that wrote it (2026-11-27), on the round's start (2e1c60a) and on
    // its end (8ab1929), as it came out: 50.0% top-1 (9/18), 61.1% top-3 (11/18) on both, two of its quotes mapping to no
    // entry and so counted as misses. Spent, it showed why: one ends inside a possessive of a quoted card text ("this
    // ship" of "this ship's action"), the other is a section's heading (the board game's), which no entry has as its text.
    // The harness maps both now (the possessive in quoted card texts too; a heading to the topics under it): 55.6% top-1
    // (10/18), 66.7% top-3 (12/18), on both builds. Floors at those figures.
    { name: 'twenty-fifth held-back half', file: 'held-back-25.yaml', top1: 0.666, top3: 0.833 },

    // A twenty-sixth set (30 questions), written blind at the start of the round that spends it by a helper
    // (blind-forum/README-26.md; every usable seed line had been asked before, so each question asks a case or clause the
    // earlier ones on its line did not), split by ruleset and kind before any work: working-26 (15) to debug against,
    // held-back-26 (15) to run once at the end of the round. The code when it was written (fc0330e): working-26 46.7%
    // top-1 (7/15), 73.3% top-3 (11/15).
    { name: 'twenty-sixth working half', file: 'working-26.yaml', top1: 0.533, top3: 0.866 },

    // held-back-26 was run once, at the end of the round that wrote it (2026-11-27), on the round's start (fc0330e) and on
    // its end (f6ec06c), as it came out: 33.3% top-1 (5/15) on both; 53.3% top-3 (8/15) at the start, 66.7% (10/15) at
    // the end, the round's second lines of what players ask lifting two questions into the top 3. Spent now; floors at the
    // end's figures.
    { name: 'twenty-sixth held-back half', file: 'held-back-26.yaml', top1: 0.4, top3: 0.733 },

    // A twenty-seventh set (28 questions), written blind at the start of the round that spends it by a helper
    // (blind-forum/README-27.md; every question on a seed line of its own, most asked once or twice before), split by
    // ruleset and kind before any work: working-27 (14) to debug against, held-back-27 (14) to run once at the end of the
    // round. The code when it was written (3817287): working-27 71.4% top-1 (10/14), 85.7% top-3 (12/14).
    { name: 'twenty-seventh working half', file: 'working-27.yaml', top1: 0.714, top3: 0.785 },

    // held-back-27 was run once, at the end of the round that wrote it (2026-11-27), on the round's start (3817287) and on
    // its end (fccef54), as it came out: 57.1% top-1 (8/14), 64.3% top-3 (9/14), on both (no search code changed in the
    // round). Spent now; floors at the figures.
    { name: 'twenty-seventh held-back half', file: 'held-back-27.yaml', top1: 0.642, top3: 0.714 },

    // A twenty-eighth set (36 questions), written blind at the start of the round that spends it by a helper
    // (blind-forum/README-28.md; 28 on the Code, 8 on the house sheets, each a case or clause no earlier question asked),
    // split by ruleset and kind before any work: working-28 (18) to debug against, held-back-28 (18) to run once at the
    // end of the round. The code when it was written (63cc83c): working-28 66.7% top-1 (12/18), 77.8% top-3 (14/18).
    { name: 'twenty-eighth working half', file: 'working-28.yaml', top1: 0.611, top3: 0.833 },

    // held-back-28 was run once, at the end of the round that wrote it (2026-11-27), on the round's start (148ec7c) and on
    // its end (d24420f), as it came out: 77.8% top-1 (14/18), 94.4% top-3 (17/18), on both (no search code changed in the
    // round). Spent now; floors at the figures.
    { name: 'twenty-eighth held-back half', file: 'held-back-28.yaml', top1: 0.833, top3: 0.944 },

    // A twenty-ninth set (34 questions), written blind at the start of the round that spends it by a helper
    // (blind-forum/README-29.md; 26 on the Code, 8 on the house sheets, each on a seed line of its own, two lines never
    // asked before), split by ruleset and kind before any work: working-29 (17) to debug against, held-back-29 (17) to run
    // once at the end of the round. The code when it was written (85445f7): working-29 76.5% top-1 (13/17), 94.1% top-3 (16/17).
    { name: 'twenty-ninth working half', file: 'working-29.yaml', top1: 0.882, top3: 0.941 },

    // held-back-29 was run once, at the end of the round that wrote it (2026-11-27), on the round's start (746c92d) and on
    // its end (863c8ed), as it came out: 64.7% top-1 (11/17), 76.5% top-3 (13/17), on both (no search code changed in the
    // round). Spent now; floors at the figures.
    { name: 'twenty-ninth held-back half', file: 'held-back-29.yaml', top1: 0.647, top3: 0.882 },

    // A thirtieth set (30 questions), written blind at the start of the round that spends it by a helper
    // (blind-forum/README-30.md; 22 on the Code, 8 on the house sheets, each on a seed line of its own), split by ruleset
    // and kind before any work: working-30 (15) to debug against, held-back-30 (15) to run once at the end of the round.
    // The code when it was written (2eb4ee4): working-30 40.0% top-1 (6/15), 60.0% top-3 (9/15); at the round's end
    // (cd4fb1d) 46.7% top-1 (7/15): "drop off" read as unloading.
    { name: 'thirtieth working half', file: 'working-30.yaml', top1: 0.4, top3: 0.666 },

    // held-back-30 was run once, at the end of the round that wrote it (2026-11-28), on the round's start (cd26d03) and on
    // its end (cd4fb1d), as it came out: 53.3% top-1 (8/15), 73.3% top-3 (11/15), on both (the round's phrases and
    // players' words changed none of its answers). Spent now; floors at the figures.
    { name: 'thirtieth held-back half', file: 'held-back-30.yaml', top1: 0.533, top3: 0.866 },

    // A thirty-first set (27 questions), written blind at the start of the round that spends it by a helper
    // (blind-forum/README-31.md; 19 on the Code, 8 on the house sheets, each on a seed line of its own), split by ruleset
    // and kind before any work: working-31 (14) to debug against, held-back-31 (13) to run once at the end of the round.
    // The code when it was written (f2d796b): working-31 57.1% top-1 (8/14), 78.6% top-3 (11/14).
    { name: 'thirty-first working half', file: 'working-31.yaml', top1: 0.714, top3: 0.785 },

    // held-back-31 was run once, at the end of the round that wrote it (2026-11-28), on the round's start (8d44b27) and on
    // its end (0a5bc4e): 69.2% top-1 (9/13), 92.3% top-3 (12/13) on both. Spent; the floors sit at those figures.
    { name: 'thirty-first held-back half', file: 'held-back-31.yaml', total: 13, top1: 0.692, top3: 0.846 },

    // A thirty-second set (24 questions), written blind at the start of the round that spends it by a helper
    // (blind-forum/README-32.md; 18 on the Code, 6 on the house sheets, each on a seed line of its own), split by ruleset
    // and kind before any work: working-32 (12) to debug against, held-back-32 (12) to run once at the end of the round.
    // The code when it was written (82dc6d3): working-32 33.3% top-1 (4/12), 66.7% top-3 (8/12).
    { name: 'thirty-second working half', file: 'working-32.yaml', top1: 0.416, top3: 0.666 },

    // held-back-32 was run once, at the end of the round that wrote it (2026-11-28), on the round's start (95f62a9) and on
    // its end (2078301): 66.7% top-1 (8/12), 83.3% top-3 (10/12) on both. Spent; the floors sit at those figures.
    { name: 'thirty-second held-back half', file: 'held-back-32.yaml', total: 12, top1: 0.75, top3: 1 },

    // A thirty-third set (24 questions), written blind at the start of the round that spends it by a helper
    // (blind-forum/README-33.md; 16 on the Code, 8 on the house sheets), split by ruleset and kind before any work:
    // working-33 (12) to debug against, held-back-33 (12) to run once at the end of the round. The code when it was
    // written (be85073): working-33 33.3% top-1 (4/12), 58.3% top-3 (7/12).
    { name: 'thirty-third working half', file: 'working-33.yaml', top1: 0.333, top3: 0.583 },

    // held-back-33 was run once, at the end of the round that wrote it (2026-11-28), on the round's start (5fb4b52) and on
    // its end (21a804d): 50.0% top-1 (6/12), 66.7% top-3 (8/12) on both. Spent; the floors sit at those figures.
    { name: 'thirty-third held-back half', file: 'held-back-33.yaml', total: 12, top1: 0.583, top3: 0.666 },

    // A thirty-fourth set (31 questions), written blind at the start of the round that spends it by a helper
    // (blind-forum/README-34.md; 23 on the Code, 8 on the house sheets), split by ruleset and kind before any work:
    // working-34 (16) to debug against, held-back-34 (15) to run once at the end of the round. The code at the round's
    // start (640d0b8) and when it was split (3b3e3ae): working-34 62.5% top-1 (10/16), 81.3% top-3 (13/16).
    { name: 'thirty-fourth working half', file: 'working-34.yaml', top1: 0.75, top3: 0.875 },

    // held-back-34 was run once, at the end of the round that wrote it (2026-11-28), on the round's start (640d0b8) and on
    // its end (226d161): 66.7% top-1 (10/15), 86.7% top-3 (13/15) on both. Spent; floors at the figures.
    { name: 'thirty-fourth held-back half', file: 'held-back-34.yaml', total: 15, top1: 0.666, top3: 0.866 },

    // A thirty-fifth set (28 questions), written blind at the start of the round that spends it (blind-forum/README-35.md;
    // 21 on the Code, 7 on the house sheets), split by ruleset and kind before any work: working-35 (14) to debug against,
    // held-back-35 (14) to run once at the end of the round. The code at the round's start (a61fbfb) and when it was split
    // (2ef857f): working-35 64.3% top-1 (9/14), 85.7% top-3 (12/14); the same at the end of the round.
    { name: 'thirty-fifth working half', file: 'working-35.yaml', top1: 0.714, top3: 0.857 },

    // held-back-35 was run once, at the end of the round that wrote it (2026-11-28), on the round's start (a61fbfb) and on
    // its end (f7941a4): 57.1% top-1 (8/14), 71.4% top-3 (10/14) on both. Spent; floors at the figures. Five of its
    // questions were printed, by a scratch script, before the run: nothing was changed for them.
    { name: 'thirty-fifth held-back half', file: 'held-back-35.yaml', total: 14, top1: 0.571, top3: 0.785 },

    // A thirty-sixth set (28 questions), written blind at the start of the round that spends it (blind-forum/README-36.md;
    // 22 on the Code, 6 on the house sheets, every kind present), split by ruleset and kind before any work. The code at the
    // round's start (75e3057) and when it was split (edbedb8): working-36 71.4% top-1 (10/14), 78.6% top-3 (11/14); the
    // same at the end of the round.
    { name: 'thirty-sixth working half', file: 'working-36.yaml', top1: 0.642, top3: 0.857 },

    // held-back-36 was run once, at the end of the round that wrote it (2026-11-28), on the round's start (75e3057) and on
    // its end (62d6f0c): 100.0% top-1 (14/14), 100.0% top-3 (14/14) on both. Its questions sit on lines asked once or
    // twice before (the seeds are nearly used up), which what players ask (rulesets/*/asked) already covers. Spent.
    { name: 'thirty-sixth held-back half', file: 'held-back-36.yaml', total: 14, top1: 0.785, top3: 1 },

    // A thirty-seventh set (27 questions), written blind at the start of the round that spends it (blind-forum/README-37.md;
    // 23 on the Code, 4 on the house sheets, none on Krosmaster, every kind present), split by ruleset and kind before any
    // work. The code when it was split (fe32360; search unchanged since the round's start, 152bd1f): working-37 35.7%
    // top-1 (5/14), 57.1% top-3 (8/14).
    { name: 'thirty-seventh working half', file: 'working-37.yaml', top1: 0.357, top3: 0.642 },

    // held-back-37 was run once, at the end of the round that wrote it (2026-11-28), on the round's start (152bd1f) and on
    // its end (23ee1f1): 38.5% top-1 (5/13), 53.8% top-3 (7/13) on both (no search change in the round). Far under the
    // older sets: questions on the few lines not yet asked are what the search reads worst. Spent; floors at the figures.
    { name: 'thirty-seventh held-back half', file: 'held-back-37.yaml', total: 13, top1: 0.307, top3: 0.692 },

    // A thirty-eighth set (18 questions; blind-forum/README-38.md), written blind in round 37 by a second writer from the
    // same brief (16 on the Code, 2 on the house sheets), left unopened, and split by ruleset and kind in round 38 before
    // any work, by a script that printed counts only. The code when it was split (a3fad86): working-38 66.7% top-1 (6/9),
    // 77.8% top-3 (7/9).
    { name: 'thirty-eighth working half', file: 'working-38.yaml', top1: 0.555, top3: 0.777 },

    // held-back-38 was run once, at the end of round 38 (2026-11-28), on its start (a3fad86) and on its end (87a9156):
    // 55.6% top-1 (5/9), 66.7% top-3 (6/9) on both. Spent; floors at the figures.
    { name: 'thirty-eighth held-back half', file: 'held-back-38.yaml', total: 9, top1: 0.555, top3: 0.888 },

    // A second thirty-eighth set (28 questions; blind-forum/README-38b.md), written blind at the start of round 38 on seed
    // lines drawn at random (11 on lines no earlier question quotes, 17 retelling lines asked before in other words): 21
    // on the Code, 7 on the house sheets, every kind present. Split by ruleset and kind before any work, by a script that
    // printed counts only. The code when it was split (537d80d): working-38b 57.1% top-1 (8/14), 78.6% top-3 (11/14).
    { name: 'second thirty-eighth working half', file: 'working-38b.yaml', top1: 0.642, top3: 0.785 },

    // held-back-38b was run once, at the end of round 38 (2026-11-28), on its start (a3fad86) and on its end (87a9156):
    // 57.1% top-1 (8/14), 92.9% top-3 (13/14) on both. Spent; floors at the figures.
    { name: 'second thirty-eighth held-back half', file: 'held-back-38b.yaml', total: 14, top1: 0.642, top3: 0.714 },

    // A thirty-ninth set (28 questions; blind-forum/README-39.md), written blind at the start of round 39 on seed lines
    // drawn at random (the four lines no earlier question quotes were drawn first and skipped: a cross-reference twice,
    // a row of tile numbers, a seven-word line): 21 on the Code, 7 on the house sheets, every kind present. Split by
    // ruleset and kind before any work, by a script that printed counts only. The code when it was split (732a55f):
    // working-39 42.9% top-1 (6/14), 57.1% top-3 (8/14).
    { name: 'thirty-ninth working half', file: 'working-39.yaml', top1: 0.428, top3: 0.642 },

    // held-back-39 was run once, at the end of round 39 (2026-11-29), on its start (bf41db6) and on its end (c07dec5):
    // 57.1% top-1 (8/14), 71.4% top-3 (10/14) on both. Spent; floors at the figures.
    { name: 'thirty-ninth held-back half', file: 'held-back-39.yaml', total: 14, top1: 0.571, top3: 0.642 },

    // A fortieth set (28 questions; blind-forum/README-40.md), written blind at the start of round 40 on seed lines
    // drawn at random (the four lines no earlier question quotes were drawn first and skipped, as in round 39): 21 on
    // the Code, 7 on the house sheets, every kind present. Split by ruleset and kind before any work, by a script that
    // printed counts only. The code when it was split (3577b48): working-40 42.9% top-1 (6/14), 85.7% top-3 (12/14).
    { name: 'fortieth working half', file: 'working-40.yaml', top1: 0.571, top3: 0.714 },

    // held-back-40 was run once, at the end of round 40 (2026-11-29), on its start (3577b48) and on its end (0d4350e):
    // 42.9% top-1 (6/14), 50.0% top-3 (7/14) on both. Spent; floors at the figures.
    { name: 'fortieth held-back half', file: 'held-back-40.yaml', total: 14, top1: 0.571, top3: 0.714 },

    // A forty-first set (28 questions; blind-forum/README-41.md), written blind at the start of round 41 on seed lines
    // drawn at random (the four lines no earlier question quotes were drawn first and skipped): 21 on the Code, 7 on the
    // house sheets, every kind present. Split by ruleset and kind before any work, by a script that printed counts only.
    // The code when it was split (9b79da0): working-41 42.9% top-1 (6/14), 78.6% top-3 (11/14).
    { name: 'forty-first working half', file: 'working-41.yaml', top1: 0.5, top3: 0.785 },

    // held-back-41 was run once, at the end of round 41 (2026-11-29), on its start (9b79da0) and on its end (71f4b12):
    // 85.7% top-1 (12/14), 85.7% top-3 (12/14) on both. Spent; floors at the figures.
    { name: 'forty-first held-back half', file: 'held-back-41.yaml', total: 14, top1: 0.714, top3: 0.857 },

    // A forty-second set (28 questions; blind-forum/README-42.md), written blind at the start of round 42 on seed lines
    // drawn at random (the four lines no earlier question quotes were drawn first and skipped): 21 on the Code, 7 on the
    // house sheets, four of each kind. Split by ruleset and kind before any work, by a script that printed counts only.
    // The code when it was split (90c3095): working-42 50.0% top-1 (7/14), 78.6% top-3 (11/14).
    { name: 'forty-second working half', file: 'working-42.yaml', top1: 0.571, top3: 0.785 },

    // held-back-42 was run once, at the end of round 42 (2026-11-29), on its start (90c3095) and on its end (d4ebf05):
    // 64.3% top-1 (9/14), 92.9% top-3 (13/14) on both. Spent; floors at the figures.
    { name: 'forty-second held-back half', file: 'held-back-42.yaml', total: 14, top1: 0.714, top3: 0.857 },

    // A forty-third set (28 questions; blind-forum/README-43.md), written blind at the start of round 43 on seed lines
    // drawn at random (the four lines no earlier question quotes were drawn first and skipped): 21 on the Code, 7 on the
    // house sheets, four of each kind. Split by ruleset and kind before any work, by a script that printed counts only.
    // The code when it was split (c0a15b1): working-43 57.1% top-1 (8/14), 78.6% top-3 (11/14).
    { name: 'forty-third working half', file: 'working-43.yaml', top1: 0.571, top3: 0.857 },

    // held-back-43 was run once, at the end of round 43 (2026-11-29), on its start (c0a15b1) and on its end (dac1d21):
    // 50.0% top-1 (7/14), 71.4% top-3 (10/14) at the start; 50.0% (7/14), 78.6% (11/14) at the end. Spent; floors at the
    // end's figures.
    { name: 'forty-third held-back half', file: 'held-back-43.yaml', total: 14, top1: 0.571, top3: 0.714 },

    // A forty-fourth set (28 questions; blind-forum/README-44.md), written blind at the start of round 44 on seed lines
    // drawn at random (the four lines no earlier question quotes were drawn first and skipped, and one heading): 21 on the
    // Code, 7 on the house sheets, four of each kind. Split by ruleset and kind before any work, by a script that printed
    // counts only. The code when it was split (719183e): working-44 71.4% top-1 (10/14), 85.7% top-3 (12/14). At the
    // round's end, 64.3% (9/14) and 78.6% (11/14): with words weighed by their rarity, a question on the Captain keyword
    // and a free move fell to second and one on hidden gold totals to fourth.
    { name: 'forty-fourth working half', file: 'working-44.yaml', top1: 0.642, top3: 0.785 },

    // held-back-44 was run once, at the end of round 44 (2026-11-29), on its start (719183e) and on its end (40e254e):
    // 78.6% top-1 (11/14), 100% top-3 (14/14) on both. Spent; floors at the figures.
    { name: 'forty-fourth held-back half', file: 'held-back-44.yaml', total: 14, top1: 0.785, top3: 1 },

    // A forty-fifth set (28 questions; blind-forum/README-45.md), written blind at the start of round 45 on seed lines
    // drawn at random (the four lines no earlier question quotes were drawn first and skipped): 21 on the Code, 7 on the
    // house sheets, four of each kind. Split by ruleset and kind before any work, by a script that printed counts only.
    // The code when it was split (fce6210): working-45 57.1% top-1 (8/14), 85.7% top-3 (12/14); the same at the round's
    // end (the round changed nothing search reads).
    { name: 'forty-fifth working half', file: 'working-45.yaml', top1: 0.571, top3: 0.857 },

    // held-back-45 was run once, at the end of round 45 (2026-11-29), on its start (fce6210), which is its end in code:
    // 42.9% top-1 (6/14), 71.4% top-3 (10/14). Spent; floors at the figures.
    { name: 'forty-fifth held-back half', file: 'held-back-45.yaml', total: 14, top1: 0.428, top3: 0.714 },

    // A forty-sixth set (28 questions; blind-forum/README-46.md), written blind in round 45 once the forty-fifth was
    // spent, on seed lines drawn at random (the four lines no earlier question quotes were drawn first and skipped): 21 on
    // the Code, 7 on the house sheets, four of each kind. Split by ruleset and kind before any work, by a script that
    // printed counts only. The code when it was split (fce6210 in what search reads): working-46 71.4% top-1 (10/14),
    // 78.6% top-3 (11/14).
    { name: 'forty-sixth working half', file: 'working-46.yaml', top1: 0.714, top3: 0.785 },

    // held-back-46 was run once, at the end of round 45 (2026-11-29), on the code when it was written (5ed79bc) and on the
    // round's end (3d9d521; nothing search reads changed): 64.3% top-1 (9/14), 78.6% top-3 (11/14) on both. Spent; floors
    // at the figures.
    { name: 'forty-sixth held-back half', file: 'held-back-46.yaml', total: 14, top1: 0.642, top3: 0.785 },
  ];

  for (const h of HALVES) {
    const test = h.gate === undefined ? it : it.runIf(process.env.QM_HELD_BACK === h.gate);
    test(`${h.name}: top-1 and top-3 floors`, () => {
      const r = measure(h.name, read(h.file));
      if (h.total !== undefined) expect(r.total).toBe(h.total);
      expect(r.top1 / r.total).toBeGreaterThanOrEqual(h.top1);
      expect(r.top3 / r.total).toBeGreaterThanOrEqual(h.top3);
    });
  }
});

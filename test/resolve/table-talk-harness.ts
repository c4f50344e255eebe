/**
 * Scores the table-talk blind set (test/blind-table-talk): boards described as players talk, each question with the
 * seed lines that decide it (`# decides q1: "..."`). A question is right when `qm check` finds no mismatch and, for a
 * firm answer, a deciding entry (one whose text holds a quoted line, or one above or below it) is cited. A firm answer
 * that is wrong is counted apart: a confident wrong ruling is the worst failure for a judge.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { runChecks } from '../../src/check/run-checks.js';
import type { Library } from '../../src/rulesets/entry.js';
import { foldQuote, withoutListNumber } from '../search/relevance-harness.js';

/** The figures of one half. */
export interface TableTalkScore {
  questions: number;
  right: number;
  /** Firm answers that are wrong. */
  confidentWrong: number;
  /** Right decision, but no deciding entry cited. */
  uncited: number;
  /** Left open where the documents decide, but the deciding text is among the nearest rulings the answer shows. */
  openShown: number;
  lines: string[];
}

/** Every situation file under `dir`, sorted. */
export function situationFilesIn(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.yaml')).map((f) => join(dir, f)).sort();
}

/** The quoted deciding lines of each question of a file: `# decides q1: "..."`. */
export function decidingQuotes(text: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const m of text.matchAll(/^#\s*decides\s+([\w.-]+)\s*:\s*"(.*)"\s*$/gm)) out.set(m[1]!, [...(out.get(m[1]!) ?? []), m[2]!]);
  return out;
}

/** The entries of `ruleset` (and the rulesets it extends) whose text holds one of the quotes, with their ancestors and descendants. */
function decidingEntries(lib: Library, ruleset: string, quotes: string[]): Set<string> {
  // A quote may start with its seed line's list number, as the forum harness allows.
  const want = quotes.map((q) => ` ${foldQuote(withoutListNumber(q))} `);
  const out = new Set<string>();
  for (const e of lib.entries) {
    if (e.ruleset !== ruleset || !want.some((w) => ` ${foldQuote(e.text)} `.includes(w) || e.quotes.some((q) => ` ${foldQuote(q.text)} `.includes(w)))) continue;
    for (let cur: string | undefined = e.id; cur; cur = lib.byId.get(cur)?.parent) out.add(cur);
    const down = [...e.children];
    while (down.length) {
      const id = down.pop()!;
      out.add(id);
      down.push(...(lib.byId.get(id)?.children ?? []));
    }
  }
  return out;
}

/** Runs the files and scores them. */
export function scoreTableTalk(lib: Library, files: string[], options: { strict?: boolean } = {}): TableTalkScore {
  const score: TableTalkScore = { questions: 0, right: 0, confidentWrong: 0, uncited: 0, openShown: 0, lines: [] };
  for (const result of runChecks(lib, files, options)) {
    const text = readFileSync(result.file, 'utf8');
    const quotes = decidingQuotes(text);
    const ruleset = /^ruleset:\s*([\w-]+)/m.exec(text)?.[1] ?? '';
    // Parsed, not matched line by line: an `expect` block may be written in flow or block style.
    const expect = (parse(text) as { expect?: Record<string, { undetermined?: unknown }> } | null)?.expect ?? {};
    if (result.status === 'error') {
      score.lines.push(`${result.file}: error ${result.error ?? ''}`);
      continue;
    }
    for (const q of result.questions) {
      score.questions++;
      const undeterminedExpected = expect[q.id]?.undetermined === true;
      // `check` words a mismatch on an open answer "got undetermined": any other mismatch is a firm answer that is wrong.
      const firm = !q.mismatches.some((m) => /got undetermined|\(undetermined\)/.test(m));
      const deciding = decidingEntries(lib, ruleset, quotes.get(q.id) ?? []);
      const cited = undeterminedExpected || q.cites.some((c) => deciding.has(c));
      if (q.mismatches.length === 0 && cited) score.right++;
      else if (q.mismatches.length === 0) {
        score.uncited++;
        score.lines.push(`${result.file} ${q.id}: right, but cites none of ${[...deciding].slice(0, 3).join(', ') || '(no entry holds the quote)'}; cites ${q.cites.join(', ') || 'nothing'}`);
      } else {
        if (firm) score.confidentWrong++;
        const shown = !firm && (q.nearest ?? []).some((n) => deciding.has(n));
        if (shown) score.openShown++;
        score.lines.push(`${result.file} ${q.id}${firm ? ' [FIRM]' : shown ? ' [open, deciding text shown]' : ''}: ${q.mismatches[0]}`);
      }
    }
  }
  return score;
}

/** "right 40/65 (61.5%), confident wrong 3 (4.6%), right but uncited 2". */
export function describeScore(s: TableTalkScore): string {
  const pct = (n: number) => `${((100 * n) / Math.max(1, s.questions)).toFixed(1)}%`;
  return `right ${s.right}/${s.questions} (${pct(s.right)}), confident wrong ${s.confidentWrong} (${pct(s.confidentWrong)}), right but uncited ${s.uncited}, open with the deciding text shown ${s.openShown}`;
}

/** JSON output: the shapes the contract fixes, plus extra fields it allows. */
import type { Entry, Library, RulesetInfo } from '../rulesets/entry.js';
import type { Problem } from '../rulesets/problem.js';
import { stripMarks } from '../rulesets/text.js';
import type { SearchHit } from '../search/search.js';

/** Serialises data the same way every time: two-space indent and a final newline. */
export function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** An entry as `qm show --json` gives it. */
export function entryJson(e: Entry) {
  return {
    id: e.id,
    ruleset: e.ruleset,
    source: e.source,
    section: e.section,
    title: e.title,
    text: e.text,
    cards: e.cards.map((c) => ({ name: c.name, number: c.number ?? null })),
    keywords: e.keywords,
    kind: e.kind,
    abilities: e.abilities,
    aliases: e.aliases,
    quotes: e.quotes.map((q) => ({ text: q.text, cards: (q.cards ?? []).map((c) => ({ name: c.name, number: c.number ?? null })), ...(q.note ? { note: q.note } : {}) })),
    see: e.see,
    parent: e.parent ?? null,
    children: e.children,
    ...(e.note ? { note: e.note } : {}),
  };
}

/** An entry with its sub-bullets nested in full (`rulings`, recursively), so one call gives a whole topic. */
export function entryTreeJson(lib: Library, e: Entry, match?: 'main' | 'mention'): ReturnType<typeof entryJson> & { plain: string; match?: string; rulings: unknown[] } {
  const rulings = e.children.flatMap((id) => {
    const child = lib.byId.get(id);
    return child ? [entryTreeJson(lib, child)] : [];
  });
  // `plain` is the text without the document's emphasis marks, for scripts that search or display it.
  return { ...entryJson(e), plain: stripMarks(e.text), ...(match ? { match } : {}), rulings };
}

/** A ruleset as `qm rulesets --json` gives it. */
export function rulesetJson(r: RulesetInfo) {
  return {
    id: r.id,
    title: r.title,
    game: r.game,
    sources: r.sources,
    entries: r.entryCount,
    base: r.base ?? null,
    extends: r.extends ?? null,
    builtin: r.builtin,
  };
}

/** A lint problem as `qm lint --json` gives it. */
export function problemJson(p: Problem, level: 'error' | 'warning') {
  return { level, rule: p.rule, message: p.message, file: p.where.file, line: p.where.line ?? null, column: p.where.column ?? null, key: p.key ?? null };
}

/** A search hit as `qm search --json` gives it (snippet and matched terms are extras). */
export function searchHitJson(h: SearchHit) {
  return {
    id: h.doc.id,
    ruleset: h.doc.ruleset,
    section: h.doc.section,
    title: h.doc.title,
    text: h.doc.text,
    score: h.score,
    kind: h.doc.kind,
    parent: h.doc.parent ?? null,
    under: h.under ?? null,
    ...(h.lifted ? { lifted: true } : {}),
    also: h.also,
    // The subjects the query named that this ruling is about together (a ruling on how they meet), or null.
    about: h.about ?? null,
    snippet: h.snippet.text,
    matched: h.snippet.marks.map(([a, b]) => h.snippet.text.slice(a, b)),
  };
}

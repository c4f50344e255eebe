/** Lint rules over directives: references that must exist, directives that cite nothing, cycles, and choosers that leave gaps. */
import { join } from 'node:path';
import type { Match, Matcher } from './directive-schema.js';
import type { Entry, EntryDirective, RulesetInfo } from './entry.js';
import type { Problem } from './problem.js';
import { displayPath } from './read-text.js';

type Found = Omit<Problem, 'rule'>;

/** What the directive rules look at. */
export interface DirectiveCheckInput {
  rulesets: RulesetInfo[];
  entries: Entry[];
}

/** A rule as checks.ts runs it. */
export interface DirectiveRule {
  name: string;
  level: 'error' | 'warning';
  run: (input: DirectiveCheckInput, dirOf: Map<string, string>) => Found[];
}

const placed = (e: Entry) => e.directives.map((d) => ({ d, e }));
const whereOf = (d: EntryDirective, e: Entry, dirOf: Map<string, string>) => d.at ?? { file: displayPath(join(dirOf.get(e.ruleset) ?? '', e.file)), line: e.line, column: e.column };

/** The names and phrases a match mentions, folded, to tell whether two matches can meet the same effect. */
function mentions(m: Match | Matcher[] | undefined): Set<string> {
  const out = new Set<string>();
  for (const x of m === undefined ? [] : Array.isArray(m) ? m : [m]) {
    for (const n of x.names ?? []) out.add(`name:${n.toLowerCase()}`);
    for (const p of x.phrases ?? []) out.add(`phrase:${p.toLowerCase()}`);
    for (const id of x.entries ?? []) out.add(`entry:${id}`);
  }
  return out;
}
const meet = (a: Set<string>, b: Set<string>) => [...a].some((x) => b.has(x));

/** Finds a cycle in a graph given as adjacency lists; returns its nodes or undefined. */
function cycleIn(edges: Map<number, number[]>): number[] | undefined {
  const state = new Map<number, 1 | 2>();
  const path: number[] = [];
  const visit = (n: number): number[] | undefined => {
    state.set(n, 1);
    path.push(n);
    for (const m of edges.get(n) ?? []) {
      if (state.get(m) === 1) return path.slice(path.indexOf(m));
      if (!state.has(m)) {
        const c = visit(m);
        if (c) return c;
      }
    }
    path.pop();
    state.set(n, 2);
    return undefined;
  };
  for (const n of edges.keys()) if (!state.has(n)) {
    const c = visit(n);
    if (c) return c;
  }
  return undefined;
}

/** The directive rules. */
export const directiveRules: DirectiveRule[] = [
  {
    name: 'directive-references',
    level: 'error',
    run: ({ entries }, dirOf) => {
      const ids = new Set(entries.map((e) => e.id));
      return entries.flatMap(placed).flatMap(({ d, e }) => {
        const refs = [
          ...(d.cites ?? []).map((id) => ['cites', id]),
          ...(d.kind === 'chooser' ? (d.overrides ?? []).map((id) => ['overrides', id]) : []),
          ...(d.kind === 'procedure' ? d.steps.flatMap((s) => (s.entry ? [['steps.entry', s.entry]] : [])) : []),
        ];
        return refs.filter(([, id]) => !ids.has(id!)).map(([key, id]) => ({ message: `${d.kind} directive on ${e.id}: ${key} names unknown entry '${id}'`, where: whereOf(d, e, dirOf), key }));
      });
    },
  },
  {
    name: 'directive-cites-nothing',
    level: 'error',
    run: ({ entries }, dirOf) =>
      entries.flatMap(placed).filter(({ e }) => e.kind === 'heading' || !e.text.trim()).map(({ d, e }) => ({
        message: `${d.kind} directive is attached to ${e.id}, a heading with no ruling text to cite; attach it to the entry that states the rule`,
        where: whereOf(d, e, dirOf),
        key: 'entry',
      })),
  },
  {
    name: 'precedence-cycle',
    level: 'error',
    run: ({ entries, rulesets }, dirOf) => {
      const out: Found[] = [];
      for (const r of rulesets) {
        const prefers = entries.filter((e) => e.ruleset === r.id).flatMap(placed).filter((x) => x.d.kind === 'prefer' && !x.d.chooser);
        const edges = new Map<number, number[]>();
        prefers.forEach((x, i) => {
          const loser = mentions(x.d.kind === 'prefer' ? x.d.loser : undefined);
          edges.set(i, prefers.flatMap((y, j) => (i !== j && y.d.kind === 'prefer' && meet(loser, mentions(y.d.winner)) ? [j] : [])));
        });
        const cycle = cycleIn(edges);
        if (cycle) {
          const first = prefers[cycle[0]!]!;
          out.push({ message: `precedence cycle: ${cycle.map((i) => prefers[i]!.e.id).join(' over … over ')} puts an effect above itself`, where: whereOf(first.d, first.e, dirOf), key: 'winner' });
        }
        const sources = new Map((r.precedence ?? []).map((p, i) => [i, (r.precedence ?? []).flatMap((q, j) => (p.over.includes(q.source) && i !== j ? [j] : []))]));
        const srcCycle = cycleIn(sources);
        if (srcCycle) out.push({ message: `precedence cycle among sources: ${srcCycle.map((i) => r.precedence![i]!.source).join(' over ')} over ${r.precedence![srcCycle[0]!]!.source}`, where: { file: displayPath(join(r.dir, 'ruleset.yaml')) }, key: 'precedence' });
      }
      return out;
    },
  },
  {
    name: 'chooser-gap',
    level: 'warning',
    run: ({ entries, rulesets }, dirOf) => {
      const out: Found[] = [];
      const byId = new Map(entries.map((e) => [e.id, e]));
      for (const r of rulesets) {
        const choosers = entries.filter((e) => e.ruleset === r.id).flatMap(placed).filter((x) => x.d.kind === 'chooser');
        // An override, direct or through a chain of exceptions, settles which of two choosers decides.
        const over = (a: Entry, b: Entry, seen = new Set<string>()): boolean => {
          if (seen.has(a.id)) return false;
          seen.add(a.id);
          const ds = a.directives.flatMap((d) => (d.kind === 'chooser' ? d.overrides ?? [] : []));
          return ds.includes(b.id) || ds.some((id) => { const n = byId.get(id); return n ? over(n, b, seen) : false; });
        };
        choosers.forEach((x, i) => choosers.slice(i + 1).forEach((y) => {
          if (x.d.kind !== 'chooser' || y.d.kind !== 'chooser' || x.d.picks === y.d.picks || x.e === y.e) return;
          if (!meet(mentions(x.d.match), mentions(y.d.match)) || over(x.e, y.e) || over(y.e, x.e)) return;
          out.push({ message: `choosers on ${x.e.id} (${x.d.picks}) and ${y.e.id} (${y.d.picks}) can match the same effect and neither overrides the other: such an effect gets no answer`, where: whereOf(y.d, y.e, dirOf), key: 'overrides' });
        }));
      }
      return out;
    },
  },
];

/** Lint rules over directives: references that must exist, directives that cite nothing, cycles, and choosers that leave gaps. */
import { join } from 'node:path';
import type { Match, Matcher } from './directive-schema.js';
import type { Entry, EntryDirective, RulesetInfo } from './entry.js';
import type { Problem } from './problem.js';
import { displayPath } from '../input/read-text.js';
import { manifestPath } from './manifest-path.js';
import { matcherValues } from './matcher-values.js';

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
/** Where a directive is written: its own position, else its entry's. */
export const whereOf = (d: EntryDirective, e: Entry, dirOf: Map<string, string>) => d.at ?? { file: displayPath(join(dirOf.get(e.ruleset) ?? '', e.file)), line: e.line, column: e.column };

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

/** The fact values a directive's matchers test, by fact: two directives testing one fact for different values never meet. */
function factValues(...ms: (Match | Matcher[] | undefined)[]): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const m of ms) for (const x of m === undefined ? [] : Array.isArray(m) ? m : [m]) {
    for (const [k, v] of Object.entries(x.facts ?? {})) out.set(k, (out.get(k) ?? new Set()).add(String(v)));
  }
  return out;
}

/** Whether two directives test some fact for values that cannot both hold. */
const factsApart = (a: Map<string, Set<string>>, b: Map<string, Set<string>>) => [...a].some(([k, vs]) => b.has(k) && ![...vs].some((v) => b.get(k)!.has(v)));

/**
 * Whether two matchers can never hold for one effect because of a fact: every alternative of both tests it, and no
 * value one wants is a value the other wants ("which item is lost" against "whether the ability is used").
 */
function matchersApartByFact(a: Match | Matcher[] | undefined, b: Match | Matcher[] | undefined): boolean {
  const list = (m: Match | Matcher[] | undefined) => (m === undefined ? [] : Array.isArray(m) ? m : [m]);
  const [la, lb] = [list(a), list(b)];
  if (!la.length || !lb.length) return false;
  const [va, vb] = [factValues(a), factValues(b)];
  return [...va.keys()].some((k) => [...la, ...lb].every((x) => x.facts?.[k] !== undefined) && factsApart(new Map([[k, va.get(k)!]]), new Map([[k, vb.get(k) ?? new Set()]])));
}

/** Whether two mention sets share a name, phrase or entry. */
const meet = (a: Set<string>, b: Set<string>) => [...a].some((x) => b.has(x));

/** Finds a cycle in a graph given as adjacency lists, without recursion (graphs can be large); returns its nodes or undefined. */
function cycleIn(edges: Map<number, number[]>): number[] | undefined {
  const state = new Map<number, 1 | 2>();
  for (const root of edges.keys()) {
    if (state.has(root)) continue;
    const path: number[] = [root];
    const next: number[] = [0];
    state.set(root, 1);
    while (path.length) {
      const n = path.at(-1)!;
      const out = edges.get(n) ?? [];
      const k = next.at(-1)!;
      if (k >= out.length) {
        state.set(n, 2);
        path.pop();
        next.pop();
        continue;
      }
      next[next.length - 1] = k + 1;
      const m = out[k]!;
      if (state.get(m) === 1) return path.slice(path.indexOf(m));
      if (!state.has(m)) {
        state.set(m, 1);
        path.push(m);
        next.push(0);
      }
    }
  }
  return undefined;
}

/** Items grouped under each key they mention: the index that replaces comparing every pair. */
function indexBy<T>(items: readonly T[], keys: (x: T) => Iterable<string>): Map<string, number[]> {
  const index = new Map<string, number[]>();
  items.forEach((x, i) => {
    for (const k of keys(x)) {
      const list = index.get(k);
      if (list) list.push(i);
      else index.set(k, [i]);
    }
  });
  return index;
}

/** Entries grouped by ruleset, once, so that per-ruleset rules do not rescan every entry for each ruleset. */
function byRuleset(entries: readonly Entry[]): Map<string, Entry[]> {
  const out = new Map<string, Entry[]>();
  for (const e of entries) {
    const list = out.get(e.ruleset);
    if (list) list.push(e);
    else out.set(e.ruleset, [e]);
  }
  return out;
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
    // An effect is read as entries under headings, never as a heading (the reading stops below it): a matcher naming a
    // heading, or an id that is no entry, never holds, and the directive never fires.
    name: 'matcher-entries',
    level: 'warning',
    run: ({ entries }, dirOf) => {
      const byId = new Map(entries.map((e) => [e.id, e]));
      return entries.flatMap(placed).flatMap(({ d, e }) =>
        matcherValues(d, 'entries').flatMap((id) => {
          const named = byId.get(id);
          if (named && named.kind !== 'heading') return [];
          const why = named ? `'${id}', a heading: no effect is read as a heading, so it never holds; name the entries under it` : `unknown entry '${id}', so it never holds`;
          return [{ message: `${d.kind} directive on ${e.id}: a matcher's entries name ${why}`, where: whereOf(d, e, dirOf), key: 'entries' }];
        }),
      );
    },
  },
  {
    // A shape rule, not a vocabulary one: it holds for rulesets without a vocabulary too.
    name: 'chooser-picks-or-fixed',
    level: 'error',
    run: ({ entries }, dirOf) =>
      entries.flatMap(placed).flatMap(({ d, e }) =>
        d.kind === 'chooser' && Boolean(d.picks) === Boolean(d.fixed)
          ? [{ message: `chooser directive on ${e.id} gives ${d.picks ? "both 'picks' and 'fixed'" : "neither 'picks' nor 'fixed'"}; give one`, where: whereOf(d, e, dirOf), key: 'picks' }]
          : [],
      ),
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
      const grouped = byRuleset(entries);
      for (const r of rulesets) {
        const prefers = (grouped.get(r.id) ?? []).flatMap(placed).filter((x) => x.d.kind === 'prefer' && !x.d.chooser && !x.d.result);
        // Two rulings that can each put the other's winner last, neither an exception to the other, disagree about
        // the same pair: that is an error. Longer chains join different effects through shared words and say
        // nothing about one pair, and the resolver already answers such a conflict as undetermined.
        const losers = prefers.map((x) => mentions(x.d.kind === 'prefer' ? x.d.loser : undefined));
        const winners = prefers.map((x) => mentions(x.d.kind === 'prefer' ? x.d.winner : undefined));
        const winnersOf = indexBy(prefers, (x) => mentions(x.d.kind === 'prefer' ? x.d.winner : undefined));
        const names = (i: number) => [prefers[i]!.e.id, prefers[i]!.d.label ?? 'prefer'];
        const excepts = (i: number, j: number) => (prefers[i]!.d.overrides ?? []).some((o) => names(j).includes(o));
        const facts = prefers.map((x) => (x.d.kind === 'prefer' ? factValues(x.d.winner, x.d.loser) : new Map<string, Set<string>>()));
        let found = false;
        losers.forEach((loser, i) => {
          if (found) return;
          const to = new Set<number>();
          for (const m of loser) for (const j of winnersOf.get(m) ?? []) if (j > i) to.add(j);
          for (const j of [...to].sort((a, b) => a - b)) {
            if (!meet(losers[j]!, winners[i]!) || excepts(i, j) || excepts(j, i) || factsApart(facts[i]!, facts[j]!)) continue;
            const first = prefers[i]!;
            out.push({ message: `precedence cycle: ${first.e.id} over … over ${prefers[j]!.e.id} puts an effect above itself`, where: whereOf(first.d, first.e, dirOf), key: 'winner' });
            found = true;
            return;
          }
        });
        const precedence = r.precedence ?? [];
        const bySource = indexBy(precedence, (p) => [p.source]);
        const sources = new Map(precedence.map((p, i) => [i, p.over.flatMap((o) => (bySource.get(o) ?? []).filter((j) => j !== i))]));
        const srcCycle = cycleIn(sources);
        if (srcCycle) out.push({ message: `precedence cycle among sources: ${srcCycle.map((i) => precedence[i]!.source).join(' over ')} over ${precedence[srcCycle[0]!]!.source}`, where: { file: displayPath(manifestPath(r.dir)) }, key: 'precedence' });
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
      const grouped = byRuleset(entries);
      // Every entry an entry overrides, directly or through a chain of exceptions; computed once per entry, cycle-safe.
      const reach = new Map<string, Set<string>>();
      const overridden = (a: Entry): Set<string> => {
        const known = reach.get(a.id);
        if (known) return known;
        const seen = new Set<string>();
        const todo = [a];
        while (todo.length) {
          const cur = todo.pop()!;
          for (const d of cur.directives) for (const id of d.kind === 'chooser' ? d.overrides ?? [] : []) {
            if (seen.has(id)) continue;
            seen.add(id);
            const n = byId.get(id);
            if (n) todo.push(n);
          }
        }
        reach.set(a.id, seen);
        return seen;
      };
      for (const r of rulesets) {
        const choosers = (grouped.get(r.id) ?? []).flatMap(placed).filter((x) => x.d.kind === 'chooser');
        // Only choosers that mention a common name can meet the same effect: pairs come from the index, not from all pairs.
        const index = indexBy(choosers, (x) => mentions(x.d.kind === 'chooser' ? x.d.match : undefined));
        const pairs = new Set<number>();
        for (const list of index.values()) {
          for (let a = 0; a < list.length; a++) for (let b = a + 1; b < list.length; b++) pairs.add(list[a]! * choosers.length + list[b]!);
        }
        for (const pair of [...pairs].sort((a, b) => a - b)) {
          const x = choosers[Math.floor(pair / choosers.length)]!;
          const y = choosers[pair % choosers.length]!;
          if (x.d.kind !== 'chooser' || y.d.kind !== 'chooser' || x.d.picks === y.d.picks || x.e === y.e) continue;
          if (overridden(x.e).has(y.e.id) || overridden(y.e).has(x.e.id)) continue;
          if (matchersApartByFact(x.d.match, y.d.match)) continue;
          out.push({ message: `choosers on ${x.e.id} (${x.d.picks}) and ${y.e.id} (${y.d.picks}) can match the same effect and neither overrides the other: such an effect gets no answer`, where: whereOf(y.d, y.e, dirOf), key: 'overrides' });
        }
      }
      return out;
    },
  },
];

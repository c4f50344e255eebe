/** Named cross-reference rules over loaded rulesets; each collects problems instead of throwing. */
import { join } from 'node:path';
import type { Entry, RulesetInfo } from './entry.js';
import type { Findings, Problem } from './problem.js';
import { displayPath } from './read-text.js';
import { directiveRules } from './directive-checks.js';
import { vocabularyRules } from './vocabulary-checks.js';

/** What the rules look at. */
export interface CheckInput {
  rulesets: RulesetInfo[];
  entries: Entry[];
}

type Rule = { name: string; level: 'error' | 'warning'; run: (input: CheckInput, dirOf: Map<string, string>) => Omit<Problem, 'rule'>[] };

const at = (e: Entry, dirOf: Map<string, string>) => ({
  file: displayPath(join(dirOf.get(e.ruleset) ?? '', e.file)),
  line: e.line,
  column: e.column,
});

const rules: Rule[] = [
  {
    name: 'unique-ruleset-ids',
    level: 'error',
    run: ({ rulesets }) => {
      const seen = new Map<string, RulesetInfo>();
      return rulesets.flatMap((r) => {
        const other = seen.get(r.id);
        seen.set(r.id, r);
        return other ? [{ message: `ruleset id '${r.id}' is already used by ${displayPath(other.dir)}`, where: { file: displayPath(join(r.dir, 'ruleset.yaml')) }, key: 'id' }] : [];
      });
    },
  },
  {
    name: 'unique-entry-ids',
    level: 'error',
    run: ({ entries }, dirOf) => {
      const seen = new Map<string, Entry>();
      return entries.flatMap((e) => {
        const other = seen.get(e.id);
        if (!other) seen.set(e.id, e);
        const first = other && at(other, dirOf);
        return first ? [{ message: `duplicate entry id '${e.id}' (first at ${first.file}:${first.line}:${first.column})`, where: at(e, dirOf), key: 'id' }] : [];
      });
    },
  },
  {
    name: 'id-starts-with-ruleset',
    level: 'error',
    run: ({ entries }, dirOf) =>
      entries.filter((e) => !e.id.startsWith(`${e.ruleset}.`)).map((e) => ({ message: `entry id '${e.id}' must start with '${e.ruleset}.'`, where: at(e, dirOf), key: 'id' })),
  },
  {
    name: 'child-id-starts-with-parent',
    level: 'warning',
    run: ({ entries }, dirOf) =>
      entries.filter((e) => e.parent && !e.id.startsWith(`${e.parent}.`)).map((e) => ({ message: `child id '${e.id}' does not start with its parent's id '${e.parent}.'`, where: at(e, dirOf), key: 'id' })),
  },
  {
    name: 'title',
    level: 'error',
    run: ({ entries }, dirOf) =>
      entries.filter((e) => !e.title).map((e) => ({ message: `entry '${e.id}' has no title and no parent to take one from`, where: at(e, dirOf), key: 'title' })),
  },
  {
    name: 'see-links',
    level: 'error',
    run: ({ entries }, dirOf) => {
      const ids = new Set(entries.map((e) => e.id));
      return entries.flatMap((e) => e.see.filter((s) => !ids.has(s)).map((s) => ({ message: `'${e.id}' links to unknown entry '${s}'`, where: at(e, dirOf), key: 'see' })));
    },
  },
  {
    name: 'known-sources',
    level: 'error',
    run: ({ rulesets, entries }, dirOf) => {
      const sources = new Map(rulesets.map((r) => [r.id, new Set(r.sources.map((s) => s.id))]));
      return entries.filter((e) => !sources.get(e.ruleset)?.has(e.source)).map((e) => ({ message: `'${e.id}' names unknown source '${e.source}'`, where: at(e, dirOf), key: 'source' }));
    },
  },
  {
    name: 'extends',
    level: 'error',
    run: ({ rulesets }) => {
      const byId = new Map(rulesets.map((r) => [r.id, r]));
      return rulesets.flatMap((r) => {
        if (!r.extends) return [];
        const where = { file: displayPath(join(r.dir, 'ruleset.yaml')) };
        if (!byId.has(r.extends)) return [{ message: `ruleset '${r.id}' extends unknown ruleset '${r.extends}'`, where, key: 'extends' }];
        const chain = new Set([r.id]);
        for (let cur = byId.get(r.extends); cur; cur = cur.extends ? byId.get(cur.extends) : undefined) {
          if (chain.has(cur.id)) return [{ message: `ruleset '${r.id}' extends itself through '${cur.id}'`, where, key: 'extends' }];
          chain.add(cur.id);
        }
        return [];
      });
    },
  },
  {
    name: 'precedence',
    level: 'error',
    run: ({ rulesets, entries }) => {
      const ids = new Set(entries.map((e) => e.id));
      return rulesets.flatMap((r) => {
        const known = new Set(r.sources.map((s) => s.id));
        for (let base = rulesets.find((x) => x.id === r.extends); base; base = rulesets.find((x) => x.id === base!.extends)) {
          base.sources.forEach((s) => known.add(s.id));
          if (base.extends === r.id) break;
        }
        const where = { file: displayPath(join(r.dir, 'ruleset.yaml')) };
        return (r.precedence ?? []).flatMap((p) => [
          ...[p.source, ...p.over].filter((s) => !known.has(s)).map((s) => ({ message: `precedence names unknown source '${s}'`, where, key: 'precedence' })),
          ...(p.cite && !ids.has(p.cite) ? [{ message: `precedence cites unknown entry '${p.cite}'`, where, key: 'precedence' }] : []),
        ]);
      });
    },
  },
];

/** Runs every rule and collects what they find. */
export function crossCheck(input: CheckInput): Findings {
  const dirOf = new Map(input.rulesets.map((r) => [r.id, r.dir]));
  const findings: Findings = { errors: [], warnings: [] };
  for (const rule of [...rules, ...directiveRules, ...vocabularyRules]) {
    const found = rule.run(input, dirOf).map((p) => ({ ...p, rule: rule.name }));
    (rule.level === 'error' ? findings.errors : findings.warnings).push(...found);
  }
  return findings;
}

/** Named cross-reference rules over loaded rulesets; each collects problems instead of throwing. */
import { join } from 'node:path';
import type { Entry, RulesetInfo } from './entry.js';
import type { Findings, Problem } from './problem.js';
import { displayPath } from '../input/read-text.js';
import { directiveRules } from './directive-checks.js';
import { vocabularyRules } from './vocabulary-checks.js';
import { phraseFormRules } from './phrase-forms-check.js';
import { extendsChain, extendsCycles } from './extends-chain.js';
import { manifestPath } from './manifest-path.js';
import { describeMixed, mixedScript, visible } from './mixed-script.js';

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
        return other ? [{ message: `ruleset id '${r.id}' is already used by ${displayPath(other.dir)}`, where: { file: displayPath(manifestPath(r.dir)) }, key: 'id' }] : [];
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
    name: 'mixed-script',
    level: 'error',
    run: ({ entries }, dirOf) =>
      entries.flatMap((e) => {
        const names: [string, string][] = [
          ['title', e.title],
          ...e.cards.map((c): [string, string] => ['cards', c.name]),
          ...e.keywords.map((k): [string, string] => ['keywords', k]),
          ...e.abilities.map((a): [string, string] => ['abilities', a]),
          ...e.aliases.map((a): [string, string] => ['aliases', a]),
        ];
        return names.flatMap(([key, name]) => {
          const mixed = name ? mixedScript(name) : undefined;
          return mixed ? [{ message: `'${e.id}': ${key} '${visible(name!)}' ${describeMixed(mixed)}`, where: at(e, dirOf), key }] : [];
        });
      }),
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
      const where = (r: RulesetInfo) => ({ file: displayPath(manifestPath(r.dir)), line: r.extendsLine, column: r.extendsLine ? 1 : undefined });
      const unknown = rulesets.flatMap((r) =>
        r.extends && !byId.has(r.extends) ? [{ message: `ruleset '${r.id}' extends unknown ruleset '${r.extends}'`, where: where(r), key: 'extends' }] : [],
      );
      return [...unknown, ...extendsCycles(rulesets, byId, where).map((p) => ({ ...p, key: 'extends' }))];
    },
  },
  {
    name: 'precedence',
    level: 'error',
    run: ({ rulesets, entries }) => {
      const ids = new Set(entries.map((e) => e.id));
      const byId = new Map(rulesets.map((r) => [r.id, r]));
      return rulesets.flatMap((r) => {
        const known = new Set(extendsChain(r, byId).chain.flatMap((x) => x.sources.map((s) => s.id)));
        const where = { file: displayPath(manifestPath(r.dir)) };
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
  for (const rule of [...rules, ...directiveRules, ...vocabularyRules, ...phraseFormRules]) {
    const found = rule.run(input, dirOf).map((p) => ({ ...p, rule: rule.name }));
    (rule.level === 'error' ? findings.errors : findings.warnings).push(...found);
  }
  return findings;
}

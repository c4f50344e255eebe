/**
 * Lint rules that hold directives to their ruleset's vocabulary: every role and fact they use must be declared; and the
 * vocabulary to itself: every kind a role's finder is limited to, and the role `addressed` gives choices to, must be declared.
 */
import type { Match, Matcher } from './directive-schema.js';
import type { EntryDirective, RulesetInfo } from './entry.js';
import { extendsChain } from './extends-chain.js';
import { whereOf, type DirectiveRule } from './directive-checks.js';
import { wordsOf } from './text.js';
import { displayPath } from '../input/read-text.js';
import { manifestPath } from './manifest-path.js';

/** The roles and facts declared along a ruleset's `extends` chain. */
function declared(r: RulesetInfo, byId: Map<string, RulesetInfo>): { roles: Set<string>; facts: Set<string>; kinds: Set<string>; any: boolean } {
  const out = { roles: new Set<string>(), facts: new Set<string>(), kinds: new Set<string>(), any: false };
  for (const x of extendsChain(r, byId).chain) {
    if (!x.vocabulary) continue;
    out.any = true;
    for (const role of x.vocabulary.roles ?? []) out.roles.add(role.role);
    for (const fact of x.vocabulary.facts ?? []) out.facts.add(fact.fact);
    for (const kind of x.vocabulary.kinds ?? []) out.kinds.add(wordsOf(kind.kind));
  }
  return out;
}

/** Every role a directive names, with the key it sits under. */
function rolesOf(d: EntryDirective): [string, string][] {
  const out: [string, string][] = [];
  if ('picks' in d && d.picks) out.push(['picks', d.picks]);
  if ('chooser' in d && d.chooser) out.push(['chooser', d.chooser]);
  if (d.kind === 'turn-order') out.push(['start', d.start], ['by', d.by]);
  if (d.kind === 'lends') out.push(['to', d.to]);
  if (d.kind === 'procedure') {
    d.steps.forEach((s, i) => s.chooser && out.push([`steps.${i}.chooser`, s.chooser]));
    (d.free ?? []).forEach((f, i) => out.push([`free.${i}.chooser`, f.chooser]));
  }
  return out;
}

/** Every fact key a directive's matchers test, at any depth. */
function factsOf(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) factsOf(v, out);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value as Matcher | Match)) {
      if (k === 'facts' && v && typeof v === 'object' && !Array.isArray(v)) for (const f of Object.keys(v)) out.add(f);
      else factsOf(v, out);
    }
  }
  return out;
}


/** The vocabulary rules. */
export const vocabularyRules: DirectiveRule[] = [
  {
    name: 'vocabulary',
    level: 'error',
    run: ({ rulesets, entries }, dirOf) => {
      const byId = new Map(rulesets.map((r) => [r.id, r]));
      const cache = new Map<string, ReturnType<typeof declared>>();
      const of = (id: string) => {
        let v = cache.get(id);
        if (!v && byId.has(id)) cache.set(id, (v = declared(byId.get(id)!, byId)));
        return v;
      };
      return entries.flatMap((e) => e.directives.flatMap((d) => {
        const v = of(e.ruleset);
        if (!v?.any) return [];
        const where = whereOf(d, e, dirOf);
        return [
          ...rolesOf(d).filter(([, role]) => !v.roles.has(role)).map(([key, role]) => ({ message: `${d.kind} directive on ${e.id}: role '${role}' is not declared in the ruleset's vocabulary (known: ${[...v.roles].join(', ')}) (location: ${key})`, where, key })),
          ...[...factsOf(d)].filter((f) => !v.facts.has(f)).map((f) => ({ message: `${d.kind} directive on ${e.id}: fact '${f}' is not declared in the ruleset's vocabulary (location: facts.${f})`, where, key: `facts.${f}` })),
        ];
      }));
    },
  },
  {
    // A finder limited to a kind no effect can have never finds anyone, and says nothing of the typo.
    name: 'vocabulary-finder-kinds',
    level: 'error',
    run: ({ rulesets }) => {
      const byId = new Map(rulesets.map((r) => [r.id, r]));
      return rulesets.flatMap((r) => {
        const v = declared(r, byId);
        const where = { file: displayPath(manifestPath(r.dir)) };
        return (r.vocabulary?.roles ?? []).flatMap((role) => (role.find ?? []).flatMap((f, i) =>
          'source' in f ? (f.kinds ?? []).filter((k) => !v.kinds.has(wordsOf(k))).map((k) => ({
            message: `vocabulary role '${role.role}': finder ${i + 1} names kind '${k}', which the vocabulary does not declare (known: ${[...v.kinds].join(', ')})`,
            where,
            key: `vocabulary.roles.${role.role}.find.${i}.kinds`,
          })) : []));
      });
    },
  },
  {
    // A role nobody declared finds no player: every who-picks that falls back on the ruleset's "you" would be open.
    name: 'vocabulary-addressed-role',
    level: 'error',
    run: ({ rulesets }) => {
      const byId = new Map(rulesets.map((r) => [r.id, r]));
      return rulesets.flatMap((r) => {
        const role = r.vocabulary?.addressed?.role;
        const v = declared(r, byId);
        if (role === undefined || v.roles.has(role)) return [];
        return [{ message: `vocabulary addressed: role '${role}' is not declared in the ruleset's vocabulary (known: ${[...v.roles].join(', ')})`, where: { file: displayPath(manifestPath(r.dir)) }, key: 'vocabulary.addressed.role' }];
      });
    },
  },
];

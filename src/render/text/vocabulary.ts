/** Text rendering of `qm vocabulary`: kinds, facts with the question that settles them, roles, precedence. */
import type { FactDecl, RoleDecl } from '../../rulesets/vocabulary-schema.js';

/** One ruleset's vocabulary as `qm vocabulary` prints it. */
export interface VocabularyView {
  ruleset: string;
  chain: string[];
  defaultKind: string;
  kinds: { kind: string; countsAs?: string | undefined; means: string }[];
  facts: FactDecl[];
  roles: RoleDecl[];
  precedence: { conflict: string[]; order: string[] };
}

/** One finder in words: `{ fact: loser, elsewhere: true }` is "fact loser from another effect". */
const finder = (f: NonNullable<RoleDecl['find']>[number]) =>
  Object.entries(f)
    .map(([k, v]) => (k === 'elsewhere' ? (v ? 'from another effect' : '') : `${k} ${String(v)}`))
    .filter(Boolean)
    .join(' ');

/** Renders one vocabulary. */
export function renderVocabulary(v: VocabularyView): string {
  const out = [`${v.ruleset}${v.chain.length > 1 ? ` (with ${v.chain.slice(1).join(', ')})` : ''}`, '', `Effect kinds (an effect with no kind is '${v.defaultKind}'):`];
  for (const k of v.kinds) out.push(`  ${k.kind.padEnd(18)} ${k.countsAs ? `[${k.countsAs}] ` : ''}${k.means}`);
  out.push('', 'Facts (extra keys of an effect):');
  for (const f of v.facts) out.push(`  ${f.fact.padEnd(18)} ${Array.isArray(f.values) ? f.values.join(' | ') : `a ${f.values} id`}${f.default !== undefined ? ` (default ${String(f.default)})` : ''}${f.aliases ? ` (also written ${f.aliases.join(', ')})` : ''}${f.of ? ` (on a piece: ${f.of === 'source' ? 'the source' : 'a target'} only)` : ''} — ${f.ask}`);
  out.push('', 'Roles (who picks or orders):');
  for (const r of v.roles) out.push(`  ${r.role.padEnd(18)} ${r.means}${r.find ? ` — found by: ${r.find.map(finder).join(', else ')}` : ''}`);
  out.push('', `Precedence, strongest first:`, `  conflict: ${v.precedence.conflict.join(' > ') || '(none declared)'}`, `  order:    ${v.precedence.order.join(' > ') || '(none declared)'}`, '');
  return `${out.join('\n')}\n`;
}

/** The one place `extends` is followed: a ruleset's chain of bases, safe against cycles and unknown ids. */
import type { Position } from '../errors.js';
import type { RulesetInfo } from './entry.js';

/** A ruleset's chain: itself first, then each base in turn, with why it stopped when it did not reach a root. */
export interface ExtendsChain {
  chain: RulesetInfo[];
  /** The ids of a cycle the chain runs into, the repeated id last (a → b → b). */
  cycle?: string[] | undefined;
  /** An `extends` naming no loaded ruleset. */
  unknown?: string | undefined;
}

/** Follows `extends` from `start`; stops at the first repeated ruleset, so a cycle can never loop. */
export function extendsChain(start: RulesetInfo, byId: ReadonlyMap<string, RulesetInfo>): ExtendsChain {
  const chain: RulesetInfo[] = [start];
  const seen = new Set([start.id]);
  for (let cur = start; cur.extends !== undefined; ) {
    const next = byId.get(cur.extends);
    if (!next) return { chain, unknown: cur.extends };
    if (seen.has(next.id)) return { chain, cycle: [...chain.slice(chain.findIndex((r) => r.id === next.id)).map((r) => r.id), next.id] };
    chain.push(next);
    seen.add(next.id);
    cur = next;
  }
  return { chain };
}

/** One problem per distinct `extends` cycle among `rulesets`, naming the whole chain and where each link is written. */
export function extendsCycles(rulesets: readonly RulesetInfo[], byId: ReadonlyMap<string, RulesetInfo>, where: (r: RulesetInfo) => Position): { message: string; where: Position }[] {
  const reported = new Set<string>();
  const out: { message: string; where: Position }[] = [];
  for (const r of rulesets) {
    const { chain, cycle } = extendsChain(r, byId);
    if (!cycle) continue;
    const key = [...new Set(cycle)].sort().join('\0');
    if (reported.has(key)) continue;
    reported.add(key);
    const lead = chain.map((x) => x.id).slice(0, chain.findIndex((x) => x.id === cycle[0]));
    const closing = byId.get(cycle.at(-2)!)!;
    const at = where(closing);
    const links = cycle.slice(0, -1).map((id) => { const p = where(byId.get(id)!); return `${p.file}:${p.line ?? 1}`; });
    out.push({ message: `extends goes round in a cycle: ${[...lead, ...cycle].join(' → ')} (extends at ${links.join(', ')})`, where: at });
  }
  return out;
}

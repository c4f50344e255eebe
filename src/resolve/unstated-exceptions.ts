/**
 * "An ability beats a rule, unless specifically stated otherwise": where the rulings do state otherwise for a rule,
 * against some particular pieces (Castaway cannot add a crew over the point limit), an ability given by no name or
 * printed text may be one of them. The general precedence still decides, as it does for most abilities, but the answer
 * says on its first line what it rests on: that the ability is none of those pieces.
 */
import type { Entry } from '../rulesets/entry.js';
import type { Matcher } from '../rulesets/directive-schema.js';
import { carrierOf } from '../read/counts-as-read.js';
import type { SeenEffect } from '../read/effect.js';
import type { Answer, Assumption } from './answer.js';
import type { Knowledge } from './knowledge.js';

/** A side's entries (its matchers' own, not those under `not`). */
const entriesOf = (side: Matcher | Matcher[]): string[] => (Array.isArray(side) ? side : [side]).flatMap((m) => m.entries ?? []);

/** How many of the pieces a first line names before counting the rest. */
const named = 3;

interface Exceptions {
  /** Per rule entry, the pieces (cards, abilities, keywords) a specific ruling puts below it. */
  below: Map<string, Entry[]>;
  /** Where the precedences that hold unless stated otherwise are written (file:line), as their proof steps give it. */
  general: Set<string>;
}

const cache = new WeakMap<Knowledge, Exceptions>();

/** The rules the rulings put over particular pieces, and where the general precedences are: found once per knowledge. */
function exceptionsOf(kn: Knowledge): Exceptions {
  let out = cache.get(kn);
  if (out) return out;
  out = { below: new Map(), general: new Set() };
  for (const k of kn.byKind.prefer) {
    if (k.directive['unless-stated']) {
      out.general.add(k.at);
      continue;
    }
    const pieces = entriesOf(k.directive.loser).flatMap((id) => {
      const e = kn.byId.get(id);
      const piece = e && carrierOf(kn.byId, e);
      return piece ? [piece] : [];
    });
    if (!pieces.length) continue;
    for (const id of entriesOf(k.directive.winner)) {
      const list = out.below.get(id) ?? [];
      for (const p of pieces) if (!list.includes(p)) list.push(p);
      out.below.set(id, list);
    }
  }
  cache.set(kn, out);
  return out;
}

/** The pieces the rulings put below the rule `loser` was read exactly as (or one it sits under), with that rule. */
function piecesBelow(loser: SeenEffect, kn: Knowledge, ex: Exceptions): { rule: Entry; pieces: Entry[] } | undefined {
  for (const r of loser.recognised) {
    if (r.by === 'words' || r.mentioned) continue;
    for (let cur: Entry | undefined = r.entry; cur; cur = cur.parent ? kn.byId.get(cur.parent) : undefined) {
      const pieces = ex.below.get(cur.id);
      if (pieces) return { rule: cur, pieces };
    }
  }
  return undefined;
}

/**
 * A conflict won through a precedence that holds unless stated otherwise, by an effect not named or printed, over a
 * rule the rulings put over some pieces: the answer marked as resting on the winner being none of them.
 */
export function assumingNoException(a: Answer, effects: readonly SeenEffect[], kn: Knowledge): Answer {
  if (a.ask !== 'conflict' || a.undetermined || !a.winner) return a;
  const w = effects.find((e) => e.id === a.winner);
  if (!w || w.recognised.some((r) => r.by !== 'words' && !r.mentioned)) return a;
  const ex = exceptionsOf(kn);
  const assumed: Assumption[] = [];
  for (const step of a.proof) {
    if (!step.at || !ex.general.has(step.at)) continue;
    for (const l of effects) {
      if (l === w || !(step.fired ?? []).some((f) => f.startsWith('loser') && f.endsWith(` (${l.id})`))) continue;
      const below = piecesBelow(l, kn, ex);
      if (!below || assumed.some((x) => x.entries.includes(below.pieces[0]!.id))) continue;
      const titles = [...new Set(below.pieces.map((p) => p.title))];
      const shown = titles.length > named ? [...titles.slice(0, named), `${titles.length - named} more`] : titles;
      const list = shown.length > 1 ? `${shown.slice(0, -1).join(', ')} or ${shown.at(-1)}` : shown[0];
      assumed.push({ effect: w.id, entries: below.pieces.map((p) => p.id), says: `'${w.id}' is not ${list} (the rulings put ${below.rule.title} over ${titles.length > 1 ? 'them' : 'it'})` });
    }
  }
  if (!assumed.length) return a;
  // Said in the directive's terms (a precedence that holds unless stated otherwise), not the game's: src/ knows no game.
  const why = `That precedence holds unless stated otherwise, and the rulings state otherwise for ${assumed.map((x) => x.entries.join(', ')).join('; ')}, so this assumes ${assumed.map((x) => x.says).join(', and ')}; name it or pin it with 'entry:' to be sure.`;
  return { ...a, assumes: [...(a.assumes ?? []), ...assumed], because: [...a.because, why], proof: [...a.proof, { rule: 'reading', says: why, cites: [] }] };
}

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
import { withAssumptions, type Answer, type Assumption } from './answer.js';
import type { Knowledge } from './knowledge.js';

/** A side's matchers, as a list. */
const matchersOf = (side: Matcher | Matcher[]): Matcher[] => (Array.isArray(side) ? side : [side]);

/** A side's entries (its matchers' own, not those under `not`). */
const entriesOf = (side: Matcher | Matcher[]): string[] => matchersOf(side).flatMap((m) => m.entries ?? []);

/** How many of the pieces a first line names before counting the rest. */
const named = 3;

interface Exceptions {
  /** Per rule entry, the pieces (cards, abilities, keywords) a specific ruling puts below it; `nested`: below the entries under it too. */
  below: Map<string, { pieces: Entry[]; nested: boolean }>;
  /** Where the precedences that hold unless stated otherwise are written (file:line), with their labels, as proof steps give them. */
  general: Map<string, string>;
}

const cache = new WeakMap<Knowledge, Exceptions>();

/** The rules the rulings put over particular pieces, and where the general precedences are: found once per knowledge. */
function exceptionsOf(kn: Knowledge): Exceptions {
  let out = cache.get(kn);
  if (out) return out;
  out = { below: new Map(), general: new Map() };
  for (const k of kn.byKind.prefer) {
    if (k.directive['unless-stated']) {
      out.general.set(k.at, k.label);
      continue;
    }
    // Only a ruling that puts one side first: one that applies both, neither, or lets a player choose does not.
    if (k.directive.result || k.directive.chooser) continue;
    const pieces = entriesOf(k.directive.loser).flatMap((id) => {
      const e = kn.byId.get(id);
      const piece = e && carrierOf(kn.byId, e);
      return piece ? [piece] : [];
    });
    if (!pieces.length) continue;
    for (const m of matchersOf(k.directive.winner)) {
      for (const id of m.entries ?? []) {
        const at = out.below.get(id) ?? { pieces: [], nested: false };
        for (const p of pieces) if (!at.pieces.includes(p)) at.pieces.push(p);
        // A side's entries hold for the entries under them too, unless it says `itself`.
        if (!m.itself) at.nested = true;
        out.below.set(id, at);
      }
    }
  }
  cache.set(kn, out);
  return out;
}

/**
 * The pieces the rulings put below the rule `loser` was read as (or one it sits under, where the ruling's side reaches
 * it), with that rule. A reading by words counts too: the answer already rests on it, and on this as well.
 */
function piecesBelow(loser: SeenEffect, kn: Knowledge, ex: Exceptions): { rule: Entry; pieces: Entry[] } | undefined {
  for (const r of loser.recognised) {
    if (r.mentioned) continue;
    for (let cur: Entry | undefined = r.entry; cur; cur = cur.parent ? kn.byId.get(cur.parent) : undefined) {
      const at = ex.below.get(cur.id);
      if (at && (cur === r.entry || at.nested)) return { rule: cur, pieces: at.pieces };
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
    // The general precedence's own step, putting this winner first (an objection's proof may hold another pair's).
    if (!step.at || ex.general.get(step.at) !== step.rule || !(step.fired ?? []).some((f) => f.startsWith('winner') && f.endsWith(` (${w.id})`))) continue;
    for (const l of effects) {
      if (l === w || !(step.fired ?? []).some((f) => f.startsWith('loser') && f.endsWith(` (${l.id})`))) continue;
      const below = piecesBelow(l, kn, ex);
      if (!below || assumed.some((x) => x.entries.includes(below.pieces[0]!.id))) continue;
      const titles = [...new Set(below.pieces.map((p) => p.title))];
      const shown = titles.length > named ? [...titles.slice(0, named), `${titles.length - named} more`] : titles;
      const list = shown.length > 1 ? `${shown.slice(0, -1).join(', ')} or ${shown.at(-1)}` : shown[0];
      assumed.push({ effect: w.id, entries: below.pieces.map((p) => p.id), says: `'${w.id}' is not ${list} (the rulings put ${below.rule.title} (${below.rule.id}) over ${titles.length > 1 ? 'them' : 'it'})` });
    }
  }
  if (!assumed.length) return a;
  // Said in the directive's terms (a precedence that holds unless stated otherwise), not the game's: src/ knows no game.
  const why = `That precedence holds unless stated otherwise, and the rulings state otherwise for ${assumed.map((x) => x.entries.join(', ')).join('; ')}, so this assumes ${assumed.map((x) => x.says).join(', and ')}; name it or pin it with 'entry:' to be sure.`;
  return withAssumptions(a, assumed, why);
}

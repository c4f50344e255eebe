/** Maps a directive's role onto the players of a situation, the way the ruleset's vocabulary says the role finds its player. */
import type { Finder } from '../rulesets/vocabulary-schema.js';
import type { Situation } from '../situation/schema.js';
import { perPieceFacts, valueFor } from '../situation/per-piece.js';
import { factDefault, factOf, type SeenEffect } from '../read/effect.js';
import type { Picker } from './answer.js';
import { factNamed, type ChainVocabulary } from '../read/vocabulary.js';
import { factElsewhere, sidesOf } from './fact-elsewhere.js';
import { nameKey } from '../read/words.js';
import type { Lent } from './lent-pieces.js';

/** A role's player (or players), or null with the reason when the situation does not say or no single player chooses. */
export interface RoleResult extends Picker {
  missing?: string | undefined;
  /** Where the player was read, when it was not the effect itself ("the 'winner' fact on effect 'boarding'"). */
  via?: string | undefined;
  /** The fact whose absence left the role open, when one would settle it. */
  needs?: string | undefined;
  /** The lending that left the role open: its piece is lent to another player, and the board does not say who runs it. */
  lent?: Lent | undefined;
}

const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

/** The single player of a list, or undefined when it is empty or names several. */
const single = (players: (string | undefined)[]) => {
  const set = new Set(players.filter((p): p is string => p !== undefined));
  return set.size === 1 ? [...set][0] : undefined;
};

/** What one finder reads; a list for `situation: players`; with where it was read when that is another effect. */
function find(f: Finder, e: SeenEffect | undefined, s: Situation, v: ChainVocabulary, lent?: ReadonlyMap<string, Lent>): string | string[] | { player: string; via: string } | { lent: Lent } | undefined {
  if (('fact' in f || 'opponent-of' in f) && f.elsewhere) {
    const fact = 'fact' in f ? f.fact : f['opponent-of'];
    if (e && factOf(e, fact) !== undefined) return undefined;
    const other = factElsewhere(s, v, fact, e?.id);
    if (!other) return undefined;
    const player = 'fact' in f ? other.value : other.sides.includes(other.value) ? single(other.sides.filter((p) => p !== other.value)) : undefined;
    const via = 'fact' in f ? `the '${fact}' fact on effect '${other.effect}'` : `the other side of effect '${other.effect}', whose '${fact}' fact names ${other.value}`;
    return player ? { player, via } : undefined;
  }
  if ('highest' in f) return highestOf(s, v, f.highest);
  if ('other-than' in f) {
    const one = f['other-than'] === '' ? undefined : playerFor(f['other-than'], e, s, v).player;
    const others = (s.players ?? []).filter((p) => p !== one);
    return one && others.length === 1 ? others[0] : undefined;
  }
  if ('fact' in f) return str(e && (factOf(e, f.fact) ?? factDefault(e, f.fact)));
  if ('effect' in f) return e?.effect.controller;
  if ('source' in f) {
    if (f.kinds && !f.kinds.some((k) => nameKey(k) === e?.kind)) return undefined;
    // Lent for an action, the piece's controller is whoever it is lent to, or still its owner, by what the action is.
    const lending = f.source === 'owner' || !e?.source ? undefined : lent?.get(e.source.id);
    if (lending) return { lent: lending };
    return f.source === 'owner' ? e?.source?.owner : e?.source?.controller ?? e?.source?.owner;
  }
  if ('opponent-of' in f) {
    const known = str(e && factOf(e, f['opponent-of']));
    const sides = sidesOf(e?.source, e?.effect.controller, e?.targets ?? []);
    return known && sides.includes(known) ? single(sides.filter((p) => p !== known)) : undefined;
  }
  if ('targets' in f) return single((e?.targets ?? []).map((t) => (f.targets === 'owner' ? t.owner : t.controller ?? t.owner)));
  return f.situation === 'active' ? s.active : s.players;
}

/**
 * The player of the piece giving the highest value of `fact` (a roll), when pieces of two or more players give it;
 * none on a tie, or when a top piece has no controller or owner.
 */
function highestOf(s: Situation, v: ChainVocabulary, fact: string): string | undefined {
  const name = factNamed(v, fact) ?? fact;
  // A piece's own value, else the board's per piece or player (`rolled: { ana: 5, ben: 3 }`).
  const perPiece = perPieceFacts(s).filter(([k]) => factNamed(v, k) === name);
  const rolls = (s.pieces ?? []).flatMap((p) => {
    const value = Object.entries(p).find(([k]) => factNamed(v, k) === name)?.[1] ?? perPiece.map(([, per]) => valueFor(per, p)).find((x) => x !== undefined);
    const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
    return Number.isFinite(n) ? [{ player: p.controller ?? p.owner, n }] : [];
  });
  if (new Set(rolls.map((r) => r.player)).size < 2) return undefined;
  const top = Math.max(...rolls.map((r) => r.n));
  const best = rolls.filter((r) => r.n === top);
  return best.some((r) => r.player === undefined) ? undefined : single(best.map((r) => r.player));
}

/** How a finder reads in "it needs ...". */
function describeFinder(f: Finder, e: SeenEffect | undefined): string {
  if ('fact' in f) return f.elsewhere ? `a '${f.fact}' fact on one other effect` : `a '${f.fact}' fact on effect '${e?.id}'`;
  if ('effect' in f) return `a 'controller' on effect '${e?.id}'`;
  if ('source' in f) return `a source piece with its ${f.source}${f.kinds ? ` (for ${f.kinds.join(' or ')})` : ''}`;
  if ('targets' in f) return `'targets' with one ${f.targets}`;
  if ('opponent-of' in f) return f.elsewhere ? `a '${f['opponent-of']}' fact on one other effect (the contest)` : `a '${f['opponent-of']}' fact naming one side of the contest`;
  if ('highest' in f) return `a '${f.highest}' fact on two or more pieces, one of them highest`;
  if ('other-than' in f) return `exactly two players (the one who is not the ${f['other-than']})`;
  return f.situation === 'active' ? "whose turn it is ('active')" : "the 'players'";
}

/** Who plays `role` for effect `e`, read from the vocabulary's finders. */
export function playerFor(role: string, e: SeenEffect | undefined, s: Situation, v: ChainVocabulary, lent?: ReadonlyMap<string, Lent>): RoleResult {
  const decl = v.roles.get(role);
  if (!decl) return { player: null, role, missing: `the role '${role}' is not in the ruleset's vocabulary` };
  if (!decl.find) return { player: null, role };
  for (const f of decl.find) {
    const got = find(f, e, s, v, lent);
    if (Array.isArray(got)) {
      if (got.length) return { player: null, role, players: [...got] };
    } else if (typeof got === 'object' && 'lent' in got) {
      const { to, by } = got.lent;
      const missing = `${by.id} lends '${e?.source?.id}'${to ? ` to ${to}` : ''} for an action, and the situation does not say who runs it here: it needs a 'controller' on piece '${e?.source?.id}'`;
      return { player: null, role, missing, lent: got.lent };
    } else if (typeof got === 'object') return { player: got.player, role, via: got.via };
    else if (got) return { player: got, role };
  }
  // A role that names no single player unless the board says who (a roll-off, before the dice are given) is that role.
  if (decl.says) return { player: null, role };
  const fact = decl.find.find((f): f is { fact: string } => 'fact' in f)?.fact;
  const ask = fact ? v.facts.get(fact)?.ask : undefined;
  const missing = `the situation does not say who the ${role} is: it needs ${decl.find.map((f) => describeFinder(f, e)).join(', or ')}${ask ? ` (${ask})` : ''}`;
  return { player: null, role, missing, ...(fact ? { needs: fact } : {}) };
}

/** Whether a role names no single player by design (random, each-own ...) rather than for want of a fact. */
export function isNoPlayerRole(role: string, v: ChainVocabulary): boolean {
  const decl = v.roles.get(role);
  return decl !== undefined && (!decl.find || decl.says !== undefined);
}

/** A picker as `expect` writes it: the player, or the role when no single player chooses by design, or null. */
export function pickerKey(p: Picker): string | null {
  return p.player ?? (p.role === 'undetermined' ? null : p.role);
}

/** Players in turn order starting with `first` (the situation's order when `first` is unknown). */
export function turnOrderFrom(s: Situation, first: string | null): string[] {
  const players = s.players ?? [];
  const i = first ? players.indexOf(first) : -1;
  return i < 0 ? players : [...players.slice(i), ...players.slice(0, i)];
}

/** "the defender picks" / "the choice is random": a role as the subject of a sentence. */
export function rolePicks(role: string, v: ChainVocabulary): string {
  return v.roles.get(role)?.says ?? `the ${role} picks`;
}

/** How a picker reads in a sentence. */
export function describePicker(p: Picker): string {
  if (p.players) return `all players (${p.players.join(', ')})`;
  return p.player ? `${p.player} (${p.role})` : p.role;
}

/** Whether a role of the vocabulary finds its player through `fact`: the role reads the fact's value as it is, not through a matcher. */
export function readByRole(v: ChainVocabulary, fact: string): boolean {
  for (const r of v.roles.values()) for (const f of r.find ?? []) if (('fact' in f && f.fact === fact) || ('opponent-of' in f && f['opponent-of'] === fact)) return true;
  return false;
}

/** Maps a directive's role (defender, user, owner, ...) onto the players of a situation. */
import type { Situation } from '../situation/schema.js';
import { factOf, type SeenEffect } from './effect.js';
import type { Picker } from './answer.js';

/** A role's player, or null with the reason when the situation does not say or no single player chooses. */
export interface RoleResult extends Picker {
  missing?: string | undefined;
}

/** Roles that name no single player: the answer's `player` is null and the role says how the choice is made. */
export const noPlayerRoles: ReadonlySet<string> = new Set(['each-own', 'random', 'roll-off', 'turn-order']);

/** A picker as `expect` writes it: the player, or a no-player role, or null when undetermined. */
export function pickerKey(p: Picker): string | null {
  return p.player ?? (noPlayerRoles.has(p.role) ? p.role : null);
}

const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

/** The single player of a list, or undefined when it is empty or names several. */
const single = (players: (string | undefined)[]) => {
  const set = new Set(players.filter((p): p is string => p !== undefined));
  return set.size === 1 ? [...set][0] : undefined;
};

/** Who plays `role` for effect `e`. */
export function playerFor(role: string, e: SeenEffect | undefined, s: Situation): RoleResult {
  if (noPlayerRoles.has(role)) return { player: null, role };
  const found = (player: string | undefined, missing: string): RoleResult => (player ? { player, role } : { player: null, role, missing });
  switch (role) {
    case 'active-player':
    case 'current-player':
      return found(s.active, "the situation does not say whose turn it is ('active')");
    case 'defender':
      return found(
        str(e && factOf(e, 'defender')) ?? single((e?.targets ?? []).map((t) => t.controller ?? t.owner)),
        `effect '${e?.id}' names no 'targets' with one owner (or a 'defender' fact)`,
      );
    case 'user':
      return found(e?.effect.controller ?? e?.source?.controller ?? e?.source?.owner, `effect '${e?.id}' has no 'controller' or source piece with an owner`);
    case 'owner':
      return found(str(e && factOf(e, 'owner')) ?? e?.source?.owner ?? e?.targets[0]?.owner, `effect '${e?.id}' has no source piece with an 'owner'`);
    case 'target-owner':
      return found(single(e?.targets.map((t) => t.owner) ?? []), `effect '${e?.id}' names no 'targets' with one owner`);
    case 'controller':
      return found(e?.source?.controller ?? e?.source?.owner ?? e?.effect.controller, `effect '${e?.id}' has no source piece or 'controller'`);
    case 'loser':
    case 'winner':
      return found(str(e && factOf(e, role)), `effect '${e?.id}' does not say who is the ${role} (add '${role}: <player>')`);
    default:
      return { player: null, role, missing: `no player is known for the role '${role}'` };
  }
}

/** Players in turn order starting with `first` (the situation's order when `first` is unknown). */
export function turnOrderFrom(s: Situation, first: string | null): string[] {
  const players = s.players ?? [];
  const i = first ? players.indexOf(first) : -1;
  return i < 0 ? players : [...players.slice(i), ...players.slice(0, i)];
}

const phrases: Record<string, string> = {
  random: 'the choice is random',
  'each-own': 'each player picks for their own',
  'roll-off': 'a roll-off decides who picks',
  'turn-order': 'the players pick in turn order',
};

/** "the defender picks" / "the choice is random": a role as the subject of a sentence. */
export function rolePicks(role: string): string {
  return phrases[role] ?? `the ${role} picks`;
}

/** How a picker reads in a sentence. */
export function describePicker(p: Picker): string {
  return p.player ? `${p.player} (${p.role})` : p.role;
}

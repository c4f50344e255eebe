/**
 * Directives: the resolver's knowledge, attached to the entry whose text states it, so every
 * decision cites that entry. The engine reads these; src/ names no game concept itself.
 */
import { z } from 'zod';

const nonEmpty = z.string().min(1);

/** Which situation effects a directive is about: any listed name, kind, word or phrase matches. */
export const matcherSchema = z.strictObject({
  /** Names of abilities, keywords, cards, treasures, events or steps (case-insensitive). */
  names: z.array(nonEmpty).optional(),
  /** Entry ids: an effect recognised as one of these entries (e.g. an ability topic) matches. */
  entries: z.array(nonEmpty).optional(),
  /** Effect kinds, as a situation file gives them (ability, rule, unique-treasure, ...). */
  kinds: z.array(nonEmpty).optional(),
  /** Words or phrases that must appear in the effect's text (after folding case and punctuation). */
  phrases: z.array(nonEmpty).optional(),
  /** Extra facts the situation effect must carry, e.g. { timing: beginning-of-turn }. */
  facts: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
});

/** Who makes a choice: a role the resolver maps onto the situation's players. */
export const roleSchema = z.enum([
  'defender', 'user', 'owner', 'controller', 'active-player', 'current-player', 'loser', 'winner',
  'each-own', 'random', 'roll-off', 'turn-order',
]);

const base = { note: nonEmpty.optional() };

/** The directive kinds; each is a strict object so a misspelt key is an error. */
export const directiveSchema = z.discriminatedUnion('kind', [
  /** A level of the conflict ladder: the strongest term found in a text decides its level (rank 1 is strongest). */
  z.strictObject({ kind: z.literal('level'), level: nonEmpty, rank: z.number().int().positive(), terms: z.array(nonEmpty).min(1), ...base }),
  /** When an ability and a rule conflict, the ability wins unless the rule holds over abilities. */
  z.strictObject({ kind: z.literal('ability-over-rule'), ...base }),
  /** Abilities at the same level with no other priority: this role chooses. */
  z.strictObject({ kind: z.literal('same-level'), chooser: roleSchema, ...base }),
  /** A rule that holds in spite of any ability. */
  z.strictObject({ kind: z.literal('holds-over-abilities'), match: matcherSchema, ...base }),
  /** Effects that are not abilities: they cannot be cancelled or copied. */
  z.strictObject({ kind: z.literal('not-an-ability'), match: matcherSchema, ...base }),
  /** A specific ruling: `winner` takes precedence over `loser`, unless an `except` effect is involved. */
  z.strictObject({
    kind: z.literal('prefer'), winner: matcherSchema, loser: matcherSchema,
    except: z.array(matcherSchema).optional(), chooser: roleSchema.optional(), ...base,
  }),
  /** Sources that disagree (misprints, house rules over a base game): earlier in `order` wins. */
  z.strictObject({ kind: z.literal('source-rank'), order: z.array(nonEmpty).min(2), when: matcherSchema.optional(), ...base }),
  /** A timing window; effects in it with no stated order are ordered by `chooser`. */
  z.strictObject({
    kind: z.literal('window'), window: nonEmpty, position: z.number().int(), match: matcherSchema.optional(),
    chooser: roleSchema.optional(), limit: z.number().int().positive().optional(), ...base,
  }),
  /** A procedure with numbered steps; `exclusive` steps cannot both occur, `free` steps are ordered by a chooser. */
  z.strictObject({
    kind: z.literal('procedure'), procedure: nonEmpty,
    steps: z.array(z.strictObject({ step: nonEmpty, entry: nonEmpty.optional(), match: matcherSchema.optional() })).min(1),
    exclusive: z.array(z.array(nonEmpty).min(2)).optional(),
    free: z.array(z.strictObject({ steps: z.array(nonEmpty).min(2), chooser: roleSchema })).optional(),
    ...base,
  }),
  /** `first` happens before `then`. */
  z.strictObject({ kind: z.literal('before'), first: matcherSchema, then: matcherSchema, ...base }),
  /** When `match` and `with` occur together, `excluded` cannot happen. */
  z.strictObject({ kind: z.literal('excludes'), match: matcherSchema, with: matcherSchema.optional(), excluded: matcherSchema, ...base }),
  /** Several players act in turn order, starting with the current player. */
  z.strictObject({ kind: z.literal('turn-order'), match: matcherSchema, start: roleSchema, ...base }),
  /** Who picks the target or item of matching effects. `overrides` names the general rule this is an exception to. */
  z.strictObject({
    kind: z.literal('chooser'), match: matcherSchema, picks: roleSchema,
    overrides: z.array(nonEmpty).optional(), ...base,
  }),
]);

export type Directive = z.infer<typeof directiveSchema>;
export type Matcher = z.infer<typeof matcherSchema>;

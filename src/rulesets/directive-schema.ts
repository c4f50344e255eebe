/**
 * Directives: the resolver's knowledge, attached to the entry whose text states it, so every
 * decision cites that entry. The engine reads these; src/ names no game concept itself.
 */
import { z } from 'zod';

const nonEmpty = z.string().min(1);
const entryId = z.string().regex(/^[a-z0-9][a-z0-9-]*(\.[a-z0-9][a-z0-9-]*)+$/, 'an entry id, e.g. pirates-csg.general.who-picks');

const fact = z.union([z.string(), z.number(), z.boolean()]);

/** Conditions on one situation effect; every field given must hold (values inside a field: any one). */
export interface Matcher {
  names?: string[] | undefined;
  entries?: string[] | undefined;
  kinds?: string[] | undefined;
  phrases?: string[] | undefined;
  facts?: Record<string, string | number | boolean> | undefined;
  'source-kinds'?: string[] | undefined;
  'target-kinds'?: string[] | undefined;
  not?: Matcher | Matcher[] | undefined;
}

/** Which situation effects a directive is about. */
export const matcherSchema: z.ZodType<Matcher> = z.lazy(() =>
  z.strictObject({
    /** Names of abilities, keywords, cards, treasures, events, steps or rules (folded, exact). */
    names: z.array(nonEmpty).min(1).optional(),
    /** Entry ids: an effect recognised as one of these entries, or an entry nested under one, matches. */
    entries: z.array(entryId).min(1).optional(),
    /** Effect kinds, as a situation file gives them (ability, rule, unique-treasure, ...). */
    kinds: z.array(nonEmpty).min(1).optional(),
    /** Words or phrases of the effect's text, whole words after folding; a trailing * matches a word prefix. */
    phrases: z.array(nonEmpty).min(1).optional(),
    /** Extra facts the effect must carry, e.g. { timing: beginning-of-turn }. */
    facts: z.record(z.string(), fact).optional(),
    /** Kinds of the effect's source piece (ship, crew, ...). */
    'source-kinds': z.array(nonEmpty).min(1).optional(),
    /** Kinds of the pieces the effect targets. */
    'target-kinds': z.array(nonEmpty).min(1).optional(),
    /** The effect must not match this (or any of these). */
    not: z.union([matcherSchema, z.array(matcherSchema).min(1)]).optional(),
  }),
);

/** A matcher, or a list of matchers of which any one will do. */
export const matchSchema = z.union([matcherSchema, z.array(matcherSchema).min(1)]);

/** Who makes a choice: a role the resolver maps onto the situation's players. */
export const roleSchema = z.enum([
  'defender', 'user', 'owner', 'target-owner', 'controller', 'active-player', 'current-player', 'loser', 'winner',
  'each-own', 'random', 'roll-off', 'turn-order',
]);

const base = {
  /** Further entries that state the same ruling, cited with it. */
  cites: z.array(entryId).min(1).optional(),
  /** A plain-words reason shown in `because` (the engine writes one when absent). */
  because: nonEmpty.optional(),
  note: nonEmpty.optional(),
};

/** The directive kinds; each is a strict object so a misspelt key is an error. */
const directiveKinds = [
  /** A level of the conflict ladder: the strongest term found in a text decides its level (rank 1 is strongest). */
  z.strictObject({
    kind: z.literal('level'), level: nonEmpty, rank: z.number().int().positive(),
    terms: z.array(nonEmpty).min(1).optional(), default: z.boolean().optional(), ...base,
  }),
  /** When an ability and a rule conflict, the ability wins unless the rule holds over abilities. */
  z.strictObject({ kind: z.literal('ability-over-rule'), abilities: z.array(nonEmpty).min(1), rules: z.array(nonEmpty).min(1), ...base }),
  /** Abilities at the same level with no other priority: this role chooses. */
  z.strictObject({ kind: z.literal('same-level'), chooser: roleSchema, ...base }),
  /** A rule that holds in spite of any ability. */
  z.strictObject({ kind: z.literal('holds-over-abilities'), match: matchSchema, ...base }),
  /** Effects that are not abilities: effects matching `against` (cancelling, copying ...) have no hold on them. */
  z.strictObject({ kind: z.literal('not-an-ability'), match: matchSchema, against: matchSchema, ...base }),
  /** A specific ruling: `winner` takes precedence over `loser`, unless an effect matching `unless` is in the conflict; with `chooser`, that role picks one instead. */
  z.strictObject({
    kind: z.literal('prefer'), winner: matchSchema, loser: matchSchema,
    unless: matchSchema.optional(), chooser: roleSchema.optional(), ...base,
  }),
  /** Sources that disagree (misprints, house rules over a base game): the effect matching the earliest item wins. */
  z.strictObject({ kind: z.literal('source-rank'), order: z.array(matchSchema).min(2), when: matchSchema.optional(), ...base }),
  /** A timing window (lower position first); effects in it are ordered by `chooser`; `default` takes effects matching no window. */
  z.strictObject({
    kind: z.literal('window'), window: nonEmpty, position: z.number().int(), match: matchSchema.optional(),
    default: z.boolean().optional(), chooser: roleSchema.optional(), limit: z.number().int().positive().optional(), ...base,
  }),
  /** A procedure with numbered steps in order; `exclusive` steps cannot both occur (the later is excluded); `free` steps are ordered by a chooser. */
  z.strictObject({
    kind: z.literal('procedure'), procedure: nonEmpty,
    steps: z.array(z.strictObject({ step: nonEmpty, match: matchSchema, entry: entryId.optional(), chooser: roleSchema.optional() })).min(1),
    exclusive: z.array(z.array(nonEmpty).min(2)).optional(),
    free: z.array(z.strictObject({ steps: z.array(nonEmpty).min(2), chooser: roleSchema })).optional(),
    ...base,
  }),
  /** `first` happens before `then`. */
  z.strictObject({ kind: z.literal('before'), first: matchSchema, then: matchSchema, ...base }),
  /** When effects matching `match` (and `with`, when given) occur together, effects matching `excluded` cannot happen. */
  z.strictObject({ kind: z.literal('excludes'), match: matchSchema, with: matchSchema.optional(), excluded: matchSchema, ...base }),
  /** Matching effects happen one player at a time, in turn order starting with `start`. */
  z.strictObject({ kind: z.literal('turn-order'), match: matchSchema, start: roleSchema, ...base }),
  /** Who picks the target or item of matching effects; `overrides` names entries whose chooser directives this is an exception to. */
  z.strictObject({
    kind: z.literal('chooser'), match: matchSchema, picks: roleSchema,
    overrides: z.array(entryId).min(1).optional(), ...base,
  }),
] as const;

/** A directive written inside an entry (`directives:`), about that entry. */
export const directiveSchema = z.discriminatedUnion('kind', directiveKinds);

/** A directive in a ruleset's directive file: `entry` names the entry whose text states it. */
export const placedDirectiveSchema = z.discriminatedUnion(
  'kind',
  directiveKinds.map((k) => k.extend({ entry: entryId })) as unknown as typeof directiveKinds,
);

/** A directive in a ruleset's directives file: the entry that states it, then the directive. */
export const directiveFileSchema = z.strictObject({
  $schema: z.string().optional(),
  directives: z.array(placedDirectiveSchema),
});

export type Directive = z.infer<typeof directiveSchema>;
export type Match = z.infer<typeof matchSchema>;
export type Role = z.infer<typeof roleSchema>;

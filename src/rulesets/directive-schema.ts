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
  itself?: boolean | undefined;
  kinds?: string[] | undefined;
  phrases?: string[] | undefined;
  'in-scopes'?: boolean | undefined;
  facts?: Record<string, string | number | boolean> | undefined;
  'source-kinds'?: string[] | undefined;
  'target-kinds'?: string[] | undefined;
  'counts-as'?: ('ability' | 'rule' | 'neither')[] | undefined;
  'targeted-by-other'?: boolean | undefined;
  'aimed-elsewhere-by-other'?: boolean | undefined;
  'same-user-as-other'?: boolean | undefined;
  'by-active'?: boolean | undefined;
  read?: boolean | undefined;
  not?: Matcher | Matcher[] | undefined;
}

/** Which situation effects a directive is about. */
export const matcherSchema: z.ZodType<Matcher> = z.lazy(() =>
  z.strictObject({
    /** Names of abilities, keywords, cards, treasures, events, steps or rules (folded, exact). */
    names: z.array(nonEmpty).min(1).optional(),
    /** Entry ids: an effect recognised as one of these entries, or an entry nested under one, matches. */
    entries: z.array(entryId).min(1).optional(),
    /**
     * With `true`, `entries` hold only for an effect read as one of them itself, not as an entry under it: a ruling that
     * beats a claim of the rule it settles (read as that topic) says nothing against the topic's other rulings, each
     * true at once, whether or not they carry directives of their own.
     */
    itself: z.boolean().optional(),
    /** Effect kinds, as a situation file gives them (ability, rule, unique-treasure, ...). */
    kinds: z.array(nonEmpty).min(1).optional(),
    /** Words or phrases of the effect's text, whole words after folding and stemming; a trailing * matches a word prefix. */
    phrases: z.array(nonEmpty).min(1).optional(),
    /**
     * Phrases count inside the vocabulary's scopes too: for a matcher about what an effect forbids as well as what it
     * does ("cannot be given a repair action" is about repair actions, though it gives none). A `not` guard's matchers
     * count them there unless they say false.
     */
    'in-scopes': z.boolean().optional(),
    /** Extra facts the effect must carry, e.g. { timing: beginning-of-turn }. */
    facts: z.record(z.string(), fact).optional(),
    /** Kinds of the effect's source piece (ship, crew, ...). */
    'source-kinds': z.array(nonEmpty).min(1).optional(),
    /** Kinds of the pieces the effect targets. */
    'target-kinds': z.array(nonEmpty).min(1).optional(),
    /** What the effect's kind counts as in the ruleset's vocabulary (ability, rule, neither). */
    'counts-as': z.array(z.enum(['ability', 'rule', 'neither'])).min(1).optional(),
    /** In a conflict pair: whether the other effect targets this effect's source piece (never holds outside a pair). */
    'targeted-by-other': z.boolean().optional(),
    /**
     * In a conflict pair: whether the other effect names its targets and this effect's source piece is not one of them (a
     * canceller aimed at another piece). Never holds outside a pair, nor when either piece is not given.
     */
    'aimed-elsewhere-by-other': z.boolean().optional(),
    /**
     * In a conflict pair: whether this effect's user (its controller, else its source piece's) is the other effect's user
     * (a player cashing in a crew another player's ability took: `false`). Never holds outside a pair, nor when either
     * user is not given.
     */
    'same-user-as-other': z.boolean().optional(),
    /** Whether the effect's user (its controller, else its source piece's) is the player whose turn it is ('active'). */
    'by-active': z.boolean().optional(),
    /**
     * `true`: the effect was read as some entry (by `entry:`, name, printed text or its words); `false`: as nothing. A side
     * written for what a kind of effect usually does (a treasure that eliminates crew) holds for an unread one only where
     * its words say so: one read as nothing may be the exception.
     */
    read: z.boolean().optional(),
    /** The effect must not match this (or any of these). */
    not: z.union([matcherSchema, z.array(matcherSchema).min(1)]).optional(),
  }),
);

/** A matcher, or a list of matchers of which any one will do. */
export const matchSchema = z.union([matcherSchema, z.array(matcherSchema).min(1)]);

/** Who makes a choice: a role the ruleset's vocabulary declares (lint checks it is declared). */
export const roleSchema = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'a role the vocabulary declares, e.g. defender');

const label = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'a lower-case label, e.g. ability-over-rule');

const base = {
  /** The precedence label (the vocabulary orders labels); the directive's kind when absent. */
  label: label.optional(),
  /** Entry ids or labels of directives this one is an exception to: where both bear on the same effects, this decides. */
  overrides: z.array(z.union([entryId, label])).min(1).optional(),
  /** Further entries that state the same ruling, cited with it. */
  cites: z.array(entryId).min(1).optional(),
  /** A plain-words reason shown in `because` (the engine writes one when absent). */
  because: nonEmpty.optional(),
  note: nonEmpty.optional(),
};

/** The directive kinds; each is a strict object so a misspelt key is an error. */
/**
 * With `true`, an effect that fits both sides of the ruling (winner and loser, first and then) is on neither: a ruling
 * about X against Y says nothing about an effect that is both. It replaces the `not:` guards each side would
 * otherwise carry against the other side's words.
 */
const apart = z.boolean().optional();

/**
 * `true` on an order ruling about one piece's own effects ("if this ship rams, it cannot..."): it bears on two effects
 * only when they may come from one piece, not when both sources are given and differ (another ship's ram).
 */
const sameSource = z.boolean().optional();

const directiveKinds = [
  /** A level of the conflict ladder: the strongest term found in a text decides its level (rank 1 is strongest). */
  z.strictObject({
    kind: z.literal('level'), level: nonEmpty, rank: z.number().int().positive(),
    terms: z.array(nonEmpty).min(1).optional(), default: z.boolean().optional(),
    /** Only effects matching this have a level (e.g. { counts-as: [ability] }); every effect when absent. */
    among: matchSchema.optional(), ...base,
  }),
  /** Two effects at the same level that nothing else separates: this role chooses which takes precedence. */
  z.strictObject({ kind: z.literal('tie'), chooser: roleSchema, ...base }),
  /**
   * `winner` takes precedence over `loser`, unless an effect matching `unless` is in the conflict, and only when some
   * effect matches `when` (if given); with `chooser`, that role picks one instead; with `result: neither` / `both`, neither / both apply.
   */
  z.strictObject({
    kind: z.literal('prefer'), winner: matchSchema, loser: matchSchema,
    unless: matchSchema.optional(), when: matchSchema.optional(), chooser: roleSchema.optional(),
    result: z.enum(['neither', 'both']).optional(), apart,
    /**
     * With `true`, it holds "unless specifically stated otherwise": it stands aside where the loser is read as nothing,
     * or only by its words as a ruling on a particular piece (a keyword, ability or card), since that may be where the
     * document states otherwise.
     */
    'unless-stated': z.boolean().optional(), ...base,
  }),
  /** Sources or kinds in rank order: the effect matching the earliest item wins, when some effect matches `when`. */
  z.strictObject({ kind: z.literal('rank'), order: z.array(matchSchema).min(2), when: matchSchema.optional(), ...base }),
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
  /**
   * Effects matching `match` may happen anywhere among steps `among` (first to last, inclusive) of `procedure`: after
   * the steps before them, before the steps after them, and in an order `chooser` picks among them.
   */
  z.strictObject({
    kind: z.literal('float'), procedure: nonEmpty, match: matchSchema,
    among: z.tuple([nonEmpty, nonEmpty]), chooser: roleSchema, ...base,
  }),
  /** `first` happens before `then`. */
  z.strictObject({ kind: z.literal('before'), first: matchSchema, then: matchSchema, apart, 'same-source': sameSource, ...base }),
  /** When effects matching `match` (and `with`, when given) occur together, effects matching `excluded` cannot happen. */
  z.strictObject({
    kind: z.literal('excludes'), match: matchSchema, with: matchSchema.optional(), excluded: matchSchema,
    'same-source': sameSource,
    /**
     * `true`: only the effects of a piece an effect matching `match` targets are excluded (what Jailhouse Dog removes is
     * the treasure it is aimed at); a matching effect that names no targets may have meant any piece.
     */
    targeted: z.boolean().optional(),
    ...base,
  }),
  /** Matching effects happen one player at a time, in turn order starting with `start`; `by` is the role whose turn an effect waits for. */
  z.strictObject({ kind: z.literal('turn-order'), match: matchSchema, start: roleSchema, by: roleSchema, ...base }),
  /**
   * An effect matching `match` lends pieces, for an action, to the player of role `to` for that effect ("the opposing
   * player controls the ship": its user): `lent: targets`, the pieces it targets; `opponents`, every piece of another
   * player. A choice its new controller would make is then in doubt until the board gives the lent piece a `controller`.
   * `piece-kinds`: the kinds of piece lent (a piece of no given kind may be one); every kind when absent.
   */
  z.strictObject({ kind: z.literal('lends'), match: matchSchema, to: roleSchema, lent: z.enum(['targets', 'opponents']), 'piece-kinds': z.array(nonEmpty).min(1).optional(), ...base }),
  /** Who picks the target or item of matching effects; or, with `fixed`, what the rules fix so nobody picks. */
  z.strictObject({
    kind: z.literal('chooser'), match: matchSchema, picks: roleSchema.optional(), fixed: nonEmpty.optional(), ...base,
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

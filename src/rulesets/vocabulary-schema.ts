/**
 * The vocabulary a ruleset declares for the resolver: the effect kinds it knows, the facts a directive may test,
 * the roles that choose and how each finds its player, and the precedence of directive labels. The engine reads
 * these; it names none of them itself.
 */
import { z } from 'zod';

const nonEmpty = z.string().min(1);
const slug = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'a lower-case name, e.g. active-player');

/** One way a role finds its player; the first that names exactly one player decides. */
export const finderSchema = z.union([
  /**
   * The effect's extra key holding a player id (`loser: ben`); with `elsewhere: true`, the one other effect of the
   * situation that gives it (the boarding that says who won, when the question is about what the winner loads).
   */
  z.strictObject({ fact: slug, elsewhere: z.boolean().optional() }),
  /** The effect's own `controller`. */
  z.strictObject({ effect: z.literal('controller') }),
  /**
   * The effect's source piece: its controller (which defaults to its owner) or its owner; with `kinds`, only for an
   * effect of one of those kinds (terrain's effect falls on the ship that meets it, given as its source).
   */
  z.strictObject({ source: z.enum(['controller', 'owner']), kinds: z.array(nonEmpty).min(1).optional() }),
  /** The pieces the effect targets, when they all have one controller / owner. */
  z.strictObject({ targets: z.enum(['controller', 'owner']) }),
  /** The other side of a contest: the one player among the effect's source and targets other than the player this fact names (with `elsewhere`, among the sides of the one other effect that names it). */
  z.strictObject({ 'opponent-of': slug, elsewhere: z.boolean().optional() }),
  /** The owner of the one piece of the situation with the highest value of this fact (a roll), when at least two pieces give it; none on a tie. */
  z.strictObject({ highest: slug }),
  /** The one other player, when only one player is not the one `role` finds (a two-player game). */
  z.strictObject({ 'other-than': slug }),
  /** The situation: the player whose turn it is, or every player. */
  z.strictObject({ situation: z.enum(['active', 'players']) }),
]);

/** A role: who plays it, or how the choice is made when no single player does. */
export const roleDeclSchema = z.strictObject({
  role: slug,
  /** One line for the judge: who this is. */
  means: nonEmpty,
  /** Ways to find the player, tried in order. Absent: no single player chooses (`says` explains how it is done). */
  find: z.array(finderSchema).min(1).optional(),
  /** How the choice is made when no single player is found (no `find`, or none of its finders finds one), as the subject of a sentence ("a roll-off decides who picks"). */
  says: nonEmpty.optional(),
});

/** An effect kind a situation may give, and whether it counts as an ability or a rule in conflicts. */
export const kindDeclSchema = z.strictObject({
  kind: nonEmpty,
  means: nonEmpty,
  'counts-as': z.enum(['ability', 'rule', 'neither']).optional(),
  /** `steps`: an effect of this kind described in a judge's words is read among the steps of the rulesets' procedures. */
  'read-among': z.enum(['steps']).optional(),
  /**
   * `card`: an effect of this kind given no name or entry of its own, from a piece that names a card (its `card`, else
   * its `name`), is read as that card's ability where the rulesets list the card under exactly one entry and the
   * effect's words, read among that entry's rulings, clearly lead to one of them.
   */
  'read-from-source': z.enum(['card']).optional(),
  /** Document sections whose entries are things of this kind: an effect given no kind, named exactly as entries of these only, is of this kind. */
  sections: z.array(nonEmpty).min(1).optional(),
});

/** A fact a directive may test on an effect (an extra key of the effect), with the question that settles it. */
export const factDeclSchema = z.strictObject({
  fact: slug,
  /** The values it may take; `player` for a player id. A listed set lets an answer branch on a missing fact. */
  values: z.union([z.literal('player'), z.array(z.union([z.string(), z.number(), z.boolean()])).min(1)]),
  /** The question a judge asks the players to settle it. */
  ask: nonEmpty,
  /** Other keys judges write for it (`won-by` for winner); case, `_` and `-` do not matter. */
  aliases: z.array(nonEmpty).min(1).optional(),
  /** What a missing fact is taken to be; without it, a missing fact the answer turns on makes the answer branch. */
  default: z.union([z.string(), z.number(), z.boolean()]).optional(),
  /** With a default: when the default decided an answer, a note says so and what the other values would give. */
  remind: z.boolean().optional(),
  /**
   * Phrases by value that say the fact in an effect's own words, read when no key gives it ("ship or home island?" asks
   * where a treasure comes from): a value is taken when its phrases alone are found, and a note says so.
   */
  said: z.record(z.string(), z.array(nonEmpty).min(1)).optional(),
  /**
   * With `true`, the fact is the state of the game (is any island left with facedown treasure), not of one effect: where
   * an effect's words say a value other than the default, the board's other effects no longer take the default.
   */
  board: z.boolean().optional(),
  /**
   * Whose fact it is, when written on a piece. `targets`: of the pieces an effect acts on (the masts a rammed ship has
   * left); on the effect's source it says nothing. `source`: of the piece an effect comes from (the rammer's own masts),
   * read there before a fact of the same key `of: targets`; on a target it says nothing.
   */
  of: z.enum(['source', 'targets']).optional(),
}).superRefine((f, ctx) => {
  // A value only the words name would be a value no directive can be written for.
  const listed = Array.isArray(f.values) ? f.values.map(String) : undefined;
  for (const value of Object.keys(f.said ?? {})) {
    if (listed && !listed.includes(value)) ctx.addIssue({ code: 'custom', path: ['said', value], message: `'${value}' is not one of this fact's values (${listed.join(', ')})` });
  }
});

/** The vocabulary file a manifest names (`vocabulary: vocabulary.yaml`). */
export const vocabularySchema = z.strictObject({
  $schema: z.string().optional(),
  /** The kind of an effect that gives none. */
  'default-kind': nonEmpty.optional(),
  kinds: z.array(kindDeclSchema).optional(),
  facts: z.array(factDeclSchema).optional(),
  roles: z.array(roleDeclSchema).optional(),
  /**
   * Directive labels in precedence order, strongest first, for each question (a directive's label is its `label`,
   * else its kind). A directive overrides every directive of a later label that bears on the same effects; two of
   * one label that disagree leave the answer undetermined.
   */
  precedence: z.strictObject({ conflict: z.array(slug).min(1).optional(), order: z.array(slug).min(1).optional() }).optional(),
  /**
   * Words that put the words after them outside what an effect does: "cannot be cancelled" cancels nothing. A phrase
   * found only inside a scope does not match, unless the phrase itself holds the scope's word.
   */
  scopes: z
    .array(z.strictObject({ means: nonEmpty, words: z.array(nonEmpty).min(1), reach: z.union([z.number().int().min(1).max(12), z.literal('clause')]) }))
    .optional(),
  /**
   * Words that, after a player's name, report what that player says ("Ben says", "Cal insists"; "Ben:" needs none):
   * such an effect is a player's account of a rule, not the rule stated, so a general precedence over rules does not
   * take it as one when the rulesets hold nothing it is read as. `voice`: words of a player's own voice ("I", "my",
   * "you"): a rule given in them is table talk, a player's account of a rule, even with no name before it.
   */
  claims: z.strictObject({ words: z.array(nonEmpty).min(1), voice: z.array(nonEmpty).min(1).optional(), kinds: z.array(nonEmpty).min(1).optional() }).optional(),
  /**
   * Words by which a speaker says they are unsure the board is as they tell it ("pretty sure", "not sure", "I think"):
   * a decision such an effect wins holds only if it does, which the board leaves open.
   */
  hedges: z.array(nonEmpty).min(1).optional(),
  /**
   * Words by which an entry's own text speaks to the player who uses it ("you may re-roll", "you can swap"): where no
   * chooser ruling says who picks for an effect read as such an entry (itself; where it says nothing of a choice, the
   * rulings right under it), `role` does, the entry holding the words cited. A ruling that gives the choice to someone else still decides. `printed`: words that
   * speak to the user only in a card's printed text ("this ship may"), not in a ruling's.
   */
  addressed: z.strictObject({ words: z.array(nonEmpty).min(1), printed: z.array(nonEmpty).min(1).optional(), role: slug }).optional(),
  /** How a window is named in a sentence when "in the <window> window" reads badly ("during the turn"). */
  windows: z.array(z.strictObject({ window: slug, says: nonEmpty })).optional(),
});

export type Vocabulary = z.infer<typeof vocabularySchema>;
export type Finder = z.infer<typeof finderSchema>;
export type RoleDecl = z.infer<typeof roleDeclSchema>;
export type FactDecl = z.infer<typeof factDeclSchema>;

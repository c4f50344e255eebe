/** Zod schema of a situation file, as the contract fixes it: a board described by a judge, and questions. */
import { z } from 'zod';

const id = z.string().min(1).regex(/^[A-Za-z0-9][\w.-]*$/, 'an id is letters, digits, "-", "_" or "."');

/** One value of a fact: a word, a number, true or false. */
const scalar = z.union([z.string(), z.number(), z.boolean()]);

// A judge who writes a fact as a mapping (`dice: { attacker: 4 }`) is told what a fact can be, not zod's bare "Invalid input".
const fact = z.union([scalar, z.array(scalar)], {
  error: 'a fact takes a word, a number, true or false, or a list of those, not a mapping: give each part a key of its own',
});

// On the board a fact may also give one value per piece or player (`rolled: { ana: 5, ben: 3 }`, see per-piece.ts).
const boardFact = z.union([scalar, z.array(scalar), z.record(z.string(), scalar)], {
  error: 'a fact takes a word, a number, true or false, or a list of those; on the board, also one value per piece or player ({ ana: 5, ben: 3 }): give each other part a key of its own',
});

/** A game piece in play; extra keys are facts about it (e.g. `aboard: pearl`), warned about when no directive reads them. */
export const pieceSchema = z.looseObject({
  id,
  name: z.string().min(1).optional(),
  card: z.string().min(1).optional(),
  kind: z.string().min(1).optional(),
  owner: id.optional(),
  controller: id.optional(),
}).catchall(fact);


/** Something in play or triggering; extra keys are further facts (e.g. `revealed: 2`). */
export const effectSchema = z.looseObject({
  id,
  ability: z.string().min(1).optional(),
  /** The entry this effect is (an id, or any ref `qm show` accepts): pins its reading. */
  entry: z.string().min(1).optional(),
  text: z.string().min(1).optional(),
  kind: z.string().min(1).optional(),
  source: id.optional(),
  controller: id.optional(),
  targets: z.array(id).optional(),
}).catchall(fact);


/** A question about the situation. */
export const questionSchema = z.strictObject({
  id: id.optional(),
  ask: z.enum(['conflict', 'order', 'who-picks']),
  effect: id.optional(),
  effects: z.array(id).optional(),
});

/** What `qm check` expects for one question. */
export const expectationSchema = z.strictObject({
  /** A player id, or a role that names no single player (random, each-own, roll-off, turn-order); null: undetermined. */
  picker: z.string().min(1).nullable().optional(),
  /** The role the answer gives (defender, user, owner, ...), when the file wants it checked too. */
  role: z.string().min(1).optional(),
  /** The rules leave the question open (the only thing recorded for such an answer). */
  undetermined: z.boolean().optional(),
  winner: id.nullable().optional(),
  chooser: z.string().min(1).nullable().optional(),
  steps: z.array(z.array(id).min(1)).optional(),
  excluded: z.array(id).optional(),
  /** The rules say neither effect applies. */
  neither: z.boolean().optional(),
  /** The rules say both effects apply in full. */
  both: z.boolean().optional(),
  /** Effects of which only `keep` happen, and the player who chooses which. */
  choices: z.array(z.strictObject({ effects: z.array(id).min(2), keep: z.number().int().positive(), chooser: z.string().min(1).nullable() })).optional(),
  /** The answer depends on this fact, which the situation does not give (implies undetermined). */
  depends: z.string().min(1).optional(),
});

/** The keys of a situation file the contract gives. */
const situationObject = z.object({
  $schema: z.string().optional(),
  ruleset: z.string().min(1),
  rulesets: z.array(z.string().min(1)).optional(),
  title: z.string().optional(),
  players: z.array(id).optional(),
  active: id.optional(),
  pieces: z.array(pieceSchema).optional(),
  effects: z.array(effectSchema).optional(),
  questions: z.array(questionSchema).min(1),
  expect: z.record(z.string(), expectationSchema).optional(),
});

/** A situation file; extra keys are facts about the whole board (`scenario: ghost-pirates`), holding for every effect. */
export const situationSchema = situationObject.catchall(boardFact).describe('One situation. A file may hold several, as YAML documents separated by a line "---"; qm check names each by its title.');

// The type leaves the board's facts out: they are read as entries of the object, never by name.
export type Situation = z.infer<typeof situationObject>;

export type Piece = z.infer<typeof pieceSchema>;
export type Effect = z.infer<typeof effectSchema>;
export type Question = z.infer<typeof questionSchema>;
export type Expectation = z.infer<typeof expectationSchema>;

/**
 * The situation contract (schema.ts) without zod: each key of a piece, an effect, a question, an expectation and the
 * board, with a plain check of its value. A command reading one valid file need not load zod and build its schema,
 * which was a sixth of a cold `qm resolve`: zod is loaded only to word the problems of a file these checks refuse.
 */
import type { Situation } from './schema.js';

/** A check: the value as the zod schema returns it (objects and lists copied), or `no`. */
type Check = (v: unknown) => unknown;
const no = Symbol('no');

const text = (min: number, pattern?: RegExp): Check => (v) => (typeof v === 'string' && v.length >= min && (!pattern || pattern.test(v)) ? v : no);
// zod's number takes finite values only; its int() safe integers.
const number: Check = (v) => (typeof v === 'number' && Number.isFinite(v) ? v : no);
const positiveInt: Check = (v) => (Number.isSafeInteger(v) && (v as number) > 0 ? v : no);
const flag: Check = (v) => (typeof v === 'boolean' ? v : no);
const nullable = (check: Check): Check => (v) => (v === null ? v : check(v));
const oneOf = (...checks: Check[]): Check => (v) => checks.map((c) => c(v)).find((r) => r !== no) ?? no;
const among = (values: string[]): Check => (v) => (values.includes(v as string) ? v : no);
const isPlain = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype;

function list(check: Check, min = 0): Check {
  return (v) => {
    if (!Array.isArray(v) || v.length < min) return no;
    const out = v.map(check);
    return out.includes(no) ? no : out;
  };
}

/** A mapping as zod parses an object: the shape's keys first, in the shape's order, then the others (checked by `rest`) as written. */
function mapping(shape: Record<string, Check>, required: string[], rest?: Check): Check {
  return (v) => {
    if (!isPlain(v)) return no;
    const out: Record<string, unknown> = {};
    for (const [k, check] of Object.entries(shape)) {
      if (!(k in v)) {
        if (required.includes(k)) return no;
        continue;
      }
      if ((out[k] = check(v[k])) === no) return no;
    }
    for (const k in v) if (!Object.hasOwn(shape, k) && (!rest || (out[k] = rest(v[k])) === no)) return no;
    return out;
  };
}

/** A mapping whose keys are any text, each value checked by `check` (zod's record). */
const record = (check: Check): Check => mapping({}, [], check);

const id = text(1, /^[A-Za-z0-9][\w.-]*$/);
const word = text(1);
const scalar = oneOf(text(0), number, flag);
const fact = oneOf(scalar, list(scalar));
// A board fact may give one value per piece or player (per-piece.ts).
const boardFact = oneOf(fact, record(scalar));

const pieceShape = { id, name: word, card: word, kind: word, owner: id, controller: id };
const effectShape = { id, ability: word, entry: word, text: word, kind: word, source: id, controller: id, targets: list(id) };
const questionShape = { id, ask: among(['conflict', 'order', 'who-picks']), effect: id, effects: list(id) };
const choice = mapping({ effects: list(id, 2), keep: positiveInt, chooser: nullable(word) }, ['effects', 'keep', 'chooser']);
const expectationShape = { picker: nullable(word), role: word, undetermined: flag, winner: nullable(id), chooser: nullable(word), steps: list(list(id, 1)), excluded: list(id), neither: flag, both: flag, choices: list(choice), depends: word };
const situationShape = {
  $schema: text(0),
  ruleset: word,
  rulesets: list(word),
  title: text(0),
  players: list(id),
  active: id,
  pieces: list(mapping(pieceShape, ['id'], fact)),
  effects: list(mapping(effectShape, ['id'], fact)),
  questions: list(mapping(questionShape, ['ask']), 1),
  expect: record(mapping(expectationShape, [])),
};
const situation = mapping(situationShape, ['ruleset', 'questions'], boardFact);

/** The keys the contract gives a piece, an effect and the board; any other key of one is a fact. */
export const pieceKeys: readonly string[] = Object.keys(pieceShape);
export const effectKeys: readonly string[] = Object.keys(effectShape);
export const situationKeys: readonly string[] = Object.keys(situationShape);

/** `value` as the zod schema would return it when it plainly meets the contract; undefined when zod must say why not. */
export function plainSituation(value: unknown): Situation | undefined {
  const out = situation(value);
  return out === no ? undefined : (out as Situation);
}

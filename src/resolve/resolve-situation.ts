/** Answers every question of a situation from the directives of its rulesets; the answers carry their proof. */
import type { Library } from '../rulesets/entry.js';
import type { Question, Situation } from '../situation/schema.js';
import { Proof, type Answer, type Resolution } from './answer.js';
import { branchOnFacts } from './branch.js';
import type { SeenEffect } from '../read/effect.js';
import { conflict } from './conflict.js';
import { knowledgeOf, rulesetChain, type Knowledge } from './knowledge.js';
import { probingFacts } from './fact-log.js';
import { order } from './order.js';
import { recognise, type ReadOptions } from '../read/recognise.js';
import { readingsOf } from '../read/readings.js';
import { nearestRulings } from '../read/board-rulings.js';
import { branchOnReadings } from './reading-branches.js';
import { claimed } from './unread-claim.js';
import { namedInConflicts } from './named-in-conflicts.js';
import { recognitionNotes, recordRecognition } from './recognition-notes.js';
import { saidFactNotes } from './said-notes.js';
import { assumingNoException } from './unstated-exceptions.js';
import { assumingMeantWords, meantWordNotes } from './meant-words.js';
import { situationWarnings } from './situation-warnings.js';
import { whoPicks } from './who-picks.js';
import { aboutPieceInPlay, citingBoard, directiveEntries, onBoard } from './board-cites.js';
import { reach } from '../reached.js';

/** Answers one question over the given effects (which may carry facts assumed for a branch); `board`: every effect of the situation. */
export function ask(id: string, q: Question, effects: SeenEffect[], situation: Situation, knowledge: Knowledge, board: readonly SeenEffect[] = effects): Answer {
  const proof = new Proof();
  recordRecognition(effects, proof);
  if (q.ask === 'who-picks') return whoPicks(id, effects[0]!, situation, knowledge, proof, board);
  if (q.ask === 'conflict') return conflict(id, effects, situation, knowledge, proof, board);
  return order(id, effects, situation, knowledge, proof);
}

const steps = new WeakMap<Knowledge, Set<string>>();

/** The entries the chain's procedures name as their steps. */
function stepEntries(kn: Knowledge): Set<string> {
  let out = steps.get(kn);
  if (!out) steps.set(kn, (out = new Set(kn.byKind.procedure.flatMap((k) => k.directive.steps.flatMap((s) => (s.entry ? [s.entry] : []))))));
  return out;
}

/** Resolves a validated situation against a library (unknown rulesets are an InputError); `strict` reads effects exactly only. */
export function resolveSituation(lib: Library, situation: Situation, file = '<situation>', options: ReadOptions = {}): Resolution {
  const chain = rulesetChain(lib, situation.ruleset, situation.rulesets ?? [], { file });
  const knowledge = knowledgeOf(lib, chain);
  const seen = recognise(lib, situation, chain, knowledge.vocabulary, { ...options, steps: stepEntries(knowledge) });
  const board = [...seen.values()];
  const bears = onBoard(knowledge.byId, board);
  const own = directiveEntries(knowledge.byKind);
  const answers: Answer[] = situation.questions.map((q, i) => {
    const id = q.id ?? `q${i + 1}`;
    // Each kind of question runs code of its own: a command's code cache kept from a who-picks run alone compiled a
    // conflict's code on every later run (about 10 ms of a board's start-up), so each kind is a path a cache must have taken.
    reach(q.ask);
    const effects = (q.ask === 'who-picks' ? [q.effect!] : q.effects ?? []).map((x) => seen.get(x)!);
    // Facts the board leaves out branch first; then each close reading of an effect read from the judge's words.
    const decide = (these: SeenEffect[]) => {
      const { result, missing } = probingFacts(() => ask(id, q, these, situation, knowledge, board));
      return missing.facts.size ? branchOnFacts(result, missing, (assumed) => ask(id, q, assumed, situation, knowledge, board), these, knowledge) : result;
    };
    // A rule a player is reported saying (an ability told in a player's voice is still the ability).
    const voiced = (e: SeenEffect) => e.countsAs === 'rule' && claimed(e, situation.players ?? [], knowledge.vocabulary);
    const read = branchOnReadings(decide(effects), effects, decide, voiced, (e, others) => namedInConflicts(e, others, knowledge), (e) => knowledge.vocabulary.claimKinds.has(e.kind), (entry, others) => aboutPieceInPlay(knowledge.byId, entry, others));
    // Cited: what decided on this board, not the rulings that say the same of pieces nobody played (board-cites.ts).
    const answer = citingBoard(assumingNoException(assumingMeantWords(read, effects), effects, knowledge), bears, own);
    const notes = [...recognitionNotes(effects), ...meantWordNotes(effects), ...saidFactNotes(answer, effects, decide, board), ...(answer.notes ?? [])];
    const readings = effects.flatMap(readingsOf);
    // An open answer points at the rulings nearest the board's words: the judge reads the likely deciding text at once.
    const nearest = answer.undetermined && !answer.depends?.length ? nearestRulings(lib, situation, effects, chain) : [];
    return { ...answer, ...(notes.length ? { notes } : {}), readings, ...(nearest.length ? { nearest } : {}) };
  });
  const warnings = situationWarnings(situation, knowledge.vocabulary);
  return { ruleset: situation.ruleset, rulesets: chain, ...(situation.title ? { title: situation.title } : {}), ...(warnings.length ? { warnings } : {}), answers };
}

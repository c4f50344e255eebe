/**
 * Answers that rest on a reading by words. An effect read from a judge's own words may mean another ruling than the
 * one taken: when a close reading would decide otherwise the answer depends on what the effect means, each branch
 * naming its entry; when the decision stands only if the reading is right, the answer says so first.
 */
import type { Entry } from '../rulesets/entry.js';
import { byWordsOnly, type SeenEffect } from '../read/effect.js';
import { withAssumptions, type Answer, type Assumption } from './answer.js';
import { branchOf, branchesClause, dependsAnswer } from './branch.js';
import { decisionKey } from './summary.js';

/** How many close readings are tried besides the one taken. */
const tried = 3;

/** How many extra answers one question may cost, by its number of effects: a board of hundreds must still answer at once. */
const budgetFor = (effects: number) => Math.min(16, Math.max(2, Math.floor(96 / Math.max(1, effects))));

const named = (e: Entry) => `${e.title} (${e.id})`;

/** The close readings an answer may be tried on: those whose words name the ruling's subject (names-subject.ts). */
const triable = (e: SeenEffect) => (e.close ?? []).filter((c) => c.namesSubject !== false);

/**
 * Re-answers with each close reading of each effect read by words; see the module comment. `claimed`: whether an effect
 * is a rule a player is reported saying ("Rui: no current bonus either"), which no answer decides on a reading of its words;
 * `claimKind`: whether it was given as a claim (`kind: claim`), which a judge does not state as the ruling in force;
 * `inPlay`: whether an entry is about a piece another effect of the question is given as (board-cites.ts).
 */
export function branchOnReadings(base: Answer, effects: SeenEffect[], again: (effects: SeenEffect[]) => Answer, claimed: (e: SeenEffect) => boolean = () => false, named: (e: SeenEffect, others: SeenEffect[]) => boolean = () => true, claimKind: (e: SeenEffect) => boolean = () => false, inPlay: (entry: Entry, others: SeenEffect[]) => boolean = () => false): Answer {
  let answer = base;
  let left = budgetFor(effects.length);
  const untried: string[] = [];
  for (const [i, e] of effects.entries()) {
    if (!e.readAs) continue;
    const taken = e.recognised.find((r) => r.by === 'words');
    if (!taken) {
      // Words that read as no ruling are judged as they stand (their kind and phrases). In an order, a phrase puts them
      // at a step; when a ruling they may mean would place them otherwise, the order rests on that phrase alone. In a
      // conflict a candidate mostly only reaches the general tie, which is no better a guess (tried, it undid fixtures):
      // only a ruling whose side names the candidate counts (onSideReadings).
      if (answer.ask === 'conflict') {
        if (e.recognised.length) continue;
        const close = triable(e).slice(0, tried);
        if (!close.length) continue;
        if (left < close.length) {
          untried.push(e.id);
          continue;
        }
        left -= close.length;
        answer = onSideReadings(answer, e, effects, decidedReadings(e, i, effects, close, again, named), claimed);
        if (answer.depends) return answer;
        continue;
      }
      // Who picks: only where the words as they stand leave it open; a chooser their words meet (a boarding's loser) stands.
      const close = e.recognised.length || (answer.ask === 'who-picks' && !answer.undetermined) ? [] : triable(e).slice(0, tried);
      if (!close.length) continue;
      if (left < close.length) {
        untried.push(e.id);
        continue;
      }
      left -= close.length;
      const swap = (as: { entry: Entry; score: number }) => effects.map((x, j) => (j === i ? e.readAs!(as) : x));
      const options = close.map((c) => ({ entry: c.entry, answer: again(swap(c)) }));
      // Words too close to several rulings to read as one, where the order (or who picks) is open as they stand: when
      // each of those rulings places the effect alike, or names one chooser, the answer rests on its meaning one of
      // them, and says so. Not for an ability in an order: its words say when it happens ("the moment my ship gets
      // pinned"), not which ruling it is. Who picks for it asks what it does, which its words do say, when they come
      // close to several rulings that all name one chooser.
      if (answer.undetermined) {
        if ((e.countsAs !== 'ability' || (answer.ask === 'who-picks' && options.length > 1)) && options.every((o) => !o.answer.undetermined) && new Set(options.map((o) => decisionKey(o.answer))).size === 1) answer = assuming(options[0]!.answer, e, close.map((c) => c.entry));
        continue;
      }
      // In an order, a reading under which the order is open doubts it too: the firm order rests on the words meaning
      // no ruling ("my Cursed Captain Jack rolls first thing" read as nothing, Kray-kin's roll then goes first), while as
      // the ruling they may mean, two rulings each put their effect first.
      const others = options.filter((o) => (answer.ask === 'order' || !o.answer.undetermined) && decisionKey(o.answer) !== decisionKey(answer));
      if (others.length) return dependsOnReading(answer, e, [{ entry: null, answer }, ...others]);
      continue;
    }
    const close = (e.close ?? []).slice(0, tried);
    // Only those naming their subject may decide a conflict the reading taken leaves open; all may make it depend.
    const deciding = triable(e).slice(0, tried);
    if (left < close.length + 1) {
      untried.push(e.id);
      continue;
    }
    left -= close.length + 1;
    const swap = (as: { entry: Entry; score: number } | null) => effects.map((x, j) => (j === i ? e.readAs!(as) : x));
    // In a conflict the reading taken that decides nothing is one of the close readings: a ruling whose side names another may decide.
    if (answer.ask === 'conflict' && answer.undetermined) {
      // Words read as the ruling on a card another effect is given as (a claim about that card) keep that reading: a
      // less likely one that decides is one branch of the answer, not the answer.
      const kept = inPlay(taken.entry, effects.filter((_, j) => j !== i)) ? taken.entry : undefined;
      answer = onSideReadings(answer, e, effects, decidedReadings(e, i, effects, deciding, again, named), claimed, kept);
      if (answer.depends) return answer;
      continue;
    }
    // A close reading that decides nothing does not decide differently: only firm decisions compete with the one taken.
    const closeAnswers = close.map((c) => ({ entry: c.entry, answer: again(swap(c)) }));
    const options = [{ entry: taken.entry, answer }, ...closeAnswers.filter((o) => !o.answer.undetermined)];
    if (new Set(options.map((o) => decisionKey(o.answer))).size > 1) return dependsOnReading(answer, e, options);
    // Read as nothing, the effect is judged by its kind and its own words: if that decides alike, no reading mattered.
    if (answer.undetermined) continue;
    const unread = again(swap(null));
    if (decisionKey(unread) === decisionKey(answer)) continue;
    // Words find the ruling an effect speaks about, not which side of it the judge's words take ("every water token
    // costs points" reads as the ruling that it costs none): an effect that wins only as that ruling may be disputing
    // it. A judge who gives its kind (a rule, a house rule) in their own words states it as the ruling in force; words
    // without a kind are a claim, and so are words in a player's voice ("Ana: she swam off, so no more patching"),
    // whatever kind the judge filed them under, as is a kind that is a claim (`kind: claim`).
    if (answer.ask === 'conflict' && answer.winner === e.id && (!e.kindGiven || claimKind(e) || claimed(e))) return dependsOnReading(answer, e, [{ entry: taken.entry, answer }, { entry: null, answer: unread }]);
    answer = assuming(answer, e, [taken.entry]);
  }
  if (!untried.length) return answer;
  const note = `${untried.length} effects read by their words (${untried.slice(0, 5).join(', ')}${untried.length > 5 ? ', ...' : ''}) were not tried against other readings; name them or pin them with 'entry:' for a decision that rests on no reading by words.`;
  return { ...answer, notes: [...(answer.notes ?? []), note] };
}

/**
 * The answers with `e` (at `i`) read as each close reading that some ruling names it by: only those can decide as read
 * (onSideReadings), so the others are not decided at all (each costs a whole decision, fact branches included).
 */
function decidedReadings(e: SeenEffect, i: number, effects: SeenEffect[], close: { entry: Entry; score: number }[], again: (effects: SeenEffect[]) => Answer, named: (e: SeenEffect, others: SeenEffect[]) => boolean): { entry: Entry; answer: Answer }[] {
  const others = effects.filter((_, j) => j !== i);
  return close.flatMap((c) => {
    const read = e.readAs!(c);
    return named(read, others) ? [{ entry: c.entry, answer: again(effects.map((x, j) => (j === i ? read : x))) }] : [];
  });
}

/** Whether a conflict decision names `e` on one of its sides by what it was read as (an entry or a name), not only by its kind or words. */
function decidedAsRead(a: Answer, e: SeenEffect): boolean {
  const mine = ` (${e.id})`;
  return a.proof.some((p) => p.rule !== 'recognise' && p.rule !== 'reading' && (p.fired ?? []).some((f) => f.endsWith(mine) && /\.(entries|names): /.test(f)));
}

/**
 * In a conflict, words too close to several rulings to read as one: the general precedences (the tie, the levels) are
 * no better a guess as any of them, but a ruling whose side names one of those rulings is. When every such reading
 * decides alike the answer rests on the effect meaning one of them, and says so; when they disagree, or one disagrees
 * with the answer as the words stand, it depends on what the effect means. An effect that would win only as the
 * ruling its words speak about, and whose kind the judge did not give or which reports what a player says, may be
 * disputing that ruling: no answer rests on it.
 */
function onSideReadings(answer: Answer, e: SeenEffect, effects: SeenEffect[], tried: { entry: Entry; answer: Answer }[], claimed: (e: SeenEffect) => boolean, taken?: Entry): Answer {
  // One guess at a time: a decision that also names another effect only as its words were read rests on two guesses.
  const guessed = effects.filter((x) => x !== e && x.recognised.length && byWordsOnly(x));
  const read = tried.filter((o) => !o.answer.undetermined && decidedAsRead(o.answer, e));
  // A firm answer is doubted by any reading that would decide otherwise, even one resting on a second guess: the firm
  // one rests on this effect's words meaning no ruling, which its close readings say they may not.
  if (!answer.undetermined) {
    // Every reading is a branch then, those that agree too: an agreeing ruling is no "something else".
    return read.some((o) => decisionKey(o.answer) !== decisionKey(answer)) ? dependsOnReading(answer, e, [{ entry: null, answer }, ...read]) : answer;
  }
  const options = read.filter((o) => !guessed.some((x) => decidedAsRead(o.answer, x)));
  if (!options.length) return answer;
  const decisions = new Set(options.map((o) => decisionKey(o.answer)));
  // The reading taken leaves it open and speaks of a card in play: a less likely reading that decides is one branch.
  if (taken) return dependsOnReading(answer, e, [{ entry: taken, answer }, ...options]);
  if (decisions.size > 1) return dependsOnReading(answer, e, [{ entry: null, answer }, ...options]);
  const [first] = options;
  // A rule a player claims is still a claim: its words find the ruling, not whether it states or disputes it, so no
  // answer (a winner, either side losing, both or neither applying) rests on its meaning that ruling.
  if (claimed(e)) return answer;
  if (first!.answer.ask === 'conflict' && first!.answer.winner === e.id && !e.kindGiven) return answer;
  return assuming(first!.answer, e, options.map((o) => o.entry));
}

/** The answer, marked as resting on `e` meaning one of `entries`. */
function assuming(a: Answer, e: SeenEffect, entries: Entry[]): Answer {
  const says = `'${e.id}' means ${entries.map(named).join(' or ')}`;
  const assumption: Assumption = { effect: e.id, entries: entries.map((x) => x.id), says };
  const why = `This rests on reading ${says}, from the words given; if it means something else, describe it by name or pin it with 'entry:'.`;
  return withAssumptions(a, [assumption], why);
}

/** What a branch's reading is called: the entry, or (null) anything else the words may say, a dispute of it included. */
const otherwise = 'something else';

/** An undetermined answer with one branch per reading of `e` (null: read as no ruling). */
function dependsOnReading(base: Answer, e: SeenEffect, options: { entry: Entry | null; answer: Answer }[]): Answer {
  const fact = `what '${e.id}' means`;
  const depends = options.map(({ entry, answer }) => (entry ? branchOf(fact, entry.id, answer, entry.id) : branchOf(fact, otherwise, answer)));
  const question = `Which is '${e.id}': ${options.map((o) => (o.entry ? named(o.entry) : `${otherwise} (it disputes that ruling, or means no ruling)`)).join(', or ')}? Name it, or pin it with 'entry:'.`;
  const why = `It depends on ${fact}, read from the words given: ${branchesClause(depends)}.`;
  return dependsAnswer(base, depends, why, question, depends.flatMap((b) => b.cites));
}

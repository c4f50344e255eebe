/** The answers `qm resolve` gives, as the contract fixes them, plus the proof they are drawn from. */
import type { Nearest } from '../read/board-rulings.js';
import type { Reading } from '../read/readings.js';

/** A player making a choice, and the role that makes them the one. */
export interface Picker {
  player: string | null;
  role: string;
  /** Every player, when the role is all of them together (as long as all players agree). */
  players?: string[] | undefined;
}

/** What an effect was taken to mean for an answer resting on it: "if 'water' means Ships and gangplanks". */
export interface Assumption {
  effect: string;
  entries: string[];
  says: string;
}

/** One step of reasoning: what decided, in plain words, and the entries that say so. */
export interface ProofStep {
  /** The directive kind (or `recognise`, `undetermined`) this step applied. */
  rule: string;
  says: string;
  cites: string[];
  /** Where the directive that applied is written (file:line), for a data author debugging it. */
  at?: string | undefined;
  /** The matcher fields and values that fired, e.g. `winner.phrases: cancel*`. */
  fired?: string[] | undefined;
}

/** A directive that bore on the question but did not decide it, and why: shown by `qm resolve --explain`. */
export interface Considered {
  directive: string;
  at?: string | undefined;
  why: string;
}

/** One branch of an answer that depends on a fact the situation does not give. */
export interface Branch {
  fact: string;
  value: string | number | boolean;
  /** For a branch on what an effect read by words means: the entry this branch reads it as. */
  entry?: string | undefined;
  /** The decision for that value, as the answer's own fields would give it. */
  decision: string;
  winner?: string | null | undefined;
  chooser?: Picker | null | undefined;
  picker?: Picker | undefined;
  steps?: { effects: string[]; chooser?: Picker | undefined }[] | undefined;
  excluded?: string[] | undefined;
  undetermined?: string | undefined;
  cites: string[];
}

interface AnswerBase {
  id: string;
  because: string[];
  cites: string[];
  /** Present when the rules leave the question open: why. */
  undetermined?: string | undefined;
  /** When a fact the situation does not give decides the answer: each value with its decision. */
  depends?: Branch[] | undefined;
  /** The question a judge asks the players to settle `depends`. */
  question?: string | undefined;
  /** Things a judge should know before acting: effects recognised as nothing, or only approximately. */
  notes?: string[] | undefined;
  /** What each effect of the question was read as, how, and the close alternatives. */
  readings?: Reading[] | undefined;
  /** Readings by words the decision rests on: it holds if each effect means what is said here. */
  assumes?: Assumption[] | undefined;
  /** Facts the situation leaves out that decided through their default, where the vocabulary asks to be reminded (`remind`). */
  defaulted?: { fact: string; value: string | number | boolean }[] | undefined;
  /** On an open answer: the rulings nearest the board's words, for the judge to read (they decided nothing). */
  nearest?: Nearest[] | undefined;
  proof: ProofStep[];
  considered?: Considered[] | undefined;
}

/** Who chooses the target or item of an effect. */
export interface WhoPicksAnswer extends AnswerBase {
  ask: 'who-picks';
  effect: string;
  picker: Picker;
  /** When the rules fix the result so that nobody picks: what they fix. */
  fixed?: string | undefined;
}

/** Which of several effects wins. */
export interface ConflictAnswer extends AnswerBase {
  ask: 'conflict';
  winner: string | null;
  chooser: Picker | null;
  levels: Record<string, string>;
  /** The rules say neither effect applies. */
  neither?: boolean | undefined;
  /** The rules say the effects do not exclude each other: both apply in full. */
  both?: boolean | undefined;
}

/** In what order effects happen. */
export interface OrderAnswer extends AnswerBase {
  ask: 'order';
  steps: { effects: string[]; chooser?: Picker | undefined }[];
  excluded: { effect: string; because: string }[];
  /** Effects of which only `keep` may happen, and who chooses which. */
  choices?: { effects: string[]; keep: number; chooser: Picker; because: string }[] | undefined;
}

export type Answer = WhoPicksAnswer | ConflictAnswer | OrderAnswer;

/** `a`, marked as resting on `assumed`: each is listed in `assumes`, and `why` closes its `because` and its proof. */
export function withAssumptions(a: Answer, assumed: readonly Assumption[], why: string): Answer {
  return { ...a, assumes: [...(a.assumes ?? []), ...assumed], because: [...a.because, why], proof: [...a.proof, { rule: 'reading', says: why, cites: [] }] };
}

/** The answers to one situation file. */
export interface Resolution {
  ruleset: string;
  rulesets: string[];
  title?: string | undefined;
  /** Words the situation uses that the vocabulary does not declare (a kind, a fact key). */
  warnings?: string[] | undefined;
  answers: Answer[];
}

/** Collects proof steps; `because` and `cites` are drawn from it, never written separately. */
export class Proof {
  readonly steps: ProofStep[] = [];

  readonly considered: Considered[] = [];

  /** Records a step, with where its directive is written and what fired when known. */
  add(rule: string, says: string, cites: readonly string[] = [], how: { at?: string | undefined; fired?: string[] | undefined } = {}): void {
    this.steps.push({ rule, says, cites: [...cites], ...(how.at ? { at: how.at } : {}), ...(how.fired?.length ? { fired: how.fired } : {}) });
  }

  /** Takes in another proof's steps and set-aside directives, after its own. */
  merge(other: Proof): void {
    this.steps.push(...other.steps);
    this.considered.push(...other.considered);
  }

  /** Records a directive that bore on the question but did not decide it. */
  consider(directive: string, why: string, at?: string): void {
    this.considered.push({ directive, why, ...(at ? { at } : {}) });
  }

  /** The plain-words reasons, one per step. */
  because(): string[] {
    return this.steps.map((s) => s.says);
  }

  /** Every entry cited, in order of first use. */
  cites(): string[] {
    const seen = new Set<string>();
    for (const s of this.steps) for (const c of s.cites) seen.add(c);
    return [...seen];
  }
}

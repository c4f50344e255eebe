/** The answers `qm resolve` gives, as the contract fixes them, plus the proof they are drawn from. */

/** A player making a choice, and the role that makes them the one. */
export interface Picker {
  player: string | null;
  role: string;
}

/** One step of reasoning: what decided, in plain words, and the entries that say so. */
export interface ProofStep {
  /** The directive kind (or `recognise`, `undetermined`) this step applied. */
  rule: string;
  says: string;
  cites: string[];
}

interface AnswerBase {
  id: string;
  because: string[];
  cites: string[];
  /** Present when the rules leave the question open: why. */
  undetermined?: string | undefined;
  proof: ProofStep[];
}

/** Who chooses the target or item of an effect. */
export interface WhoPicksAnswer extends AnswerBase {
  ask: 'who-picks';
  effect: string;
  picker: Picker;
}

/** Which of several effects wins. */
export interface ConflictAnswer extends AnswerBase {
  ask: 'conflict';
  winner: string | null;
  chooser: Picker | null;
  levels: Record<string, string>;
}

/** In what order effects happen. */
export interface OrderAnswer extends AnswerBase {
  ask: 'order';
  steps: { effects: string[]; chooser?: Picker | undefined }[];
  excluded: { effect: string; because: string }[];
}

export type Answer = WhoPicksAnswer | ConflictAnswer | OrderAnswer;

/** The answers to one situation file. */
export interface Resolution {
  ruleset: string;
  rulesets: string[];
  title?: string | undefined;
  answers: Answer[];
}

/** Collects proof steps; `because` and `cites` are drawn from it, never written separately. */
export class Proof {
  readonly steps: ProofStep[] = [];

  /** Records a step. */
  add(rule: string, says: string, cites: readonly string[] = []): void {
    this.steps.push({ rule, says, cites: [...cites] });
  }

  /** The plain-words reasons, one per step. */
  because(): string[] {
    return this.steps.map((s) => s.says);
  }

  /** Every entry cited, in order of first use. */
  cites(): string[] {
    return [...new Set(this.steps.flatMap((s) => s.cites))];
  }
}

/** What `qm check` found, as its renderers (human, json, junit) read it; the check runner fills it in. */

/** The outcome of one question. */
export interface QuestionResult {
  id: string;
  ask: string;
  mismatches: string[];
  /** The answer's reasons and cited entry ids, shown with a failure so it can be judged without re-running. */
  because: string[];
  cites: string[];
  /** On an open answer: the rulings nearest the board's words, shown for the judge to read (they decided nothing). */
  nearest?: string[] | undefined;
  /** Line of the question's expectation (`expect.<id>`), for CI annotations. */
  line?: number | undefined;
}

/** The outcome of one situation (a file, or one YAML document of a file with several). */
export interface SituationResult {
  file: string;
  /** The situation's title, else its file name (with "#n" when the file holds several situations). */
  name: string;
  title?: string | undefined;
  /** Line where the situation starts. */
  line: number;
  status: 'passed' | 'failed' | 'error' | 'skipped';
  questions: QuestionResult[];
  error?: string | undefined;
  /** Milliseconds spent reading and resolving it. */
  time: number;
}

/** A whole run: every situation, and when it started (ISO 8601, for the junit timestamp). */
export interface CheckReport {
  results: SituationResult[];
  timestamp: string;
}

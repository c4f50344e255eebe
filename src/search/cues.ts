/** Question cues: the words a question starts with ("how long", "how many", "who picks") and the wording that answers it. */
import type { QuestionCue } from '../rulesets/lexicon-schema.js';
import type { SearchDoc } from './documents.js';
import type { SearchIndex } from './search-index.js';
import { splitWords } from './words.js';

/** The words of a text, folded and joined by single spaces, padded so that a phrase matches whole words only. */
export function wordLine(text: string): string {
  return ` ${splitWords(text).map((w) => w.folded).join(' ')} `;
}

/** What the cues found in a query: the typed words they used up, and the answer phrases to favour, with weights. */
export interface CueMatch {
  /** Positions in the query's free words that were part of a cue ("how", "long"). */
  used: Set<number>;
  /** `beside`: one of the asks found is marked as asking how several subjects combine. */
  answers: { phrases: string[]; asks: string[]; weight: number; beside: boolean }[];
}

/** A cue with its phrases split into folded words once, not on every query. */
interface CompiledCue {
  asks: string[][];
  /** The asks as padded word lines, to find them in a heading ("Who Picks?"). */
  askLines: string[];
  answerWords: Set<string>;
  notAfter: Set<string>;
  /** The asks (joined words) that make it a question on how several subjects combine. */
  beside: Set<string>;
  answers: string[];
  weight: number;
}

/** The folded words of a phrase. */
const foldedWords = (phrase: string) => splitWords(phrase).map((x) => x.folded);

/** Compiles one cue. */
function compileCue(cue: QuestionCue): CompiledCue {
  return {
    asks: cue.ask.map(foldedWords),
    askLines: cue.ask.map(wordLine),
    // A cue word that answers too ("chooses" in "who chooses") stays a search word; "how", "long", "many" go.
    answerWords: new Set(cue.answers.flatMap(foldedWords)),
    notAfter: new Set((cue.notAfter ?? []).flatMap(foldedWords)),
    answers: cue.answers.map(wordLine),
    weight: cue.weight ?? 0.5,
    beside: new Set((cue.beside ?? []).map((p) => foldedWords(p).join(' '))),
  };
}

/**
 * How many words before an ask a `notAfter` word still makes it another kind of question: the auxiliary of a question
 * opened by "how long", "which one" or "what" comes a word or two later ("how long is it", "what does it do").
 */
const notAfterReach = 3;

/** Whether one of the `notAfter` words stands within reach before position `i` (a loop: it runs for every position of every ask). */
function afterAny(seq: readonly { word: string }[], i: number, notAfter: ReadonlySet<string>): boolean {
  for (let j = Math.max(0, i - notAfterReach); j < i; j++) if (notAfter.has(seq[j]!.word)) return true;
  return false;
}

/** Each index's compiled cues, per scope: the lexicons do not change while an index lives. */
const compiled = new WeakMap<SearchIndex, Map<string, CompiledCue[]>>();

/** The cues of the rulesets in scope, once each, compiled. */
function cuesIn(ix: SearchIndex, scope: Set<string>): CompiledCue[] {
  const ids = scope.size ? [...scope] : ix.rulesets;
  const key = ids.join('\u0000');
  const byScope = compiled.get(ix) ?? compiled.set(ix, new Map()).get(ix)!;
  const known = byScope.get(key);
  if (known) return known;
  const seen = new Set<string>();
  const out: CompiledCue[] = [];
  for (const id of ids) {
    for (const c of ix.lexicons[id]?.questions ?? []) {
      const key = JSON.stringify(c);
      if (!seen.has(key)) (seen.add(key), out.push(compileCue(c)));
    }
  }
  byScope.set(key, out);
  return out;
}

/** Finds the question cues in the free words of a query. */
export function matchCues(ix: SearchIndex, words: string[], scope: Set<string>): CueMatch {
  const out: CueMatch = { used: new Set(), answers: [] };
  // One folded word per position, each pointing back at the typed word it came from.
  const seq = words.flatMap((w, i) => splitWords(w).map((x) => ({ word: x.folded, at: i })));
  for (const cue of cuesIn(ix, scope)) {
    let found = false;
    let beside = false;
    const { answerWords, notAfter } = cue;
    for (const want of cue.asks) {
      for (let i = 0; i + want.length <= seq.length; i++) {
        if (afterAny(seq, i, notAfter)) continue;
        if (want.every((w, j) => seq[i + j]!.word === w)) {
          found = true;
          beside ||= cue.beside.has(want.join(' '));
          for (let j = 0; j < want.length; j++) if (!answerWords.has(want[j]!)) out.used.add(seq[i + j]!.at);
        }
      }
    }
    if (found) out.answers.push({ phrases: cue.answers, asks: cue.askLines, weight: cue.weight, beside });
  }
  return out;
}

/**
 * The factor a document's own text earns from the cues: 1 + the weight of each cue one of whose answers it holds
 * (`besideOnly`: of the cues asking how several subjects combine).
 */
export function cueFactor(cues: CueMatch, ownText: string, besideOnly = false): number {
  if (!cues.answers.length) return 1;
  const line = wordLine(ownText);
  let f = 1;
  for (const a of cues.answers) if ((!besideOnly || a.beside) && a.phrases.some((p) => line.includes(p))) f += a.weight;
  return f;
}

/** A document's own wording, as the question cues read it: its text and its indexed text field. */
export const ownText = (doc: SearchDoc) => (doc.fields.text ? `${doc.text} ${doc.fields.text}` : doc.text);

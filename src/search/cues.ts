/** Question cues: the words a question starts with ("how long", "how many", "who picks") and the wording that answers it. */
import type { Lexicon, QuestionCue } from '../rulesets/lexicon-schema.js';
import { stemmerOf, type Stemmer } from '../rulesets/stemmer.js';
import type { SearchDoc } from './documents.js';
import type { SearchIndex } from './search-index.js';
import { splitWords } from './words.js';
import { phraseSet, TextLines, type PhraseSet } from './phrases.js';
import { perIndex } from './per-index.js';

/** One stemmer per distinct `stemming` section: rulesets sharing their suffix rules share the stemmed lines of a text. */
const stemmers = new Map<string, Stemmer>();

/** The stemmer of a lexicon, shared with every lexicon whose stemming is the same. */
function stemmerFor(lex: Lexicon | undefined): Stemmer {
  const key = JSON.stringify(lex?.stemming ?? null);
  return stemmers.get(key) ?? stemmers.set(key, stemmerOf(lex?.stemming)).get(key)!;
}

/** What the cues found in a query: the typed words they used up, and the answer phrases to favour, with weights. */
export interface CueMatch {
  /** Positions in the query's free words that were part of a cue ("how", "long"). */
  used: Set<number>;
  /** `beside`: one of the asks found is marked as asking how several subjects combine. */
  answers: { phrases: PhraseSet; asks: PhraseSet; weight: number; beside: boolean; printed: boolean }[];
}

/** A cue with its phrases split into folded words once, not on every query. */
interface CompiledCue {
  /** Each ask's words, stemmed when it is a phrase and as written when it is one word (see phrases.ts). */
  asks: { words: string[]; stemmed: boolean }[];
  /** The asks, to find them in a heading ("Who Picks?"). */
  readonly askLines: PhraseSet;
  readonly answerWords: Set<string>;
  notAfter: Set<string>;
  /** The asks (joined words) that make it a question on how several subjects combine. */
  beside: Set<string>;
  /** The question asks for a subject's printed words. */
  printed: boolean;
  readonly answers: PhraseSet;
  weight: number;
  stem: Stemmer;
}

/** Compiles one cue, its phrases stemmed with its lexicon's stemmer: the asks at once, the rest when a query asks it. */
function compileCue(cue: QuestionCue, stem: Stemmer): CompiledCue {
  const plainWords = (phrase: string) => splitWords(phrase).map((x) => x.folded);
  const foldedWords = (phrase: string) => plainWords(phrase).map(stem);
  // Every query looks for every cue's asks; a cue's answers are read only when one of its asks is found. A cold
  // command compiling them all spent a tenth of its time here.
  let askLines: PhraseSet | undefined;
  let answerWords: Set<string> | undefined;
  let answers: PhraseSet | undefined;
  return {
    stem,
    asks: cue.ask.map((a) => {
      const words = plainWords(a);
      return words.length > 1 ? { words: words.map(stem), stemmed: true } : { words, stemmed: false };
    }),
    get askLines() {
      return (askLines ??= phraseSet(cue.ask, stem));
    },
    // A cue word that answers too ("chooses" in "who chooses") stays a search word; "how", "long", "many" go.
    get answerWords() {
      return (answerWords ??= new Set(cue.answers.flatMap(foldedWords)));
    },
    notAfter: new Set((cue.notAfter ?? []).flatMap(plainWords)),
    get answers() {
      return (answers ??= phraseSet(cue.answers, stem));
    },
    weight: cue.weight ?? 0.5,
    printed: cue.printed === true,
    beside: new Set((cue.beside ?? []).map((p) => (plainWords(p).length > 1 ? foldedWords(p) : plainWords(p)).join(' '))),
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
      if (!seen.has(key)) (seen.add(key), out.push(compileCue(c, stemmerFor(ix.lexicons[id]))));
    }
  }
  byScope.set(key, out);
  return out;
}

/** Whether `want` stands in `line` from position `i` (a loop, not a closure: it runs for every position of every ask). */
function startsAt(line: readonly { word: string }[], i: number, want: readonly string[]): boolean {
  for (let j = 0; j < want.length; j++) if (line[i + j]!.word !== want[j]) return false;
  return true;
}

/** Finds the question cues in the free words of a query. */
export function matchCues(ix: SearchIndex, words: string[], scope: Set<string>): CueMatch {
  const out: CueMatch = { used: new Set(), answers: [] };
  // One folded word per position, each pointing back at the typed word it came from.
  const folded = words.flatMap((w, i) => splitWords(w).map((x) => ({ word: x.folded, at: i })));
  // Stemmed once per stemmer (every lexicon may share one).
  const stemmed = new Map<Stemmer, { word: string; at: number }[]>();
  for (const cue of cuesIn(ix, scope)) {
    let found = false;
    let beside = false;
    const { notAfter } = cue;
    const seq = stemmed.get(cue.stem) ?? stemmed.set(cue.stem, folded.map((x) => ({ word: cue.stem(x.word), at: x.at }))).get(cue.stem)!;
    for (const { words: want, stemmed: byStem } of cue.asks) {
      const line = byStem ? seq : folded;
      for (let i = 0; i + want.length <= line.length; i++) {
        if (afterAny(folded, i, notAfter)) continue;
        if (startsAt(line, i, want)) {
          found = true;
          beside ||= cue.beside.has(want.join(' '));
          for (let j = 0; j < want.length; j++) if (!cue.answerWords.has(cue.stem(want[j]!))) out.used.add(line[i + j]!.at);
        }
      }
    }
    if (found) out.answers.push({ phrases: cue.answers, asks: cue.askLines, weight: cue.weight, beside, printed: cue.printed });
  }
  return out;
}

/**
 * The factor a document's own text earns from the cues: 1 + the weight of each cue one of whose answers it holds
 * (`besideOnly`: of the cues asking how several subjects combine).
 */
export function cueFactor(cues: CueMatch, lines: TextLines, besideOnly = false): number {
  if (!cues.answers.length) return 1;
  let f = 1;
  for (const a of cues.answers) if ((!besideOnly || a.beside) && lines.holds(a.phrases)) f += a.weight;
  return f;
}

/** A document's own wording, as the question cues read it: its text and its indexed text field. */
const ownText = (doc: SearchDoc) => (doc.fields.text ? `${doc.text} ${doc.fields.text}` : doc.text);

/** Document `n`'s own wording as word lines, kept per index: every query's cues read the same candidates again. */
export const ownLines = perIndex((ix, n: number) => new TextLines(ownText(ix.doc(n))));

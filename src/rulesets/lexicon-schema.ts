/** A ruleset's search lexicon (`lexicon.yaml`): its type and zod schema, validated at load and build time, never on the search path. */
import { z } from 'zod';

/** A suffix rule: a word ending in `suffix` (keeping at least `min` letters) ends in `replace` instead. */
export interface SuffixRule {
  suffix: string;
  replace?: string | undefined;
  min?: number | undefined;
  /** Endings that keep the word as it is (e.g. "ss" for the rule on "s"). */
  unless?: string[] | undefined;
}

/** A kind of question and the wording of the rulings that answer it ("how long" → "remainder of the turn", "until"). */
export interface QuestionCue {
  /** What the player types: phrases taken out of the query when found in it ("how long", "how many"). */
  ask: string[];
  /** Phrases in a ruling's own text that answer such a question. */
  answers: string[];
  /** How much an entry holding one of the answers counts over one that does not (default 0.5: ×1.5). */
  weight?: number | undefined;
  /** Words that, just before an ask phrase (up to three words), make it another kind of question ("where does", "how long is it"). */
  notAfter?: string[] | undefined;
  /**
   * The ask phrases that make it a question on how several subjects combine ("which first", "do they stack"): such a
   * ruling is often filed beside their rulings, under the heading they share, and rises with them.
   */
  beside?: string[] | undefined;
  /**
   * The question asks for a subject's printed words ("card text?", "what's the wording"): an entry whose own text is
   * its card's words, quoted, rises by `weight`, where any other question sets it back behind the rulings under it.
   */
  printed?: boolean | undefined;
}

/** What a `kind:` or `is:` filter word stands for: entry kinds, a section path word, or a non-empty entry field. */
export interface FilterDef {
  kinds?: string[] | undefined;
  section?: string | undefined;
  has?: ('keywords' | 'abilities' | 'cards' | 'see')[] | undefined;
}

/** The lexicon file of a ruleset. */
export interface Lexicon {
  stopWords?: string[] | undefined;
  /** A word or abbreviation and the words it stands for ("hi" → "home island"). */
  expansions?: Record<string, string> | undefined;
  /** Groups of words that mean the same; every word of a group is indexed as the group's first. */
  synonyms?: string[][] | undefined;
  /** Phrases of two or more words players say for one term of the rules ("switch off" → "cancel"), searched as that term. */
  phrases?: Record<string, string> | undefined;
  stemming?:
    | {
        exceptions?: Record<string, string> | undefined;
        suffixes?: SuffixRule[] | undefined;
        /** Doubled letters undoubled after a suffix is stripped ("pinned" → "pinn" → "pin"). */
        undouble?: string[] | undefined;
      }
    | undefined;
  /** Question words and what answers them. */
  questions?: QuestionCue[] | undefined;
  /** Names for `kind:` and `is:` filters ("correction" → erratum entries, "ut" → the unique treasure section). */
  filters?: Record<string, FilterDef> | undefined;
}

const word = z.string().min(1);

/** A lexicon file: stop words, expansions, synonym groups, suffix rules, question cues and filter names. */
export const lexiconSchema: z.ZodType<Lexicon> = z.strictObject({
  stopWords: z.array(word).optional(),
  expansions: z.record(z.string().min(1), word).optional(),
  synonyms: z.array(z.array(word).min(2)).optional(),
  phrases: z.record(z.string().regex(/\S\s+\S/, 'a phrase of two or more words'), word).optional(),
  stemming: z
    .strictObject({
      exceptions: z.record(z.string().min(1), word).optional(),
      suffixes: z
        .array(z.strictObject({ suffix: word, replace: z.string().optional(), min: z.number().int().min(1).optional(), unless: z.array(word).optional() }))
        .optional(),
      undouble: z.array(word).optional(),
    })
    .optional(),
  questions: z
    .array(z.strictObject({ ask: z.array(word).min(1), answers: z.array(word).min(1), weight: z.number().positive().optional(), notAfter: z.array(word).optional(), beside: z.array(word).optional(), printed: z.boolean().optional() }))
    .optional(),
  filters: z
    .record(
      z.string().min(1),
      z.strictObject({
        kinds: z.array(word).optional(),
        section: word.optional(),
        has: z.array(z.enum(['keywords', 'abilities', 'cards', 'see'])).optional(),
      }),
    )
    .optional(),
});

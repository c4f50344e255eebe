/** The zod schema of a ruleset's lexicon file (`lexicon.yaml`): validated at build time, never on the search path. */
import { z } from 'zod';
import type { Lexicon } from './lexicon.js';

const word = z.string().min(1);

/** A lexicon file: stop words, expansions of abbreviations, synonym groups and suffix-stripping rules. */
export const lexiconSchema: z.ZodType<Lexicon> = z.strictObject({
  stopWords: z.array(word).optional(),
  expansions: z.record(z.string().min(1), word).optional(),
  synonyms: z.array(z.array(word).min(2)).optional(),
  stemming: z
    .strictObject({
      exceptions: z.record(z.string().min(1), word).optional(),
      suffixes: z
        .array(z.strictObject({ suffix: word, replace: z.string().optional(), min: z.number().int().min(1).optional(), unless: z.array(word).optional() }))
        .optional(),
      undouble: z.array(word).optional(),
    })
    .optional(),
});

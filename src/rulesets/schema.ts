/** Zod schemas of the ruleset format: a manifest per ruleset folder and entry files split by section. */
import { z } from 'zod';
import { directiveSchema } from './directive-schema.js';

/** Ruleset ids are lower-case slugs; entry ids are dotted slugs that start with their ruleset id. */
export const rulesetIdPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const entryIdPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)+$/;

/** A card the text names; `number` is the collector number when the document gives one. */
export const cardSchema = z.strictObject({
  name: z.string().min(1),
  number: z.string().regex(/^[A-Za-z]{1,6}-?[0-9]{1,4}[a-z]?$/, 'a collector number looks like RF-056, MI-042a or HH05a').optional(),
});

/** A quoted ability text under which the document groups rulings, with the cards that carry it. */
export const quoteSchema = z.strictObject({
  text: z.string().min(1),
  cards: z.array(cardSchema).optional(),
  /** Text the document prints between the quote and the card list, verbatim (e.g. "(Original text: ...)"). */
  note: z.string().optional(),
});

/** One unit of the document: a ruling, erratum, heading, step, list item or house rule. */
export interface EntryInput {
  id: string;
  kind?: EntryKind | undefined;
  title?: string | undefined;
  text: string;
  section?: string[] | undefined;
  source?: string | undefined;
  cards?: z.infer<typeof cardSchema>[] | undefined;
  keywords?: string[] | undefined;
  abilities?: string[] | undefined;
  aliases?: string[] | undefined;
  quotes?: z.infer<typeof quoteSchema>[] | undefined;
  see?: string[] | undefined;
  note?: string | undefined;
  directives?: z.infer<typeof directiveSchema>[] | undefined;
  children?: EntryInput[] | undefined;
}

export const entryKinds = [
  'topic', 'ruling', 'erratum', 'rule', 'step', 'list', 'item', 'note', 'scenario', 'component', 'heading',
] as const;
export type EntryKind = (typeof entryKinds)[number];

const nonEmpty = z.string().min(1);

/** An entry; `children` holds the sub-bullets the document nests under it. */
export const entrySchema: z.ZodType<EntryInput> = z.lazy(() =>
  z.strictObject({
    id: z.string().regex(entryIdPattern, 'an entry id is dotted lower-case slugs, e.g. pirates-csg.abilities.cancel'),
    kind: z.enum(entryKinds).optional(),
    title: nonEmpty.optional(),
    text: nonEmpty,
    section: z.array(nonEmpty).min(1).optional(),
    source: nonEmpty.optional(),
    cards: z.array(cardSchema).optional(),
    keywords: z.array(nonEmpty).optional(),
    abilities: z.array(nonEmpty).optional(),
    aliases: z.array(nonEmpty).optional(),
    quotes: z.array(quoteSchema).optional(),
    see: z.array(z.string().regex(entryIdPattern, 'a link names an entry id')).optional(),
    note: nonEmpty.optional(),
    directives: z.array(directiveSchema).optional(),
    children: z.array(entrySchema).optional(),
  }),
);

/** An entry file: the section path its entries sit in, as the document names it, and the entries in order. */
export const entryFileSchema = z.strictObject({
  section: z.array(nonEmpty).min(1),
  source: nonEmpty.optional(),
  entries: z.array(entrySchema),
});

/** A source document of a ruleset. */
export const sourceSchema = z.strictObject({
  id: nonEmpty,
  title: nonEmpty,
  edition: nonEmpty.optional(),
  date: nonEmpty.optional(),
  author: nonEmpty.optional(),
  seed: nonEmpty.optional(),
});

/** The ruleset manifest, `ruleset.yaml`. */
export const manifestSchema = z.strictObject({
  id: z.string().regex(rulesetIdPattern, 'a ruleset id is a lower-case slug, e.g. pirates-csg'),
  title: nonEmpty,
  game: nonEmpty,
  description: nonEmpty.optional(),
  sources: z.array(sourceSchema).min(1),
  /** The published game this ruleset amends (free text: it need not be encoded here). */
  base: z.strictObject({ game: nonEmpty, relation: z.enum(['amends', 'extends', 'standalone']) }).optional(),
  /** Another loaded ruleset whose entries this one builds on (e.g. a tournament's house rules over pirates-csg). */
  extends: z.string().regex(rulesetIdPattern).optional(),
  /** How the sources rank when they disagree, strongest first, with the entry that says so. */
  precedence: z
    .array(z.strictObject({ over: z.array(nonEmpty).min(1), source: nonEmpty, cite: z.string().regex(entryIdPattern).optional() }))
    .optional(),
  /** Entry files in document order, relative to the ruleset folder. */
  files: z.array(nonEmpty).min(1),
  /** The search lexicon (stop words, synonyms, stemming), relative to the ruleset folder. */
  lexicon: nonEmpty.optional(),
  /** The resolver's vocabulary (effect kinds, facts, roles, precedence), relative to the ruleset folder. */
  vocabulary: nonEmpty.optional(),
  /** Directive files (the resolver's knowledge, each directive naming its entry), relative to the ruleset folder. */
  directives: z.array(nonEmpty).min(1).optional(),
  /** Files of what players ask that entries answer, in their own words (searched with each entry), relative to the ruleset folder. */
  asked: z.array(nonEmpty).min(1).optional(),
});

/**
 * A file of what players ask: each entry id with the questions and table claims it answers, as players word them. The
 * search indexes them with the entry (doc2query), so words the document never uses still find its ruling.
 */
export const askedFileSchema = z.record(
  z.string().regex(entryIdPattern, 'a key names an entry id, e.g. pirates-csg.abilities.cancel').describe('An entry id of this ruleset.'),
  z.array(nonEmpty).min(1).describe('The questions and table claims the entry answers, one a line, as players put them.'),
);

export type Manifest = z.infer<typeof manifestSchema>;
export type EntryFile = z.infer<typeof entryFileSchema>;
export type Card = z.infer<typeof cardSchema>;
export type Quote = z.infer<typeof quoteSchema>;

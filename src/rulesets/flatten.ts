/** Flattens an entry file's nested entries into Entry records, filling in what children inherit. */
import type { Entry } from './entry.js';
import { guardsInScopes } from './guards-in-scopes.js';
import type { EntryFile, EntryInput } from './schema.js';
import { positionAt, type YamlSource } from './yaml-source.js';

/** Context the entries of one file share. */
export interface FileContext {
  ruleset: string;
  source: string;
  /** The file relative to its ruleset folder. */
  file: string;
  yaml: YamlSource;
}

/** All entries of a file in document order, parents before their children. */
export function flattenFile(data: EntryFile, ctx: FileContext): Entry[] {
  const out: Entry[] = [];
  const visit = (input: EntryInput, path: PropertyKey[], parent: Entry | undefined): void => {
    const where = positionAt(ctx.yaml, [...path, 'id']);
    const entry: Entry = {
      id: input.id,
      ruleset: ctx.ruleset,
      source: input.source ?? parent?.source ?? data.source ?? ctx.source,
      section: input.section ?? parent?.section ?? data.section,
      kind: input.kind ?? 'ruling',
      // A child without a title is about its parent's subject; lint reports a top-level entry without one.
      title: input.title ?? parent?.title ?? '',
      text: input.text,
      cards: input.cards ?? [],
      keywords: input.keywords ?? [],
      abilities: input.abilities ?? [],
      aliases: input.aliases ?? [],
      quotes: input.quotes ?? [],
      see: input.see ?? [],
      note: input.note,
      directives: guardsInScopes(input.directives ?? []),
      parent: parent?.id,
      children: (input.children ?? []).map((c) => c.id),
      file: ctx.file,
      line: where.line ?? 1,
      column: where.column ?? 1,
    };
    out.push(entry);
    (input.children ?? []).forEach((child, i) => visit(child, [...path, 'children', i], entry));
  };
  data.entries.forEach((e, i) => visit(e, ['entries', i], undefined));
  return out;
}

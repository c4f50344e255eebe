/**
 * The kind of an effect the judge gave none: the default kind, unless everything it is named as (by `entry:`, name or
 * printed text) lies in a section the vocabulary gives a kind ("Rum" is named as a unique treasure's rulings, so it is
 * a unique treasure's effect and is applied where the explore action applies unique treasures). Words do not name a
 * kind: a reading by words is a guess at the ruling, not at what the judge's effect is.
 */
import type { Entry, Library } from '../rulesets/entry.js';
import type { Effect } from '../situation/schema.js';
import type { SeenEffect } from './effect.js';
import type { ChainVocabulary } from './vocabulary.js';

/** The kind the effect gives, else the one the sections of what it is named as say, else the default kind. */
export function kindRead(lib: Library, effect: Effect, recognised: SeenEffect['recognised'], vocabulary: ChainVocabulary): string {
  if (effect.kind !== undefined) return effect.kind;
  const named = recognised.filter((r) => r.by !== 'words' && !r.mentioned);
  if (!named.length) return vocabulary.defaultKind;
  for (const k of vocabulary.kinds.values()) {
    if (k.sections && named.every((r) => sectionsOf(lib, r.entry).some((s) => k.sections!.includes(s)))) return k.kind;
  }
  return vocabulary.defaultKind;
}

/** The sections an entry is in: its file's, and the headings it is nested under (TERRAIN within the specific rules). */
function sectionsOf(lib: Library, e: Entry): string[] {
  const out = [...e.section];
  for (let cur = lib.byId.get(e.parent ?? ''); cur; cur = lib.byId.get(cur.parent ?? '')) if (cur.kind === 'heading') out.push(cur.title);
  return out;
}

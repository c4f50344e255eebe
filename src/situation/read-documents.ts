/** The documents of a situation file (or stdin), each parsed by a given parser and checked against the loaded rulesets, with positions in every error. */
import { didYouMean } from '../closest.js';
import { InputError } from '../errors.js';
import type { Library } from '../rulesets/entry.js';
import { readInput } from '../input/read-text.js';
import { positionAt } from '../rulesets/yaml-source.js';
import { basename } from 'node:path';
import type { LoadedSituation } from './plain-load.js';
import { situationDocuments } from './situation-documents.js';
import { describeMixed, mixedScript, visible } from '../rulesets/mixed-script.js';
import { extendsChain } from '../rulesets/extends-chain.js';
import { entriesOf } from '../rulesets/lookup.js';
import { suggestNames } from '../rulesets/suggest.js';

/** A situation ready to resolve, with the name its file is shown by. */
export interface ReadSituation extends LoadedSituation {
  file: string;
  /** The line its document starts on, and its name (title, else file#n as qm check names it). */
  line?: number | undefined;
  name?: string | undefined;
}

/** Keys whose values are prose, where another script may be meant; every other string is an id or a name. */
const prose = new Set(['text', 'title']);

/** Refuses the first id or name that mixes lookalike scripts ("Cаncel ability" with a Cyrillic а would silently match nothing). */
export function refuseMixedScripts(value: unknown, yaml: ReadSituation['yaml'], path: PropertyKey[] = []): void {
  if (typeof value === 'string') {
    const mixed = mixedScript(value);
    if (mixed) throw new InputError(`'${visible(value.length > 60 ? `${value.slice(0, 60)}…` : value)}' ${describeMixed(mixed)}; retype it (location: ${path.join('.')})`, positionAt(yaml, path), path.join('.'));
    return;
  }
  if (Array.isArray(value)) value.forEach((v, i) => refuseMixedScripts(v, yaml, [...path, i]));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) if (!prose.has(k)) refuseMixedScripts(v, yaml, [...path, k]);
  }
}

/** Throws an InputError at the first ruleset the situation names that is not loaded. */
export function requireKnownRulesets(loaded: LoadedSituation, lib: Library): void {
  const known = lib.rulesets.map((r) => r.id);
  const check = (id: string, where: PropertyKey[]) => {
    if (!known.includes(id)) {
      throw new InputError(`unknown ruleset '${id}'${didYouMean(id, known)}; known: ${known.join(', ')} (location: ${where.join('.')})`, positionAt(loaded.yaml, where), where.join('.'));
    }
  };
  check(loaded.situation.ruleset, ['ruleset']);
  (loaded.situation.rulesets ?? []).forEach((id, i) => check(id, ['rulesets', i]));
}

/** Throws an InputError at the first effect whose `entry:` names no entry of the situation's rulesets, with a did-you-mean. */
export function requireKnownEntries(loaded: LoadedSituation, lib: Library): void {
  const byId = new Map(lib.rulesets.map((r) => [r.id, r]));
  const inChain = new Set<string>();
  for (const id of [loaded.situation.ruleset, ...(loaded.situation.rulesets ?? [])]) {
    const info = byId.get(id);
    if (info) for (const r of extendsChain(info, byId).chain) inChain.add(r.id);
  }
  (loaded.situation.effects ?? []).forEach((e, i) => {
    if (e.entry === undefined || entriesOf(lib, e.entry, inChain).length) return;
    const near = suggestNames(lib, e.entry, 3);
    const hint = near.length ? `; did you mean ${near.map((n) => `'${n}'`).join(' or ')}?` : '; give an entry id or a name `qm show` finds';
    const where = ['effects', i, 'entry'];
    throw new InputError(`effect '${e.id}': no entry of ${[...inChain].join(', ')} is '${e.entry}'${hint} (location: ${where.join('.')})`, positionAt(loaded.yaml, where), where.join('.'));
  });
}

/**
 * Every situation of a file (or of input already read), one per YAML document as qm check reads them (comment-only
 * documents skipped), each parsed by `parse`; the first problem throws. Undefined when `parse` leaves a document to another parser.
 */
export function readDocuments(path: string | { file: string; text: string }, lib: Library, parse: (file: string, text: string) => LoadedSituation | undefined): ReadSituation[] | undefined {
  const { file, text } = typeof path === 'string' ? readInput(path) : path;
  const docs = situationDocuments(text);
  const read: ReadSituation[] = [];
  for (const doc of docs) {
    const loaded = parse(file, doc.text);
    if (!loaded) return undefined;
    refuseMixedScripts(loaded.situation, loaded.yaml);
    requireKnownRulesets(loaded, lib);
    requireKnownEntries(loaded, lib);
    const name = loaded.situation.title ?? (docs.length > 1 ? `${basename(file)}#${doc.index}` : basename(file));
    read.push({ ...loaded, file, line: doc.line, name });
  }
  return read;
}

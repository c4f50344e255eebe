/** `qm resolve <file|->`: answers the questions of a situation file, with reasons and the texts that decide. */
import { extraRulesetDirs, loadLibrary, type LibraryOptions } from '../rulesets/library.js';
import { useRecognitionIndex } from '../read/recognition-index-file.js';
import { useGateIndex } from '../resolve/gate-index-file.js';
import { resolveSituation } from '../resolve/resolve-situation.js';
import { attachCommandSearchIndex } from '../read/command-search-index.js';
import { readDocuments, type ReadSituation } from '../situation/read-documents.js';
import { parsePlainly } from '../situation/plain-load.js';
import { chainsOf } from '../rulesets/snapshot.js';
import type { Library } from '../rulesets/entry.js';
import { namedRulesets } from '../situation/named-rulesets.js';
import { readInput } from '../input/read-text.js';

/** Options of `qm resolve`. */
export interface ResolveOptions extends LibraryOptions {
  json?: boolean | undefined;
  explain?: boolean | undefined;
  /** Read effects exactly only (entry, name, printed text). */
  strict?: boolean | undefined;
}

/**
 * The situations of the input, read without zod when each plainly meets the contract: zod (a sixth of a cold resolve to
 * load) is loaded only to word the problems of a file, which it then reports as before.
 */
async function readSituations(input: { file: string; text: string }, lib: Library): Promise<ReadSituation[]> {
  return readDocuments(input, lib, parsePlainly) ?? (await import('../situation/read-situation.js')).readSituations(input, lib);
}

/** The situations read against part of a library, if that part holds each one's chain; undefined otherwise (or on any problem, or when zod must word one). */
async function readChain(input: { file: string; text: string }, lib: Library): Promise<ReadSituation[] | undefined> {
  if (!lib.partial) return readSituations(input, lib);
  const loaded = new Set(lib.partial);
  try {
    const read = readDocuments(input, lib, parsePlainly);
    return read?.every(({ situation }) => [...chainsOf([situation.ruleset, ...(situation.rulesets ?? [])], lib.rulesets)].every((id) => loaded.has(id))) ? read : undefined;
  } catch {
    return undefined;
  }
}

/** Prints the answers; 0 when every question was answered, even if the answer is "undetermined". */
export async function resolveCommand(path: string, options: ResolveOptions): Promise<number> {
  // Only the rulesets the situation names (and their bases) are loaded: a house sheet's board need not parse the Code.
  const input = readInput(path);
  const extra = extraRulesetDirs(options);
  let lib = await loadLibrary(options, namedRulesets(input.text));
  // The package's prebuilt indexes when they match the built-in rulesets; otherwise the user's cache, keyed by content.
  let saveRecognition = useRecognitionIndex(lib, extra);
  // A file of several situations (YAML documents) is read as qm check reads it: each is answered, in file order.
  let read = saveRecognition ? await readChain(input, lib) : undefined;
  // The whole library when the part loaded does not hold every situation's chain, or its indexes are not built yet (a
  // first run with extra rulesets): the situations are then read, and any problem reported, against all of it.
  if (!saveRecognition || !read) {
    lib = await loadLibrary(options);
    saveRecognition = useRecognitionIndex(lib, extra)!;
    read = await readSituations(input, lib);
  }
  await attachCommandSearchIndex(lib, options);
  useGateIndex(lib, extra);
  const resolutions = read.map(({ situation, file }) => {
    const full = resolveSituation(lib, situation, file, { strict: options.strict });
    // What was considered and set aside is for debugging data; plain answers leave it out.
    const resolution = options.explain ? full : { ...full, answers: full.answers.map(({ considered: _c, ...a }) => a) };
    for (const w of resolution.warnings ?? []) process.stderr.write(`qm: warning: ${file}: ${w}\n`);
    return resolution;
  });
  saveRecognition();
  if (options.json) {
    const { json } = await import('../render/json.js');
    // One situation keeps the contract's shape; several are listed under `situations`, each with the name qm check gives it.
    process.stdout.write(json(read.length === 1 ? resolutions[0] : { situations: resolutions.map((r, i) => ({ name: read[i]!.name, line: read[i]!.line, ...r })) }));
  } else {
    const { renderResolution } = await import('../render/text/answers.js');
    const text = resolutions.map((r, i) => `${read.length > 1 ? `== ${read[i]!.name} (${read[i]!.file}:${read[i]!.line})\n` : ''}${renderResolution(lib, read[i]!.situation, r, options.explain)}`);
    process.stdout.write(text.join('\n'));
  }
  return 0;
}

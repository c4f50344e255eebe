/** `qm resolve <file|->`: answers the questions of a situation file, with reasons and the texts that decide. */
import { extraRulesetDirs, loadLibrary, type LibraryOptions } from '../rulesets/library.js';
import { useRecognitionIndex } from '../prebuilt/recognition-index.js';
import { resolveSituation } from '../resolve/resolve-situation.js';
import { attachCommandSearchIndex } from '../read/command-search-index.js';
import { readSituations } from '../situation/read-situation.js';
import { namedRulesets } from '../situation/named-rulesets.js';
import { readInput } from '../rulesets/read-text.js';

/** Options of `qm resolve`. */
export interface ResolveOptions extends LibraryOptions {
  json?: boolean | undefined;
  explain?: boolean | undefined;
  /** Read effects exactly only (entry, name, printed text). */
  strict?: boolean | undefined;
}

/** Prints the answers; 0 when every question was answered, even if the answer is "undetermined". */
export async function resolveCommand(path: string, options: ResolveOptions): Promise<number> {
  // Only the rulesets the situation names (and their bases) are loaded: a house sheet's board need not parse the Code.
  const input = readInput(path);
  const extra = extraRulesetDirs(options);
  let lib = await loadLibrary(options, namedRulesets(input.text));
  // The package's prebuilt indexes when they match the built-in rulesets; otherwise the user's cache, keyed by content.
  // Until the cache has them (a first run with extra rulesets), the whole library is loaded to build them.
  let saveRecognition = useRecognitionIndex(lib, extra);
  if (!saveRecognition) {
    lib = await loadLibrary(options);
    saveRecognition = useRecognitionIndex(lib, extra)!;
  }
  // A file of several situations (YAML documents) is read as qm check reads it: each is answered, in file order.
  const read = readSituations(input, lib);
  await attachCommandSearchIndex(lib, options);
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

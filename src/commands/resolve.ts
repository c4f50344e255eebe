/** `qm resolve <file|->`: answers the questions of a situation file, with reasons and the texts that decide. */
import { extraRulesetDirs, loadLibrary, type LibraryOptions } from '../rulesets/library.js';
import { join } from 'node:path';
import { useCachedRecognition } from '../prebuilt/recognition-cache.js';
import { distDir, isUsable } from '../prebuilt/store.js';
import { usePrebuiltRecognition } from '../resolve/recognition-file.js';
import { resolveSituation } from '../resolve/resolve-situation.js';
import { readSituations } from '../situation/read-situation.js';
import { warnOnce } from '../prebuilt/notices.js';

/** Options of `qm resolve`. */
export interface ResolveOptions extends LibraryOptions {
  json?: boolean | undefined;
  explain?: boolean | undefined;
}

/** Prints the answers; 0 when every question was answered, even if the answer is "undetermined". */
export async function resolveCommand(path: string, options: ResolveOptions): Promise<number> {
  const lib = await loadLibrary(options);
  const extra = extraRulesetDirs(options);
  let saveRecognition = () => undefined as void;
  // The package's prebuilt indexes when they match the built-in rulesets; otherwise the user's cache, keyed by content.
  if (extra.length || !isUsable(join(distDir, 'recognition-index.json'))) saveRecognition = useCachedRecognition(lib, extra);
  else {
    try {
      usePrebuiltRecognition(lib);
    } catch (e) {
      // A damaged prebuilt file only costs speed: the indexes are built from the library on first use instead.
      warnOnce(`the prebuilt recognition index cannot be read (${(e as Error).message}); building it from the rulesets instead (npm run build rewrites it)`);
    }
  }
  // A file of several situations (YAML documents) is read as qm check reads it: each is answered, in file order.
  const read = readSituations(path, lib);
  const resolutions = read.map(({ situation, file }) => {
    const full = resolveSituation(lib, situation, file);
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

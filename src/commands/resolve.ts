/** `qm resolve <file|->`: answers the questions of a situation file, with reasons and the texts that decide. */
import { extraRulesetDirs, loadLibrary, type LibraryOptions } from '../rulesets/library.js';
import { join } from 'node:path';
import { useCachedRecognition } from '../prebuilt/recognition-cache.js';
import { distDir, isUsable } from '../prebuilt/store.js';
import { usePrebuiltRecognition } from '../resolve/recognition-file.js';
import { resolveSituation } from '../resolve/resolve-situation.js';
import { attachCommandSearchIndex } from '../read/search-index-of.js';
import { readSituation } from '../situation/read-situation.js';
import { warnOnce } from '../prebuilt/notices.js';

/** Options of `qm resolve`. */
export interface ResolveOptions extends LibraryOptions {
  json?: boolean | undefined;
  explain?: boolean | undefined;
  /** Read effects exactly only (entry, name, printed text). */
  strict?: boolean | undefined;
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
  const { situation, file } = readSituation(path, lib);
  await attachCommandSearchIndex(lib, options);
  const full = resolveSituation(lib, situation, file, { strict: options.strict });
  saveRecognition();
  // What was considered and set aside is for debugging data; plain answers leave it out.
  const resolution = options.explain ? full : { ...full, answers: full.answers.map(({ considered: _c, ...a }) => a) };
  for (const w of resolution.warnings ?? []) process.stderr.write(`qm: warning: ${file}: ${w}\n`);
  if (options.json) {
    const { json } = await import('../render/json.js');
    process.stdout.write(json(resolution));
  } else {
    const { renderResolution } = await import('../render/text/answers.js');
    process.stdout.write(renderResolution(lib, situation, resolution, options.explain));
  }
  return 0;
}

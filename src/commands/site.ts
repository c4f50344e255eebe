/** `qm site <dir>`: writes one self-contained page that searches, shows and resolves every loaded ruleset offline. */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { situationFiles } from '../check/situation-files.js';
import { loadLibrary, type LibraryOptions } from '../rulesets/library.js';
import type { Library } from '../rulesets/entry.js';
import { packageVersion } from '../package-root.js';
import { readPrebuiltSearchIndex } from '../search/load.js';
import { readSituation } from '../situation/read-situation.js';
import { skeletonExample } from '../site/skeleton-example.js';
import { siteData, type SiteExample } from '../site/site-data.js';
import { siteRulesets } from '../site/site-rulesets.js';
import { writeSite } from '../site/write-site.js';

/** Options of `qm site`. */
export interface SiteOptions extends LibraryOptions {
  /** Situation files or folders offered in the page's resolver (an event's rulings). */
  examples?: string[] | undefined;
  title?: string | undefined;
}

/** The example situations: each file is validated against the library as `qm resolve` would, so a broken one fails the build of the site. */
function readExamples(paths: string[], lib: Library): SiteExample[] {
  if (!paths.length) return [skeletonExample(siteRulesets(lib.rulesets)[0]!.id)];
  return situationFiles(paths).map((path) => {
    const { situation } = readSituation(path, lib);
    return { name: situation.title ?? basename(path), text: readFileSync(path, 'utf8') };
  });
}

const kb = (n: number) => `${(n / 1024).toFixed(0)} KiB`;

/** Writes the site into `dir` and prints where it is and what it weighs. */
export async function siteCommand(dir: string, options: SiteOptions): Promise<number> {
  const lib = await loadLibrary(options);
  const version = packageVersion();
  // The prebuilt index serves when only the built-in rulesets are loaded; siteData builds one when it does not match.
  const data = siteData(lib, lib.rulesets.every((r) => r.builtin) ? readPrebuiltSearchIndex() : undefined, version, readExamples(options.examples ?? [], lib));
  const site = writeSite(dir, data, options.title ?? 'quartermaster');
  process.stdout.write(
    `wrote ${site.file}: ${lib.rulesets.length} rulesets, ${lib.entries.length} entries, ${data.examples.length} example situation(s); ` +
      `${kb(site.bytes)} (${kb(site.gzip)} gzip, ${kb(site.brotli)} brotli)\n`,
  );
  return 0;
}

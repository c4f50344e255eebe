/** Writes the site: one index.html holding the page, the bundled app and the data (and sw.js, for offline use), and says what it weighs. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { InternalError } from '../errors.js';
import { writeFileAtomic } from '../prebuilt/atomic-write.js';
import { packagePath } from '../package-root.js';
import { pageHtml } from './page-html.js';
import { serviceWorkerJs } from './service-worker.js';
import type { SiteData } from './site-data.js';

/** Where the build puts the browser bundle of src/site/browser/ (see src/build/site-bundle.ts). */
const siteAppPath = packagePath('dist', 'site', 'app.js');

/** The written page and its weight: raw, gzip and brotli bytes (what a browser downloads from a host that compresses). */
export interface WrittenSite {
  file: string;
  bytes: number;
  gzip: number;
  brotli: number;
}

/** Writes `dir`/index.html for `data`. */
export function writeSite(dir: string, data: SiteData, title: string): WrittenSite {
  let app: string;
  try {
    app = readFileSync(siteAppPath, 'utf8');
  } catch {
    throw new InternalError('the site app is not built (dist/site/app.js); run npm run build with the rolldown bundler installed');
  }
  const html = Buffer.from(pageHtml(data, app, title));
  const file = join(dir, 'index.html');
  // Written aside and renamed: a full disk leaves the previous page in place, and the error names the file.
  writeFileAtomic(file, html, { createFolder: true });
  // The page works without it (from disk, service workers do not run); over http(s) it keeps the page for offline use.
  writeFileAtomic(join(dir, 'sw.js'), serviceWorkerJs(`qm-site-${createHash('sha256').update(html).digest('hex').slice(0, 16)}`));
  const gzip = gzipSync(html, { level: 9 }).length;
  // Quality 9, not 11: a tenth of the time for a size within a tenth of the best.
  const brotli = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }).length;
  return { file, bytes: html.length, gzip, brotli };
}

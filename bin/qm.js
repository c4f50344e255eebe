#!/usr/bin/env node
// The executable only loads the compiled CLI; everything else lives in dist/.
// The build also bundles it into dist/bundle/ (faster to start); that copy is used unless `tsc` has run since.
import { statSync } from 'node:fs';

const mtime = (rel) => {
  try {
    return statSync(new URL(rel, import.meta.url)).mtimeMs;
  } catch {
    return -1;
  }
};
const bundled = mtime('../dist/bundle/cli.js') >= Math.max(0, mtime('../dist/cli.js'));
const { main } = await import(bundled ? '../dist/bundle/cli.js' : '../dist/cli.js');

await main(process.argv);

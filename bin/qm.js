#!/usr/bin/env node
// The executable imports one built entry, dist/bundle/cli.js: the build writes it last, by rename (a bundle, or when no
// bundler is installed a one-line re-export of dist/cli.js), so what runs never depends on file times.
const { main } = await import('../dist/bundle/cli.js');

await main(process.argv);

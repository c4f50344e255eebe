#!/usr/bin/env node
// The executable imports one built entry, dist/bundle/cli.js: the build writes it last, by rename (a bundle, or when no
// bundler is installed a one-line re-export of dist/cli.js), so what runs never depends on file times.
const { main } = await import('../dist/bundle/cli.js');

await main(process.argv);

// A command has awaited everything it started when main returns; once its output is handed to the system, what is left
// is Node's teardown and the garbage collector's end-of-run marking, about a twentieth of a cold command's CPU spent for
// nothing. A stream whose write failed is left to the handler main set up on it, which ends qm with the right code.
const flushed = (stream) => new Promise((resolve) => stream.write('', (error) => error || resolve()));
await Promise.all([flushed(process.stdout), flushed(process.stderr)]);
process.exit();

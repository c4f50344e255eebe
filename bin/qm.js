#!/usr/bin/env node
// The executable only loads the compiled CLI; everything else lives in dist/.
import { main } from '../dist/cli.js';

await main(process.argv);

/** Bundles the compiled CLI into dist/bundle/ (fewer modules to load at start) when the rolldown bundler is installed. */
import { rmSync } from 'node:fs';
import { packagePath } from '../package-root.js';

/** The part of rolldown's API the build uses. */
interface Rolldown {
  build(options: {
    input: string;
    platform: 'node';
    external: (string | RegExp)[];
    logLevel: 'silent' | 'warn';
    output: { dir: string; format: 'esm'; entryFileNames: string; chunkFileNames: string };
  }): Promise<unknown>;
}

/** Where the bundle goes; bin/qm.js loads it when it is newer than dist/cli.js. */
export const bundleDir = packagePath('dist', 'bundle');

/** Writes dist/bundle/cli.js and its lazily loaded chunks; returns false (leaving no bundle) when rolldown is missing or fails. */
export async function bundleCli(): Promise<boolean> {
  rmSync(bundleDir, { recursive: true, force: true });
  let rolldown: Rolldown;
  try {
    const name = 'rolldown';
    rolldown = (await import(name)) as Rolldown;
  } catch {
    return false;
  }
  try {
    await rolldown.build({
      input: packagePath('dist', 'cli.js'),
      platform: 'node',
      // zod and yaml are bundled into the chunks that use them (one ESM file loads faster than yaml's many CommonJS
      // modules); inquirer stays in node_modules, loaded only by qm judge.
      external: [/^node:/, /^@inquirer\//],
      logLevel: 'warn',
      output: { dir: bundleDir, format: 'esm', entryFileNames: 'cli.js', chunkFileNames: '[name]-[hash].js' },
    });
    return true;
  } catch (error) {
    // The unbundled CLI works the same, only slower to start: warn and go on without a bundle.
    process.stderr.write(`build: could not bundle the CLI (${error instanceof Error ? error.message : String(error)}); qm will load dist/cli.js\n`);
    rmSync(bundleDir, { recursive: true, force: true });
    return false;
  }
}

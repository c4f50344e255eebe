/** Bundles the compiled CLI into dist/bundle/ (fewer modules to load at start), the one entry bin/qm.js imports. */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { packagePath } from '../package-root.js';
import { writeFileAtomic } from '../prebuilt/atomic-write.js';

/** One file rolldown generates. */
interface OutputFile {
  fileName: string;
  code?: string;
  source?: string | Uint8Array;
}

/** The part of rolldown's API the build uses. */
interface Rolldown {
  rolldown(options: { input: string; platform: 'node'; external: (string | RegExp)[]; logLevel: 'silent' | 'warn' }): Promise<{
    generate(output: { format: 'esm'; entryFileNames: string; chunkFileNames: string }): Promise<{ output: OutputFile[] }>;
    close(): Promise<void>;
  }>;
}

/** Where the bundle goes; bin/qm.js imports its cli.js and nothing else. */
export const bundleDir = packagePath('dist', 'bundle');
const entryPath = join(bundleDir, 'cli.js');

/** Every chunk file reachable from an entry's code through static or lazy imports, by name (read from the bundle folder). */
function chunksOf(code: string): string[] {
  const found = new Set<string>();
  const todo = [code];
  while (todo.length) {
    for (const m of todo.pop()!.matchAll(/["']\.\/([\w.-]+\.js)["']/g)) {
      const name = m[1]!;
      if (found.has(name)) continue;
      found.add(name);
      try {
        todo.push(readFileSync(join(bundleDir, name), 'utf8'));
      } catch {
        // Already gone: nothing below it to keep.
      }
    }
  }
  return [...found];
}

/** Writes the bundle so that a qm started meanwhile never misses a file: chunks (named by content hash) first, then cli.js by rename,
 * then the chunks neither the new nor the previous cli.js uses are removed. */
function install(files: OutputFile[]): void {
  mkdirSync(bundleDir, { recursive: true });
  const previous = existsSync(entryPath) ? chunksOf(readFileSync(entryPath, 'utf8')) : [];
  const entry = files.find((f) => f.fileName === 'cli.js');
  for (const f of files) {
    if (f === entry) continue;
    // A chunk's name carries its content hash: one already there is the same file and is left alone.
    if (!existsSync(join(bundleDir, f.fileName))) writeFileAtomic(join(bundleDir, f.fileName), f.code ?? f.source ?? '');
  }
  const code = entry?.code ?? "export * from '../cli.js';\n";
  writeFileAtomic(entryPath, code);
  const keep = new Set(['cli.js', ...files.map((f) => f.fileName), ...previous]);
  for (const name of readdirSync(bundleDir)) if (!keep.has(name) && !name.endsWith('.tmp')) rmSync(join(bundleDir, name), { force: true });
}

/** Writes dist/bundle/cli.js and its lazily loaded chunks; without rolldown (or when it fails) cli.js re-exports dist/cli.js. */
export async function bundleCli(): Promise<boolean> {
  let rolldown: Rolldown;
  try {
    const name = 'rolldown';
    rolldown = (await import(name)) as Rolldown;
  } catch {
    install([]);
    return false;
  }
  try {
    const bundle = await rolldown.rolldown({
      input: packagePath('dist', 'cli.js'),
      platform: 'node',
      // zod and yaml are bundled into the chunks that use them (one ESM file loads faster than yaml's many CommonJS
      // modules); inquirer stays in node_modules, loaded only by qm judge.
      external: [/^node:/, /^@inquirer\//],
      logLevel: 'warn',
    });
    const { output } = await bundle.generate({ format: 'esm', entryFileNames: 'cli.js', chunkFileNames: '[name]-[hash].js' });
    await bundle.close();
    install(output);
    return true;
  } catch (error) {
    // The unbundled CLI works the same, only slower to start: warn and go on with cli.js re-exporting it.
    process.stderr.write(`build: could not bundle the CLI (${error instanceof Error ? error.message : String(error)}); qm will load dist/cli.js\n`);
    install([]);
    return false;
  }
}

/** Bundles the compiled CLI into dist/bundle/: qm.cjs and its chunks (CommonJS), and cli.js, the one entry bin/qm.js imports, which runs them. */
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
    generate(output: { format: 'esm' | 'cjs'; entryFileNames: string; chunkFileNames?: string; codeSplitting?: boolean | { groups: { name: string; test: RegExp }[] } }): Promise<{ output: OutputFile[] }>;
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
    for (const m of todo.pop()!.matchAll(/["']\.\/([\w.-]+\.c?js)["']/g)) {
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

/** Writes the bundle so that a qm started meanwhile never misses a file: chunks (named by content hash) first, then qm.cjs,
 * then cli.js, each by rename; then the chunks that neither the new nor the previous qm.cjs and cli.js use are removed. */
function install(files: OutputFile[]): void {
  mkdirSync(bundleDir, { recursive: true });
  const before = ['cli.js', 'qm.cjs'].map((n) => join(bundleDir, n)).filter(existsSync);
  const previous = before.flatMap((p) => chunksOf(readFileSync(p, 'utf8')));
  const fixed = ['qm.cjs', 'cli.js'];
  for (const f of files) {
    // A chunk's name carries its content hash: one already there is the same file and is left alone.
    if (!fixed.includes(f.fileName) && !existsSync(join(bundleDir, f.fileName))) writeFileAtomic(join(bundleDir, f.fileName), f.code ?? f.source ?? '');
  }
  const whole = files.find((f) => f.fileName === 'qm.cjs');
  if (whole) writeFileAtomic(join(bundleDir, 'qm.cjs'), whole.code ?? '');
  const code = files.find((f) => f.fileName === 'cli.js')?.code ?? "export * from '../cli.js';\n";
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
    // The CLI as CommonJS (qm.cjs and the chunks it requires), which the entry runs through V8's code cache
    // (src/start/compiled-bundle.ts): modules cannot use a cache on Node 20, and compiling was a fifth of a cold command. zod and yaml are bundled in (one file
    // loads faster than yaml's many CommonJS modules); inquirer stays in node_modules, loaded only by qm judge.
    const cli = await rolldown.rolldown({ input: packagePath('dist', 'cli.js'), platform: 'node', external: [/^node:/, /^@inquirer\//], logLevel: 'warn' });
    // The first stage's small helpers (errors, did-you-mean, edit distance, code-point order, reached paths, the package
    // root, the input reader, the rulesets' limits) are needed by nearly every command: one chunk of them, not a file
    // each, since every chunk a command loads costs a read. Only qm's own dist/, not a package's (yaml has dist/errors.js).
    const codeSplitting = { groups: [{ name: 'shared', test: /^(?!.*node_modules).*[\\/]dist[\\/](?:errors|closest|edit-distance|by-code-point|reached|package-root|input[\\/][^\\/]+|rulesets[\\/]limits)\.js$/ }] };
    const { output: whole } = await cli.generate({ format: 'cjs', entryFileNames: 'qm.cjs', chunkFileNames: '[name]-[hash].cjs', codeSplitting });
    await cli.close();
    const start = await rolldown.rolldown({ input: packagePath('dist', 'start', 'entry.js'), platform: 'node', external: [/^node:/], logLevel: 'warn' });
    const { output: entry } = await start.generate({ format: 'esm', entryFileNames: 'cli.js', chunkFileNames: '[name]-[hash].js' });
    await start.close();
    const output = [...entry, ...whole];
    install(output);
    return true;
  } catch (error) {
    // The unbundled CLI works the same, only slower to start: warn and go on with cli.js re-exporting it.
    process.stderr.write(`build: could not bundle the CLI (${error instanceof Error ? error.message : String(error)}); qm will load dist/cli.js\n`);
    install([]);
    return false;
  }
}

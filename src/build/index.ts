/** Build step (run by `npm run build` and so by `prepare`): validates the built-in rulesets, writes the snapshot, the search index and the JSON Schemas. */
import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { builtinRulesetDirs, loadFromYaml } from '../rulesets/library.js';
import { formatPosition } from '../errors.js';
import { askedFileSchema, entryFileSchema, manifestSchema } from '../rulesets/schema.js';
import { directiveFileSchema } from '../rulesets/directive-schema.js';
import { vocabularySchema } from '../rulesets/vocabulary-schema.js';
import { situationSchema } from '../situation/schema.js';
import { SNAPSHOT_NAME, snapshotText } from '../rulesets/snapshot.js';
import { recognitionIndexText, RECOGNITION_INDEX_NAME } from '../read/recognition-index-file.js';
import { gateIndexText, GATE_INDEX_NAME } from '../resolve/gate-index-file.js';
import { searchIndexFiles } from '../search/index-file.js';
import { builtinRulesetsDir } from '../package-root.js';
import { digestFolders } from '../prebuilt/digest.js';
import { distDir, writePrebuilt } from '../prebuilt/store.js';
import { writeFileAtomic } from '../prebuilt/atomic-write.js';
import { lexiconSchema } from '../rulesets/lexicon-schema.js';
import { lookupIndexFiles } from '../rulesets/lookup-index.js';
import { buildSearchIndex } from '../search/search-index.js';
import { bundleCli } from './bundle.js';
import { bundleSite } from './site-bundle.js';
import { describeProperties } from './schema-descriptions.js';

const schemasDir = fileURLToPath(new URL('../../schemas/', import.meta.url));

/** Where the schemas are published: an absolute $id, so editors and other schemas can name them wherever the file sits. */
const schemaBase = 'https://raw.githubusercontent.com/quartermaster-qm/quartermaster/main/schemas/';
/** The zod sources, else (a copy without src/, as tests build one) their compiled files, which keep the doc comments. */
const fromSource = existsSync(fileURLToPath(new URL('../../src/', import.meta.url)));
const sourceOf = (file: string) => fileURLToPath(new URL(fromSource ? `../../src/${file}` : `../${file.replace(/\.ts$/, '.js')}`, import.meta.url));
/** The zod sources whose doc comments describe each schema's keys. */
const schemaSources: Record<string, string[]> = {
  'ruleset.schema.json': ['rulesets/schema.ts'],
  'entry-file.schema.json': ['rulesets/schema.ts', 'rulesets/directive-schema.ts'],
  'directive-file.schema.json': ['rulesets/directive-schema.ts'],
  'situation.schema.json': ['situation/schema.ts'],
  'vocabulary.schema.json': ['rulesets/vocabulary-schema.ts'],
  'lexicon.schema.json': ['rulesets/lexicon-schema.ts'],
  'asked-file.schema.json': ['rulesets/schema.ts'],
};

/** Writes a JSON Schema generated from a zod schema, for editors with a YAML language server; every property is described. */
function writeSchema(name: string, title: string, schema: z.ZodType): void {
  const generated = z.toJSONSchema(schema, { target: 'draft-7', unrepresentable: 'any', io: 'input' }) as Record<string, unknown>;
  const { $schema, ...rest } = generated;
  const out = { $schema, $id: `${schemaBase}${name}`, title, ...rest };
  const missing = describeProperties(out, name, (schemaSources[name] ?? []).map(sourceOf));
  // Only a clone can fix a missing description, so only there does one fail the build.
  if (missing.length && fromSource) {
    process.stderr.write(`build: ${name}: no description for ${[...new Set(missing)].join(', ')} (src/build/schema-descriptions.ts)\n`);
    process.exit(1);
  }
  writeFileAtomic(`${schemasDir}${name}`, `${JSON.stringify(out, null, 2)}\n`);
}

const key = digestFolders([builtinRulesetsDir]);
const { library, findings } = await loadFromYaml(builtinRulesetDirs().map((dir) => ({ dir, builtin: true })));
for (const p of findings.errors) process.stderr.write(`${formatPosition(p.where)}: ${p.message} (${p.rule})\n`);
if (findings.errors.length) {
  process.stderr.write(`build: ${findings.errors.length} problem(s) in the built-in rulesets\n`);
  process.exit(1);
}
// Every prebuilt file is written aside and renamed into place, then the manifest (with the digest of the rulesets read
// above, and each file's SHA-256) is written last: a command run during the build sees the old files or the new ones, never half of one.
const files = new Map<string, string>([
  [SNAPSHOT_NAME, snapshotText(library)],
  [RECOGNITION_INDEX_NAME, recognitionIndexText(library)],
  [GATE_INDEX_NAME, gateIndexText(library)],
  ...searchIndexFiles(buildSearchIndex(library)),
  ...lookupIndexFiles(library),
]);
if (digestFolders([builtinRulesetsDir]) !== key) {
  process.stderr.write('build: the rulesets changed while they were being built; run the build again\n');
  process.exit(1);
}
// A new build id on every build: caches of extra rulesets made by older code are not reused.
if (!writePrebuilt({ dir: distDir, key }, files, `${Date.now().toString(36)}-${process.pid.toString(36)}-${Math.random().toString(36).slice(2, 8)}`)) {
  process.stderr.write(`build: cannot write the prebuilt files into ${distDir}\n`);
  process.exit(1);
}
mkdirSync(schemasDir, { recursive: true });
writeSchema('ruleset.schema.json', 'quartermaster ruleset manifest (ruleset.yaml)', manifestSchema);
writeSchema('entry-file.schema.json', 'quartermaster ruleset entry file', entryFileSchema);
writeSchema('directive-file.schema.json', 'quartermaster ruleset directive file', directiveFileSchema);
writeSchema('situation.schema.json', 'quartermaster situation file (qm resolve, qm check)', situationSchema);
writeSchema('vocabulary.schema.json', 'quartermaster resolver vocabulary (vocabulary.yaml)', vocabularySchema);
writeSchema('lexicon.schema.json', 'quartermaster search lexicon (lexicon.yaml)', lexiconSchema);
writeSchema('asked-file.schema.json', 'quartermaster file of what players ask (each entry id: the questions it answers, in their words)', askedFileSchema);
const bundled = await bundleCli();
const siteBundled = await bundleSite();
// The build's log goes to stderr: `npm pack --json` prints JSON on stdout.
process.stderr.write(`build: ${library.rulesets.length} rulesets, ${library.entries.length} entries, ${findings.warnings.length} warnings${bundled ? ', CLI bundled' : ''}${siteBundled ? ', site app bundled' : ''}\n`);

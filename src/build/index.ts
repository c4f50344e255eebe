/** Build step (run by `npm run build` and so by `prepare`): validates the built-in rulesets, writes the snapshot, the search index and the JSON Schemas. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { builtinRulesetDirs, loadFromYaml } from '../rulesets/library.js';
import { formatPosition } from '../errors.js';
import { entryFileSchema, manifestSchema } from '../rulesets/schema.js';
import { directiveFileSchema } from '../rulesets/directive-schema.js';
import { situationSchema } from '../situation/schema.js';
import { writeSnapshot } from '../rulesets/snapshot.js';
import { writeRecognitionIndex } from '../resolve/recognition-file.js';
import { writeLookupIndex } from '../rulesets/lookup-index.js';
import { writeSearchIndex } from '../search/index-file.js';
import { lexiconSchema } from '../rulesets/lexicon-schema.js';
import { buildSearchIndex } from '../search/search-index.js';
import { bundleCli } from './bundle.js';

const schemasDir = fileURLToPath(new URL('../../schemas/', import.meta.url));

/** Writes a JSON Schema generated from a zod schema, for editors with a YAML language server. */
function writeSchema(name: string, title: string, schema: z.ZodType): void {
  const generated = z.toJSONSchema(schema, { target: 'draft-7', unrepresentable: 'any', io: 'input' });
  writeFileSync(`${schemasDir}${name}`, `${JSON.stringify({ title, ...generated }, null, 2)}\n`);
}

const { library, findings } = await loadFromYaml(builtinRulesetDirs().map((dir) => ({ dir, builtin: true })));
for (const p of findings.errors) process.stderr.write(`${formatPosition(p.where)}: ${p.message} (${p.rule})\n`);
if (findings.errors.length) {
  process.stderr.write(`build: ${findings.errors.length} problem(s) in the built-in rulesets\n`);
  process.exit(1);
}
writeSnapshot(library);
writeRecognitionIndex(library);
writeLookupIndex(library);
// The search index is written after the snapshot, so it is never older than the rulesets it indexes.
writeSearchIndex(buildSearchIndex(library));
mkdirSync(schemasDir, { recursive: true });
writeSchema('ruleset.schema.json', 'quartermaster ruleset manifest (ruleset.yaml)', manifestSchema);
writeSchema('entry-file.schema.json', 'quartermaster ruleset entry file', entryFileSchema);
writeSchema('directive-file.schema.json', 'quartermaster ruleset directive file', directiveFileSchema);
writeSchema('situation.schema.json', 'quartermaster situation file (qm resolve, qm check)', situationSchema);
writeSchema('lexicon.schema.json', 'quartermaster search lexicon (lexicon.yaml)', lexiconSchema);
const bundled = await bundleCli();
process.stdout.write(`build: ${library.rulesets.length} rulesets, ${library.entries.length} entries, ${findings.warnings.length} warnings${bundled ? ', CLI bundled' : ''}\n`);

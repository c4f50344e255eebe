/** Build step (run by `npm run build` and so by `prepare`): validates the built-in rulesets, writes the snapshot and the JSON Schemas. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { builtinRulesetDirs, loadFromYaml } from '../rulesets/library.js';
import { formatPosition } from '../errors.js';
import { entryFileSchema, manifestSchema } from '../rulesets/schema.js';
import { writeSnapshot } from '../rulesets/snapshot.js';

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
mkdirSync(schemasDir, { recursive: true });
writeSchema('ruleset.schema.json', 'quartermaster ruleset manifest (ruleset.yaml)', manifestSchema);
writeSchema('entry-file.schema.json', 'quartermaster ruleset entry file', entryFileSchema);
process.stdout.write(`build: ${library.rulesets.length} rulesets, ${library.entries.length} entries, ${findings.warnings.length} warnings\n`);

#!/usr/bin/env node
// Directive coverage (issue "every ruling that decides a dispute"): per built-in ruleset, the entries the audit
// (rulesets/<id>/decides/*.yaml) marks as deciding, those with a directive, and those a fixture's answer cites.
// Usage: npm run coverage:directives [-- --missing] [-- --json]   (run `npm run build` first)
import { readdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { loadLibrary } = await import(join(root, 'dist/rulesets/library.js'));
const { directiveCoverage } = await import(join(root, 'dist/check/directive-coverage.js'));
const args = process.argv.slice(2);
const fixtures = readdirSync(join(root, 'fixtures'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.yaml')).map((f) => join(root, 'fixtures', f));
const rows = directiveCoverage(await loadLibrary({}), fixtures);
if (args.includes('--json')) {
  console.log(JSON.stringify(rows, null, 2));
  process.exit(0);
}
const pct = (a, b) => (b ? `${((100 * a) / b).toFixed(1)}%` : '—');
console.log('ruleset                        entries  classified  deciding  with directive     cited by a fixture');
for (const r of rows) {
  console.log(`${r.ruleset.padEnd(30)} ${String(r.entries).padStart(7)} ${String(r.classified).padStart(11)} ${String(r.deciding.length).padStart(9)}  ${`${r.withDirective.length} (${pct(r.withDirective.length, r.deciding.length)})`.padEnd(18)} ${r.cited.length} (${pct(r.cited.length, r.deciding.length)})`);
  for (const p of r.problems) console.log(`  problem: ${p}`);
  if (args.includes('--missing')) {
    for (const id of r.deciding.filter((x) => !r.withDirective.includes(x))) console.log(`  no directive: ${id}`);
    for (const id of r.deciding.filter((x) => !r.cited.includes(x))) console.log(`  not cited:    ${id}`);
  }
}

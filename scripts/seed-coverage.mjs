#!/usr/bin/env node
// Seed coverage: splits each source document in ../shared/seeds into text units (lines, bullets, steps)
// and looks for each, near-verbatim, among the string values of the ruleset YAML it is encoded in.
// Reads ../shared/seeds (next to the repository); when that folder is absent it says so and exits 0.
// Usage: node scripts/seed-coverage.mjs [--json] [--missing] [--min 0.99]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const seedsDir = process.env.QM_SEEDS ?? join(root, '..', 'shared', 'seeds');
const args = process.argv.slice(2);
const min = Number(args[args.indexOf('--min') + 1] ?? 0) || (args.includes('--min') ? 0.99 : 0);

if (!existsSync(join(seedsDir, 'README.md'))) {
  console.log(`seed-coverage: skipped — no seed documents at ${seedsDir} (they live in ../shared/seeds next to a development checkout).`);
  process.exit(0);
}

// The seeds README maps each file to a ruleset id in a markdown table: | file | document | `ruleset id` |
const map = [...readFileSync(join(seedsDir, 'README.md'), 'utf8').matchAll(/^\|\s*([\w.]+\.txt)\s*\|.*\|\s*`([a-z0-9-]+)`\s*\|\s*$/gm)].map((m) => ({ file: m[1], ruleset: m[2] }));

/** Folds what may legitimately differ between a seed line and its encoding: markdown marks, quotes, spacing. */
const norm = (s) => s.replace(/\*+/g, '').replace(/[‘’´`]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, ' ').trim().toLowerCase();

/** The seed's text units: each non-blank line without its bullet, heading or list marker. */
function units(text) {
  return text.split('\n')
    // "--Move action begins--" is a marker line, not a bullet: keep it whole.
    .map((l) => (/^\s*-+[^-].*-+\s*$/.test(l) ? l.trim() : l).replace(/^\s*#+\s*/, '').replace(/^\s*-{1,3}(?=[^-]*$|[^-].*[^-]$)\s*(‡\s*)?/, '').replace(/^\s*[‡•]\s*/, '').trim())
    .filter((l) => l && norm(l) && !/^[-*_]+$/.test(l));
}

/** Every string value of a ruleset's YAML files, plus card lists rebuilt as the document prints them. */
function strings(dir) {
  const out = [];
  const walk = (v) => {
    if (typeof v === 'string') out.push(v);
    else if (Array.isArray(v)) {
      if (v.length && v.every((c) => c && typeof c === 'object' && typeof c.name === 'string')) out.push(v.map((c) => c.name).join(', '));
      v.forEach(walk);
    } else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  const visit = (d) => {
    for (const f of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, f.name);
      if (f.isDirectory()) visit(p);
      else if (/\.ya?ml$/.test(f.name)) walk(parse(readFileSync(p, 'utf8')));
    }
  };
  visit(dir);
  return out.map(norm);
}

const report = [];
for (const { file, ruleset } of map) {
  const dir = join(root, 'rulesets', ruleset);
  const all = existsSync(dir) ? strings(dir) : [];
  const us = units(readFileSync(join(seedsDir, file), 'utf8'));
  // A numbered rule may be encoded with its number as structure (a step id) rather than in the text.
  const bare = (u) => u.replace(/^(?:\(?\d+[a-z]?[.)]|[ivx]+\.)\s+/, '');
  // Short units ("RED", "x 3") must be a whole value; longer ones may sit inside one (a card list, a quote).
  const found = (n) => (n.length < 25 ? all.some((s) => s === n) : all.some((s) => s.includes(n)));
  const missing = us.filter((u) => ![norm(u), norm(bare(u))].some(found));
  report.push({ ruleset, seed: file, units: us.length, found: us.length - missing.length, coverage: us.length ? (us.length - missing.length) / us.length : 1, missing });
}
if (args.includes('--json')) console.log(JSON.stringify(report, null, 2));
else {
  console.log(`seed coverage (seeds read from ${seedsDir})`);
  for (const r of report) {
    console.log(`  ${r.ruleset.padEnd(30)} ${String(r.found).padStart(5)} / ${String(r.units).padEnd(5)} ${(100 * r.coverage).toFixed(2)}%`);
    if (args.includes('--missing')) for (const m of r.missing) console.log(`      missing: ${m.slice(0, 110)}`);
  }
}
const low = report.filter((r) => r.coverage < min);
if (low.length) { console.error(`seed-coverage: below ${min * 100}% for ${low.map((r) => r.ruleset).join(', ')}`); process.exit(1); }

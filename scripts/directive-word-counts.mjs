#!/usr/bin/env node
// Counts, across rulesets/*/directives/*.yaml, every string in every `phrases` list and every `not` key (at any
// depth), and every `names` / `entries` value, per ruleset and in total: the measure of issue 18 item 2 (directives
// decide on entries read, not on word lists).
//   node scripts/directive-word-counts.mjs [--by-file]
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

const root = new URL('../rulesets/', import.meta.url).pathname;
const byFile = process.argv.includes('--by-file');
const total = { phrases: 0, not: 0, names: 0, entries: 0 };
const rows = [];
function walk(node, c) {
  if (Array.isArray(node)) return node.forEach((n) => walk(n, c));
  if (!node || typeof node !== 'object') return;
  for (const [k, v] of Object.entries(node)) {
    if (k === 'phrases' && Array.isArray(v)) c.phrases += v.length;
    if (k === 'names' && Array.isArray(v)) c.names += v.length;
    if (k === 'entries' && Array.isArray(v)) c.entries += v.length;
    if (k === 'not') c.not++;
    walk(v, c);
  }
}
for (const rs of readdirSync(root).sort()) {
  const dir = join(root, rs, 'directives');
  if (!existsSync(dir)) continue;
  const per = { phrases: 0, not: 0, names: 0, entries: 0 };
  for (const f of readdirSync(dir).filter((f) => f.endsWith('.yaml')).sort()) {
    const c = { phrases: 0, not: 0, names: 0, entries: 0 };
    walk(parse(readFileSync(join(dir, f), 'utf8')), c);
    if (byFile) rows.push([`${rs}/${f}`, c]);
    for (const k in c) (per[k] += c[k]), (total[k] += c[k]);
  }
  rows.push([rs, per]);
}
rows.push(['TOTAL', total]);
for (const [name, c] of rows)
  console.log(`${name.padEnd(48)} phrases ${String(c.phrases).padStart(5)}  not ${String(c.not).padStart(4)}  names ${String(c.names).padStart(4)}  entries ${String(c.entries).padStart(4)}`);

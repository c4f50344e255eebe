#!/usr/bin/env node
// Counts, as written (an alias counts nothing), across rulesets/*/directives/*.yaml, every string in every `phrases` list and every `not` key (at any
// depth), and every `names` / `entries` value, per ruleset and in total: the measure of issue 18 item 2 (directives
// decide on entries read, not on word lists).
//   node scripts/directive-word-counts.mjs [--by-file] [--resolved]
// --resolved counts an anchored matcher again at every alias that uses it (the directives as loaded).
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument, isMap, isSeq, isScalar } from 'yaml';

const root = new URL('../rulesets/', import.meta.url).pathname;
const byFile = process.argv.includes('--by-file');
const total = { phrases: 0, not: 0, names: 0, entries: 0 };
const rows = [];
// Strings as written: an anchored matcher used again through an alias (`*water-rule`) counts once.
function walk(node, c) {
  if (isSeq(node)) return node.items.forEach((n) => walk(n, c));
  if (!isMap(node)) return;
  for (const { key, value } of node.items) {
    const k = isScalar(key) ? key.value : key;
    const n = isSeq(value) ? value.items.length : 0;
    if (k === 'phrases') c.phrases += n;
    if (k === 'names') c.names += n;
    if (k === 'entries') c.entries += n;
    if (k === 'not') c.not++;
    walk(value, c);
  }
}
for (const rs of readdirSync(root).sort()) {
  const dir = join(root, rs, 'directives');
  if (!existsSync(dir)) continue;
  const per = { phrases: 0, not: 0, names: 0, entries: 0 };
  for (const f of readdirSync(dir).filter((f) => f.endsWith('.yaml')).sort()) {
    const c = { phrases: 0, not: 0, names: 0, entries: 0 };
    const doc = parseDocument(readFileSync(join(dir, f), 'utf8'));
    walk(process.argv.includes('--resolved') ? doc.createNode(doc.toJS(), { aliasDuplicateObjects: false }) : doc.contents, c);
    if (byFile) rows.push([`${rs}/${f}`, c]);
    for (const k in c) (per[k] += c[k]), (total[k] += c[k]);
  }
  rows.push([rs, per]);
}
rows.push(['TOTAL', total]);
for (const [name, c] of rows)
  console.log(`${name.padEnd(48)} phrases ${String(c.phrases).padStart(5)}  not ${String(c.not).padStart(4)}  names ${String(c.names).padStart(4)}  entries ${String(c.entries).padStart(4)}`);

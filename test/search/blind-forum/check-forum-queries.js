#!/usr/bin/env node
// Checks the blind forum set (working.yaml and held-back.yaml here, or the files given) against the seed documents,
// which live outside the project in ../shared/seeds (next to the clone); without them it prints "skipped" and exits 0.
// Run from the project root: node test/search/blind-forum/check-forum-queries.js [file...]
//  1. every item has q, ruleset (one of the five ids), kind (one of the seven kinds), quote
//  2. every quote is a verbatim substring of ONE line of its ruleset's seed file, and has >= 8 words
//  3. no q contains 5 consecutive words (lowercased [a-z0-9]+ words, curly apostrophes folded)
//     that also occur consecutively in any seed file
// Exit 0 when clean, 1 with a list of violations otherwise.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
// The seeds sit beside the project, not in it: a fresh clone has no ../shared.
const SEEDS = path.resolve(here, '../../../../shared/seeds');
if (!fs.existsSync(SEEDS)) {
  console.log(`skipped: no seed documents at ${SEEDS}`);
  process.exit(0);
}
const { default: YAML } = await import('yaml');
const FILES = process.argv.length > 2 ? process.argv.slice(2) : ['working.yaml', 'held-back.yaml', 'held-back-2.yaml'].map((f) => path.join(here, f));
const SEED_OF = {
  'pirates-csg': '004_998ee7184af66db0.txt',
  'krosmaster-island-i': '000_19d3e6dc55834fdd.txt',
  'dragon-flagon-pirates': '001_5e189849e57b1bea.txt',
  'lego-pirate-game': '002_750802c61f54cff0.txt',
  'race-to-the-raft-kickstarter': '003_24048940c7855cf8.txt',
};
const KINDS = ['two-subjects', 'how-long', 'how-many', 'order', 'general', 'story', 'lookup'];

const seedText = {};
for (const [id, f] of Object.entries(SEED_OF)) seedText[id] = fs.readFileSync(path.join(SEEDS, f), 'utf8');

// Two tokenizations, both checked: (a) the brief's: curly apostrophes folded to ', then [a-z0-9]+ words
// (so "ship's" -> ship, s); (b) apostrophes dropped (so "ship's" == "ships" == "ship’s").
function wordsSplit(s) {
  return s.toLowerCase().replace(/[\u2018\u2019\u02bc]/g, "'").match(/[a-z0-9]+/g) || [];
}
function wordsJoin(s) {
  return s.toLowerCase().replace(/[\u2018\u2019\u02bc]/g, "'").replace(/'/g, '').match(/[a-z0-9]+/g) || [];
}
const TOKENIZERS = [wordsSplit, wordsJoin];
// all 5-grams of every seed, per line and across line breaks, under both tokenizations
const seedGrams = new Map();
for (const words of TOKENIZERS) {
  for (const [id, text] of Object.entries(seedText)) {
    const seqs = text.split(/\r?\n/).map(words).concat([words(text)]);
    for (const w of seqs) {
      for (let i = 0; i + 5 <= w.length; i++) {
        const g = w.slice(i, i + 5).join(' ');
        if (!seedGrams.has(g)) seedGrams.set(g, id);
      }
    }
  }
}

const items = FILES.flatMap((f) => YAML.parse(fs.readFileSync(f, 'utf8')));
const problems = [];
const notes = [];
const counts = { ruleset: {}, kind: {}, cross: {} };
if (!Array.isArray(items)) { console.error('top level is not a list'); process.exit(1); }
const seenQ = new Set();
items.forEach((it, n) => {
  const where = `#${n + 1} (${(it && it.q || '').slice(0, 50)})`;
  if (!it || typeof it !== 'object') { problems.push(`${where}: not a mapping`); return; }
  for (const k of ['q', 'ruleset', 'kind', 'quote']) if (typeof it[k] !== 'string' || !it[k].trim()) problems.push(`${where}: missing ${k}`);
  const extra = Object.keys(it).filter(k => !['q', 'ruleset', 'kind', 'quote'].includes(k));
  if (extra.length) problems.push(`${where}: unexpected keys ${extra.join(',')}`);
  if (!SEED_OF[it.ruleset]) { problems.push(`${where}: unknown ruleset ${it.ruleset}`); return; }
  if (!KINDS.includes(it.kind)) problems.push(`${where}: unknown kind ${it.kind}`);
  counts.ruleset[it.ruleset] = (counts.ruleset[it.ruleset] || 0) + 1;
  counts.kind[it.kind] = (counts.kind[it.kind] || 0) + 1;
  const ck = `${it.ruleset} / ${it.kind}`; counts.cross[ck] = (counts.cross[ck] || 0) + 1;
  if (seenQ.has(it.q)) problems.push(`${where}: duplicate q`); seenQ.add(it.q);
  // quote
  const qt = it.quote || '';
  if (qt.split(/\s+/).filter(Boolean).length < 8) problems.push(`${where}: quote has fewer than 8 words`);
  if (/\n/.test(qt)) problems.push(`${where}: quote spans lines`);
  const lines = seedText[it.ruleset].split(/\r?\n/).map((l, i) => [i + 1, l]).filter(([, l]) => l.includes(qt));
  if (!lines.length) problems.push(`${where}: quote not found verbatim on one line of ${SEED_OF[it.ruleset]}: ${qt}`);
  else if (lines.length > 1) notes.push(`${where}: quote found on ${lines.length} lines (${lines.map(x => x[0]).join(',')})`);
  // q 5-grams
  const hits = new Set();
  for (const words of TOKENIZERS) {
    const w = words(it.q || '');
    for (let i = 0; i + 5 <= w.length; i++) {
      const g = w.slice(i, i + 5).join(' ');
      if (seedGrams.has(g) && !hits.has(g)) { hits.add(g); problems.push(`${where}: q repeats 5 words from seed ${seedGrams.get(g)}: "${g}"`); }
    }
  }
  if (/[A-Z]{4,}|^[A-Z]/.test(it.q || '')) notes.push(`${where}: q has capitals beyond abbreviations`);
});

console.log(`items: ${items.length}`);
console.log('by ruleset:', JSON.stringify(counts.ruleset));
console.log('by kind:', JSON.stringify(counts.kind));
console.log('by ruleset/kind:'); for (const k of Object.keys(counts.cross).sort()) console.log(`  ${k}: ${counts.cross[k]}`);
if (notes.length) { console.log(`\n${notes.length} note(s) (not failures):`); for (const p of notes) console.log('  ' + p); }
if (problems.length) { console.log(`\n${problems.length} problem(s):`); for (const p of problems) console.log('  ' + p); process.exit(1); }
console.log('\nall checks passed');

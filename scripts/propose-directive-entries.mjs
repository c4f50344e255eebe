#!/usr/bin/env node
// Proposes `entries:` in place of the phrases of a directive matcher that spell one entry's name, for the directive
// files of one ruleset (issue 18 item 2: directives decide on what was read). A phrase (no `*`) resolves when `qm show`
// finds it as exactly one entry of the ruleset (id, title or alias), or, with --loose, when the reader takes it as
// one entry's name as players shorten or inflect it, and with --words, when the search index reads it as one
// entry (as the reader reads a judge's words).
//
//   npm run build && node scripts/propose-directive-entries.mjs <ruleset> [--loose] [--words] [--lists] [--verify] [--apply] [--guards]
//
// Alone it prints each proposal (file:line side: phrase → entry; what stays a phrase). With --verify each proposal is
// tried in process, in groups split in halves on a failure, against every question of the ruleset's fixtures and of
// test/blind (situations, disputes, table-talk working half) that passes today: a proposal that turns one of them
// wrong, or leaves it right but no longer citing an entry with a directive it cited, is refused. It tries, per matcher, first the entries alone (the other phrases were that thing's word forms),
// then the entries beside the phrases left. With --guards it also tries dropping the `not:` guards of a `prefer` or
// `before` whose sides now name entries, with `apart: true`, and with --drop-guards every `not:` on a side of a prefer or
// before whose words (or entries) are all the other side's, with `apart: true`. --apply writes what was accepted into the YAML files.
// --from <output of an earlier --verify> takes the changes that run accepted without trying them again.
// Everything it writes is to be reviewed by hand: a fixture that passes is not a proof that a dropped phrase named
// the same thing.
import { readFileSync, writeFileSync, readdirSync } from 'node:fs';
import { join, dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseDocument, isMap, isSeq, isScalar, isAlias, YAMLSeq, Scalar, Pair } from 'yaml';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = (p) => import(join(root, 'dist', p));
const { loadLibrary } = await dist('rulesets/library.js');
const { findEntries } = await dist('rulesets/lookup.js');
const { byNameWords } = await dist('read/name-words.js');
const { readByWords } = await dist('read/by-words.js');
const { searchIndexOf } = await dist('read/search-index-of.js');
const { resolveSituation } = await dist('resolve/resolve-situation.js');
const { parseSituation } = await dist('situation/load-situation.js');
const { situationDocuments } = await dist('situation/situation-documents.js');
const { compare } = await dist('check/compare.js');

const args = process.argv.slice(2);
const flag = (f) => args.includes(f);
const [ruleset] = args.filter((a) => !a.startsWith('--'));
if (!ruleset) throw new Error('usage: propose-directive-entries.mjs <ruleset> [--loose] [--verify] [--apply] [--guards]');
// --from <file>: take the accepted changes from an earlier --verify run's output instead of trying them again.
const fromAt = args.indexOf('--from');
const earlier = fromAt >= 0 ? readFileSync(args[fromAt + 1], 'utf8').split('\n') : undefined;
const lib = await loadLibrary({});
const inRuleset = (e) => e.ruleset === ruleset;

/** The one entry a phrase names, with how; undefined when it names none or several. */
function resolve(phrase) {
  if (phrase.includes('*')) return undefined;
  const main = findEntries(lib, phrase).main.filter(inRuleset);
  if (main.length === 1) return { id: main[0].id, how: 'name' };
  if (main.length > 1 || !flag('--loose')) return undefined;
  const words = byNameWords(lib, phrase, ruleset, inRuleset);
  const ids = [...new Set(words.entries.map((e) => e.id))];
  const outer = ids.filter((id) => !ids.some((o) => o !== id && id.startsWith(`${o}.`)));
  if (outer.length === 1) return { id: outer[0], how: `as "${words.name}"` };
  if (!flag('--words')) return undefined;
  // Last, as the reader reads a judge's words: the search index, scoped to the ruleset.
  const taken = readByWords(searchIndexOf(lib), lib, phrase, [ruleset]).taken;
  return taken ? { id: taken.entry.id, how: 'by words' } : undefined;
}
const outermost = (ids) => [...new Set(ids)].filter((id, _, all) => !all.some((o) => o !== id && id.startsWith(`${o}.`)));

// ---------------------------------------------------------------- the directives, in memory, and where each is written
const sides = ['winner', 'loser', 'match', 'unless', 'when', 'first', 'then', 'with', 'excluded'];
const directives = lib.entries.filter(inRuleset).flatMap((e) => e.directives.filter((d) => d.at).map((d) => ({ d, entry: e })));
/** Every matcher list of a directive: [side, step index or undefined, the list]. */
function matcherLists(d) {
  const out = [];
  for (const k of sides) if (Array.isArray(d[k])) out.push([k, undefined, d[k]]);
  (d.steps ?? []).forEach((s, i) => Array.isArray(s.match) && out.push(['match', i, s.match]));
  return out;
}

/** The candidates: per matcher, the entries alone ('only') and the entries beside the phrases left ('beside'). */
const candidates = [];
for (const { d, entry } of directives) {
  for (const [side, step, list] of matcherLists(d)) {
    list.forEach((m, index) => {
      // A list of names that all name entries is those entries; a list of phrases, the entries they spell.
      const field = m.phrases && !m.names ? 'phrases' : m.names && !m.phrases ? 'names' : undefined;
      if (!field || m['in-scopes'] || m.entries) return;
      const hit = [];
      const stay = [];
      for (const p of m[field]) {
        const r = resolve(p);
        r ? hit.push({ p, ...r }) : stay.push(p);
      }
      // A reading by words or of an inflected name is kept only where it lands on what the directive is about: its entry, the entries it
      // cites, or what another phrase of the list names (or above or under one of them). Elsewhere a phrase of the
      // other side's words, or a generic one, would turn into an unrelated ruling.
      const about = [entry.id, ...(d.cites ?? []), ...hit.filter((h) => h.how === 'name').map((h) => h.id)].filter(Boolean);
      const near = (id) => about.some((a) => a === id || a.startsWith(`${id}.`) || id.startsWith(`${a}.`));
      for (let i = hit.length - 1; i >= 0; i--) if (hit[i].how !== 'name' && !near(hit[i].id)) stay.push(hit.splice(i, 1)[0].p);
      // --lists: a list none of whose phrases names an entry, read whole by the search index, as the reader reads a
      // judge's sentence; taken only where it lands on the ruling's entry or what it cites (or above or under them).
      if (!hit.length && flag('--lists') && field === 'phrases' && step === undefined && m.phrases.length > 1 && !m.phrases.some((p) => p.includes('*'))) {
        const taken = readByWords(searchIndexOf(lib), lib, m.phrases.join('. '), [ruleset]).taken;
        if (taken && near(taken.entry.id)) {
          hit.push(...m.phrases.map((p) => ({ p, id: taken.entry.id, how: 'list by words' })));
          stay.length = 0;
        }
      }
      if (!hit.length || (field === 'names' && stay.length)) return;
      // A step read as the whole procedure it is a step of would take every step's effects.
      if (step !== undefined && hit.some((h) => h.id === entry.id || entry.id.startsWith(`${h.id}.`))) return;
      // What a phrase names outright is what the list is about; readings of the other phrases only confirm it.
      const named = hit.filter((h) => h.how !== 'by words' && h.how !== 'list by words');
      candidates.push({ d, side, step, index, m, field, ids: outermost((named.length ? named : hit).map((h) => h.id)), hit, stay });
    });
  }
}
// A side that would name what the other side of the same ruling names is a misreading (a loser's words read as the
// winner's entry): that candidate is dropped.
{
  const opposite = { winner: 'loser', loser: 'winner', first: 'then', then: 'first' };
  const related = (a, b) => a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);
  const idsOf = (d, side) => [...[d[side] ?? []].flat().flatMap((m) => m.entries ?? []), ...candidates.filter((c) => c.d === d && c.side === side).flatMap((c) => c.ids)];
  for (let i = candidates.length - 1; i >= 0; i--) {
    const c = candidates[i];
    const other = opposite[c.side];
    if (other && c.step === undefined && idsOf(c.d, other).some((o) => c.ids.some((id) => related(id, o)))) candidates.splice(i, 1);
  }
}
const where = (c) => `${relative(root, c.d.at.file) || c.d.at.file}:${c.d.at.line} ${c.side}${c.step === undefined ? '' : `[step ${c.step}]`}#${c.index}`;

if (!flag('--verify') && !flag('--from')) {
  for (const c of candidates) console.log(`${where(c)}\n  ${c.hit.map((h) => `${h.p} → ${h.id}${h.how === 'name' ? '' : ` (${h.how})`}`).join('\n  ')}${c.stay.length ? `\n  stays: ${c.stay.join(', ')}` : ''}`);
  console.error(`${candidates.length} matchers, ${candidates.reduce((n, c) => n + c.hit.length, 0)} phrases resolve`);
  process.exit(0);
}

// ---------------------------------------------------------------- the questions that pass today
const files = ['fixtures', 'test/blind/situations', 'test/blind/disputes', 'test/blind-table-talk/working']
  .flatMap((d) => readdirSync(join(root, d), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.yaml')).map((f) => join(root, d, f)));
const situations = [];
for (const file of files) {
  for (const doc of situationDocuments(readFileSync(file, 'utf8'))) {
    try {
      const { situation } = parseSituation(file, doc.text);
      if (situation.ruleset === ruleset && situation.expect) situations.push({ file, situation });
    } catch {}
  }
}
/** The questions of `among` (all situations by default) that pass, by key. */
function passing(among = situations) {
  const ok = new Set();
  for (const { file, situation } of among) {
    let answers;
    try {
      ({ answers } = resolveSituation(lib, situation, file));
    } catch {
      continue;
    }
    for (const a of answers) {
      if (!situation.expect[a.id] || compare(situation.expect[a.id], a).length) continue;
      ok.add(`${file}#${situation.title}#${a.id}`);
      // An entry with a directive that this answer cites is part of what passes: a change that leaves the answer right
      // but no longer cites the ruling would leave that directive exercised by no fixture (test/resolve/fixtures.test.ts).
      for (const id of a.cites ?? []) if (lib.byId.get(id)?.directives.length) ok.add(`${file}#${situation.title}#${a.id} cites ${id}`);
    }
  }
  return ok;
}
const keyOf = (s) => `${s.file}#${s.situation.title}#`;
let t = performance.now();
const before = earlier ? new Set() : passing();
console.error(`${situations.length} situations, ${before.size} questions pass (${Math.round(performance.now() - t)} ms a run)`);
let runs = 0;
/** The situations of `among` with a question that passed before and does not now (none: every one still holds). */
function broken(among = situations) {
  runs++;
  const now = passing(among);
  const keys = new Set(among.map(keyOf));
  const situationOf = (k) => k.slice(0, k.replace(/ cites .*$/, '').lastIndexOf('#') + 1);
  const lost = [...before].filter((k) => keys.has(situationOf(k)) && !now.has(k));
  const bad = new Set(lost.map(situationOf));
  return among.filter((s) => bad.has(keyOf(s)));
}

/**
 * Tries changes (each with do/undo) in groups; keeps those that turn nothing wrong; returns them. A group that breaks
 * something is split in halves, and each half is first tried on the situations the group broke (a quick run), then on
 * every situation.
 */
function tryAll(changes, focus) {
  if (!changes.length) return [];
  changes.forEach((c) => c.do());
  let bad = focus ? broken(focus) : [];
  if (!bad.length) bad = broken();
  if (!bad.length) return changes;
  changes.slice().reverse().forEach((c) => c.undo());
  if (changes.length === 1) return [];
  const half = Math.ceil(changes.length / 2);
  return [...tryAll(changes.slice(0, half), bad), ...tryAll(changes.slice(half), bad)];
}

// Each change replaces one matcher object by one or two; indexes are kept stable by replacing in place, and a split
// matcher's second half is appended at the end of the list (order in a matcher list does not matter).
const only = candidates.map((c) => {
  const { [c.field]: _, ...rest } = c.m;
  const repl = { ...rest, entries: c.ids };
  const list = c.step === undefined ? c.d[c.side] : c.d.steps[c.step].match;
  return { c, how: 'only', do: () => (list[c.index] = repl), undo: () => (list[c.index] = c.m) };
});
const tookBefore = (how, c) => earlier.some((l) => l.startsWith(`${how.padEnd(6)} ${where(c)}: `));
const acceptedOnly = earlier ? only.filter((ch) => tookBefore('only', ch.c)).map((ch) => (ch.do(), ch)) : tryAll(only);
console.error(`entries alone: ${acceptedOnly.length}/${only.length} accepted (${runs} runs)`);
const refused = candidates.filter((c) => !acceptedOnly.some((a) => a.c === c) && c.stay.length);
const beside = refused.map((c) => {
  const { [c.field]: _, ...rest } = c.m;
  const list = c.step === undefined ? c.d[c.side] : c.d.steps[c.step].match;
  const a = { ...rest, entries: c.ids };
  const b = { ...rest, phrases: c.stay };
  return { c, how: 'beside', do: () => (list[c.index] = a, list.push(b)), undo: () => (list.splice(list.indexOf(b), 1), (list[c.index] = c.m)) };
});
const acceptedBeside = earlier ? beside.filter((ch) => tookBefore('beside', ch.c)).map((ch) => (ch.do(), ch)) : tryAll(beside);
console.error(`entries beside phrases: ${acceptedBeside.length}/${beside.length} accepted (${runs} runs)`);

// Guards: a prefer/before whose every side matcher is entries only now, with `not:` guards: drop them, apart: true.
let acceptedGuards = [];
if (flag('--guards')) {
  const guards = [];
  for (const { d } of directives) {
    if (d.kind !== 'prefer' && d.kind !== 'before') continue;
    const two = d.kind === 'prefer' ? ['winner', 'loser'] : ['first', 'then'];
    if (!two.every((k) => Array.isArray(d[k]) && d[k].every((m) => m.entries && !m.phrases))) continue;
    const withNot = two.flatMap((k) => d[k].map((m, i) => [k, i, m]).filter(([, , m]) => m.not));
    if (!withNot.length) continue;
    const saved = withNot.map(([k, i, m]) => [k, i, m]);
    const hadApart = d.apart;
    guards.push({
      d,
      sides: withNot.map(([k, i]) => [k, i]),
      do: () => {
        for (const [k, i, m] of saved) {
          const { not, ...rest } = m;
          d[k][i] = rest;
        }
        d.apart = true;
      },
      undo: () => {
        for (const [k, i, m] of saved) d[k][i] = m;
        if (hadApart === undefined) delete d.apart;
        else d.apart = hadApart;
      },
    });
  }
  acceptedGuards = earlier ? guards.filter((g) => earlier.includes(`apart  ${relative(root, g.d.at.file)}:${g.d.at.line}: not: guards on ${g.sides.map(([k]) => k).join(', ')} dropped`)).map((g) => (g.do(), g)) : tryAll(guards);
  console.error(`guards dropped (apart): ${acceptedGuards.length}/${guards.length} directives (${runs} runs)`);
}

// --drop-guards: a `not:` on a side of a prefer/before that only keeps the other side's words or entries out (its words
// are the other side's, or name an entry the other side names) goes, and the ruling says `apart: true` instead.
let acceptedDrops = [];
if (flag('--drop-guards')) {
  const opposite = { winner: 'loser', loser: 'winner', first: 'then', then: 'first' };
  const related = (a, b) => a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);
  const fold = (x) => String(x).toLowerCase().replace(/\*/g, '').replace(/[^a-z0-9+ ]/g, '').trim();
  const drops = [];
  for (const { d } of directives) {
    if (d.kind !== 'prefer' && d.kind !== 'before') continue;
    for (const side of Object.keys(opposite)) {
      if (!Array.isArray(d[side]) || !Array.isArray(d[opposite[side]])) continue;
      const other = d[opposite[side]];
      const words = other.flatMap((m) => [...(m.phrases ?? []), ...(m.names ?? [])]).map(fold).filter(Boolean);
      const ids = [...other.flatMap((m) => m.entries ?? []), ...other.flatMap((m) => [...(m.phrases ?? []), ...(m.names ?? [])]).map((w) => resolve(w)?.id).filter(Boolean)];
      d[side].forEach((m, i) => {
        if (!m.not) return;
        const guards = [m.not].flat();
        // A guard with more than words (a nested `not`, a kind, a fact) says something of its own.
        if (guards.some((g) => Object.keys(g).some((k) => !['phrases', 'names', 'entries'].includes(k)))) return;
        const guardWords = guards.flatMap((g) => [...(g.phrases ?? []), ...(g.names ?? [])]);
        const guardIds = [...guards.flatMap((g) => g.entries ?? []), ...guardWords.map((w) => resolve(w)?.id).filter(Boolean)];
        const theirs = (w) => words.some((o) => o === fold(w) || (fold(w).length > 3 && (o.includes(fold(w)) || fold(w).includes(o))));
        const hits = guardWords.filter(theirs).length + guardIds.filter((id) => ids.some((o) => related(id, o))).length;
        // Every guard word is the other side's (or names its entry): the guard only kept that side out.
        if (!hits || guardWords.some((w) => !theirs(w) && !ids.some((o) => resolve(w) && related(resolve(w).id, o)))) return;
        const { not, ...rest } = m;
        const had = d.apart;
        drops.push({ d, side, index: i, do: () => ((d[side][i] = rest), (d.apart = true)), undo: () => ((d[side][i] = m), had === undefined ? delete d.apart : (d.apart = had)) });
      });
    }
  }
  // A guard on a side that names entries, whose every word names another entry (not one of the side's, nor above or
  // under one): an effect read as that other entry is not read as the side's, so the guard keeps nothing out.
  for (const { d } of directives) {
    for (const [side, step, list] of matcherLists(d)) {
      if (step !== undefined) continue;
      list.forEach((m, i) => {
        if (!m.not || !m.entries) return;
        const guards = [m.not].flat();
        if (guards.some((g) => Object.keys(g).some((k) => k !== 'phrases' && k !== 'names'))) return;
        const words = guards.flatMap((g) => [...(g.phrases ?? []), ...(g.names ?? [])]);
        const named = words.map((w) => resolve(w));
        if (!words.length || named.some((r) => !r || r.how !== 'name' || m.entries.some((id) => related(id, r.id)))) return;
        if (drops.some((x) => x.d === d && x.side === side && x.index === i)) return;
        const { not, ...rest } = m;
        drops.push({ d, side, index: i, keepApart: true, do: () => (list[i] = rest), undo: () => (list[i] = m) });
      });
    }
  }
  acceptedDrops = earlier ? drops.filter((g) => earlier.includes(`drop   ${relative(root, g.d.at.file)}:${g.d.at.line} ${g.side}#${g.index}`)).map((g) => (g.do(), g)) : tryAll(drops);
  console.error(`not: guards against the other side dropped (apart): ${acceptedDrops.length}/${drops.length} (${runs} runs)`);
}

for (const a of [...acceptedOnly, ...acceptedBeside]) console.log(`${a.how.padEnd(6)} ${where(a.c)}: ${a.c.hit.map((h) => h.p).join(', ')} → ${a.c.ids.join(', ')}${a.how === 'beside' ? ` | stays ${a.c.stay.join(', ')}` : a.c.stay.length ? ` | dropped ${a.c.stay.join(', ')}` : ''}`);
for (const g of acceptedDrops) console.log(`drop   ${relative(root, g.d.at.file)}:${g.d.at.line} ${g.side}#${g.index}`);
for (const g of acceptedGuards) console.log(`apart  ${relative(root, g.d.at.file)}:${g.d.at.line}: not: guards on ${g.sides.map(([k]) => k).join(', ')} dropped`);

if (!flag('--apply')) process.exit(0);

// ---------------------------------------------------------------- write what was accepted
const flowSeq = (values) => {
  const s = new YAMLSeq();
  s.flow = true;
  for (const v of values) s.add(new Scalar(v));
  return s;
};
const byFile = new Map();
for (const a of [...acceptedOnly, ...acceptedBeside, ...acceptedGuards.map((g) => ({ how: 'guard', g, c: { d: g.d } })), ...acceptedDrops.map((g) => ({ how: 'guard', g: { sides: [[g.side, g.index]], noApart: g.keepApart }, c: { d: g.d } }))]) {
  const f = a.c.d.at.file;
  if (!byFile.has(f)) byFile.set(f, []);
  byFile.get(f).push(a);
}
for (const [file, list] of byFile) {
  const path = file.startsWith('/') ? file : join(root, file);
  const text = readFileSync(path, 'utf8');
  const doc = parseDocument(text);
  const lineOf = (node) => text.slice(0, node.range[0]).split('\n').length;
  const directiveAt = new Map(doc.get('directives').items.map((n) => [lineOf(n), n]));
  /** The YAML node holding a side's matchers, as a seq (a single map is wrapped first). */
  const sideSeq = (node, side, step) => {
    const holder = step === undefined ? node : node.get('steps').items[step];
    let v = holder.get(side, true);
    // An anchored matcher used by several directives (`*water-rule`) is edited once, where it is written.
    if (isAlias(v)) v = v.resolve(doc);
    if (isMap(v)) {
      const s = new YAMLSeq();
      s.items.push(v);
      holder.set(side, s);
      v = s;
    }
    return v;
  };
  // Splits append to a list: do them after the in-place replacements of that list.
  list.sort((a, b) => (a.how === 'beside') - (b.how === 'beside'));
  const done = new Set();
  for (const a of list) {
    const node = directiveAt.get(a.c.d.at.line);
    if (!node) throw new Error(`no directive at ${file}:${a.c.d.at.line}`);
    if (a.how === 'guard') {
      for (const [k, i] of a.g.sides) {
        const m = sideSeq(node, k).items[i];
        m.delete('not');
      }
      if (!node.has('apart') && !a.g.noApart && ['prefer', 'before'].includes(node.get('kind'))) {
        const at = node.items.findIndex((p) => p.key.value === 'kind');
        node.items.splice(at + 1, 0, new Pair(new Scalar('apart'), new Scalar(true)));
      }
      continue;
    }
    const seq = sideSeq(node, a.c.side, a.c.step);
    const m = seq?.items[a.c.index];
    if (!isMap(m)) {
      console.error(`skipped ${where(a.c)}: its YAML is not written as a list of matchers there`);
      continue;
    }
    if (done.has(m)) continue;
    done.add(m);
    const at = m.items.findIndex((p) => p.key.value === a.c.field);
    if (a.how === 'only') {
      m.items.splice(at, 1, new Pair(new Scalar('entries'), flowSeq(a.c.ids)));
    } else {
      const rest = m.clone();
      rest.set('phrases', flowSeq(a.c.stay));
      m.items.splice(at, 1, new Pair(new Scalar('entries'), flowSeq(a.c.ids)));
      seq.items.push(rest);
    }
  }
  // A side's matchers that now say only `entries` are one matcher.
  for (const node of directiveAt.values()) {
    const seqs = [...sides.map((k) => node.get(k, true)), ...(node.get('steps')?.items ?? []).map((st) => st.get('match', true))];
    for (const seq of seqs) {
      if (!isSeq(seq)) continue;
      const bare = seq.items.filter((m) => isMap(m) && m.items.length === 1 && m.items[0].key.value === 'entries');
      if (bare.length < 2) continue;
      const ids = outermost(bare.flatMap((m) => m.get('entries').items.map((i) => i.value)));
      bare[0].set('entries', flowSeq(ids));
      seq.items = seq.items.filter((m) => !bare.slice(1).includes(m));
    }
  }
  // Keep the file's own style of flow lists: `[a, b]` or `[ a, b ]`.
  const padded = (open) => (text.match(new RegExp(`\\${open} \\S`, 'g')) ?? []).length > (text.match(new RegExp(`\\${open}[^\\s\\]}]`, 'g')) ?? []).length;
  let out = doc.toString({ lineWidth: 0, flowCollectionPadding: padded('[') });
  if (padded('{') && !padded('[')) out = out.replace(/\{(?=[^\s}])/g, '{ ').replace(/(?<=[^\s{])\}/g, ' }');
  writeFileSync(path, out);
  console.error(`wrote ${relative(root, path)} (${list.length} changes)`);
}

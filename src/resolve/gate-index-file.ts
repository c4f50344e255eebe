/**
 * The directives' gate indexes as a prebuilt file (dist/ only): one line per built-in ruleset's chain, each field's
 * index as `fieldGates` makes it, read only for the chain a situation uses. Extra rulesets index theirs as they run.
 */
import type { Library } from '../rulesets/entry.js';
import { extendsChain } from '../rulesets/extends-chain.js';
import { distPlace, readPrebuilt } from '../prebuilt/store.js';
import { debugLine } from '../prebuilt/notices.js';
import { knowledgeOf, type Knowledge } from './knowledge.js';
import { fieldGates } from './matcher-gates.js';
import { gatesSig, keepGates, type KeptGates } from './kept-gates.js';

/** The file's name in a prebuilt folder. */
export const GATE_INDEX_NAME = 'gate-index.json';

/** The fields the resolver indexes by gates (every `fieldGates` call). */
export const gatedFields = [
  ['prefer', 'winner'],
  ['prefer', 'loser'],
  ['before', 'first'],
  ['before', 'then'],
  ['chooser', 'match'],
  ['excludes', 'match'],
] as const;

/** The header line: each chain's line as a byte range of the body (the lines after the header). */
interface Header {
  format: 1;
  parts: [chainKey: string, start: number, end: number][];
}

/** The kept form of every field of one knowledge. */
function keptOf(kn: Knowledge): Record<string, KeptGates> {
  const out: Record<string, KeptGates> = {};
  for (const [kind, field] of gatedFields) {
    const ix = fieldGates(kn, kind, field);
    out[`${kind}.${field}`] = { sig: gatesSig(kn, kind), count: ix.count, keys: [...ix.byKey], open: ix.open };
  }
  return out;
}

/** The gate indexes of each ruleset's own chain (the ruleset and those it extends), as the file's text. */
export function gateIndexText(lib: Library): string {
  const byId = new Map(lib.rulesets.map((r) => [r.id, r]));
  const lines: string[] = [];
  const parts: Header['parts'] = [];
  let at = 0;
  for (const r of lib.rulesets) {
    const chain = extendsChain(r, byId).chain.map((c) => c.id);
    const line = JSON.stringify(keptOf(knowledgeOf(lib, chain)));
    parts.push([chain.join('\n'), at, at + Buffer.byteLength(line)]);
    lines.push(line);
    at += Buffer.byteLength(line) + 1;
  }
  return `${JSON.stringify({ format: 1, parts } satisfies Header)}\n${lines.join('\n')}\n`;
}

/** Uses the package's prebuilt gate indexes for `lib`, when it holds only the built-in rulesets. */
export function useGateIndex(lib: Library, extraDirs: readonly string[]): void {
  if (extraDirs.length || !lib.rulesets.every((r) => r.builtin)) return;
  const chains = readPrebuilt(distPlace(), GATE_INDEX_NAME, (bytes) => {
    const body = bytes.indexOf(10) + 1;
    const header = JSON.parse(bytes.toString('utf8', 0, body)) as Header;
    if (header?.format !== 1 || !Array.isArray(header.parts) || !header.parts.every(([, s, e]) => typeof s === 'number' && typeof e === 'number' && e <= bytes.length - body)) throw new Error('not a gate index');
    // Each chain's line is parsed on first use only (the file was vouched for whole).
    const parsed = new Map<string, Record<string, KeptGates> | undefined>();
    return (chainKey: string) => {
      if (!parsed.has(chainKey)) {
        const part = header.parts.find(([k]) => k === chainKey);
        parsed.set(chainKey, part && (JSON.parse(bytes.toString('utf8', body + part[1], body + part[2])) as Record<string, KeptGates>));
      }
      return parsed.get(chainKey);
    };
  });
  if (!chains) return;
  keepGates(lib.byId, chains);
  debugLine('gate index: prebuilt');
}

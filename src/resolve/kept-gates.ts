/**
 * Gate indexes the build kept (gate-index-file.ts), by knowledge: a cold command then does not stem every phrase of every
 * directive to index them (on the Code, 9 ms of a cold conflict's indexing down to 3). Only taken for the directives
 * they were built from, in the same order.
 */
import type { Knowledge } from './knowledge.js';

/** One field's gate index as kept: positions by key, the open positions, how many sides, and which directives they are. */
export interface KeptGates {
  sig: string;
  count: number;
  keys: [key: string, positions: number[]][];
  open: number[];
}

/** The kept indexes of one chain (by chain key), each field's under `kind.field`; undefined for a chain not kept. */
export type KeptChains = (chainKey: string) => Record<string, KeptGates> | undefined;

// Keyed by the library's own map of entries, which every knowledge of that library holds as `byId`.
const kept = new WeakMap<ReadonlyMap<string, unknown>, KeptChains>();

/**
 * Which directives a field indexes, in order: where the first, middle and last are written. The file is built with the
 * code and vouched for against the rulesets, so this only guards against another order; hashing every directive's place
 * cost a cold command 0.8 ms a field.
 */
export function gatesSig(kn: Knowledge, kind: keyof Knowledge['byKind']): string {
  const list = kn.byKind[kind];
  return list.length ? [list[0]!, list[list.length >> 1]!, list[list.length - 1]!].map((k) => k.at).join('|') : '';
}

/** Uses `chains` for the knowledge of the library whose entries map is `byId`. */
export function keepGates(byId: ReadonlyMap<string, unknown>, chains: KeptChains): void {
  kept.set(byId, chains);
}

/** The kept gate index of a field of `kn`, when one was kept for these very directives. */
export function keptGates(kn: Knowledge, kind: keyof Knowledge['byKind'], field: string): KeptGates | undefined {
  const got = kept.get(kn.byId)?.(kn.rulesets.join('\n'))?.[`${kind}.${field}`];
  return got && got.count === kn.byKind[kind].length && got.sig === gatesSig(kn, kind) ? got : undefined;
}

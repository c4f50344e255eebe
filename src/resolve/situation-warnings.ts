/** Warnings for a situation that uses words its ruleset's vocabulary does not declare: a kind, a fact key or a fact's value. */
import { editDistance } from '../edit-distance.js';
import type { Situation } from '../situation/schema.js';
import { effectKeys, pieceKeys, situationKeys } from '../situation/shape.js';
import { factNamed, type ChainVocabulary } from '../read/vocabulary.js';
import { readAsOther } from '../read/board-facts.js';
import { nameKey } from '../read/words.js';

/** The closest of `known` to `word`, when it is close enough to be a slip. */
function closest(word: string, known: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDist = Math.max(2, Math.floor(word.length / 3)) + 1;
  for (const k of known) {
    const dist = editDistance(word, k);
    if (dist < bestDist) [best, bestDist] = [k, dist];
  }
  return best;
}

/**
 * The warning for a fact's value its declaration does not list, where the declaration reads any other value as 'other'
 * ("masts-left: none" is not 0): the judge learns what was taken.
 */
function unlisted(v: ChainVocabulary, at: string, key: string, value: unknown): string | undefined {
  const fact = factNamed(v, key);
  if (fact === undefined || value === undefined || typeof value === 'object' || !readAsOther(v, fact, value)) return undefined;
  const listed = v.facts.get(fact)!.values as readonly unknown[];
  // Another count where the values list a count (2 masts left, where 0 is listed) is what 'other' stands for.
  if (typeof value === 'number' && listed.some((x) => typeof x === 'number')) return undefined;
  return `${at}: ${String(value)} is not one of ${fact}'s values (${listed.join(', ')}), so it is read as 'other'`;
}

/** One line per undeclared kind or fact key, or unlisted fact value, with a did-you-mean where one is close. */
export function situationWarnings(s: Situation, v: ChainVocabulary): string[] {
  if (!v.kinds.size && !v.facts.size) return [];
  const out: string[] = [];
  const kinds = [...v.kinds.values()].map((k) => k.kind);
  const facts = [...v.facts.keys()];
  // A declared fact's value its declaration does not list, read as 'other'.
  const value = (at: string, key: string, x: unknown) => {
    const w = unlisted(v, at, key, x);
    if (w) out.push(w);
  };
  for (const key of Object.keys(s)) {
    if (situationKeys.includes(key)) continue;
    value(key, key, (s as Record<string, unknown>)[key]);
    if (factNamed(v, key)) continue;
    const hint = closest(key, [...situationKeys, ...facts]);
    out.push(`${key}: '${key}' is not a fact the ruleset declares, so no directive reads it${hint ? `; did you mean '${hint}'?` : ` (see qm vocabulary ${s.ruleset})`}`);
  }
  (s.pieces ?? []).forEach((p, i) => {
    for (const key of Object.keys(p)) {
      if (pieceKeys.includes(key)) continue;
      value(`pieces.${i}.${key}`, key, (p as Record<string, unknown>)[key]);
      if (factNamed(v, key)) continue;
      const hint = closest(key, [...pieceKeys, ...facts]);
      out.push(`pieces.${i}.${key}: '${key}' is not a fact the ruleset declares, so no directive reads it${hint ? `; did you mean '${hint}'?` : ''}`);
    }
  });
  (s.effects ?? []).forEach((e, i) => {
    if (e.kind !== undefined && v.kinds.size && !v.kinds.has(nameKey(e.kind))) {
      const hint = closest(e.kind, kinds);
      out.push(`effects.${i}.kind: '${e.kind}' is not a kind the ruleset declares${hint ? `; did you mean '${hint}'?` : ` (see qm vocabulary ${s.ruleset})`}`);
    }
    for (const key of Object.keys(e)) {
      if (effectKeys.includes(key)) continue;
      value(`effects.${i}.${key}`, key, (e as Record<string, unknown>)[key]);
      if (factNamed(v, key)) continue;
      const hint = closest(key, [...effectKeys, ...facts]);
      out.push(`effects.${i}.${key}: '${key}' is not a fact the ruleset declares, so no directive reads it${hint ? `; did you mean '${hint}'?` : ` (see qm vocabulary ${s.ruleset})`}`);
    }
  });
  return out;
}

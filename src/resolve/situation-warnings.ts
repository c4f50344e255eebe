/** Warnings for a situation that uses words its ruleset's vocabulary does not declare: a kind or a fact key. */
import { editDistance } from '../edit-distance.js';
import type { Situation } from '../situation/schema.js';
import { effectKeys, pieceKeys, situationKeys } from '../situation/shape.js';
import { factNamed, type ChainVocabulary } from '../read/vocabulary.js';
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

/** One line per undeclared kind or fact key, with a did-you-mean where one is close. */
export function situationWarnings(s: Situation, v: ChainVocabulary): string[] {
  if (!v.kinds.size && !v.facts.size) return [];
  const out: string[] = [];
  const kinds = [...v.kinds.values()].map((k) => k.kind);
  const facts = [...v.facts.keys()];
  for (const key of Object.keys(s)) {
    if (situationKeys.includes(key) || factNamed(v, key)) continue;
    const hint = closest(key, [...situationKeys, ...facts]);
    out.push(`${key}: '${key}' is not a fact the ruleset declares, so no directive reads it${hint ? `; did you mean '${hint}'?` : ` (see qm vocabulary ${s.ruleset})`}`);
  }
  (s.pieces ?? []).forEach((p, i) => {
    for (const key of Object.keys(p)) {
      if (pieceKeys.includes(key) || factNamed(v, key)) continue;
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
      if (effectKeys.includes(key) || factNamed(v, key)) continue;
      const hint = closest(key, [...effectKeys, ...facts]);
      out.push(`effects.${i}.${key}: '${key}' is not a fact the ruleset declares, so no directive reads it${hint ? `; did you mean '${hint}'?` : ` (see qm vocabulary ${s.ruleset})`}`);
    }
  });
  return out;
}

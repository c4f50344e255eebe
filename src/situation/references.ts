/** The checks of a situation zod cannot make: every id it refers to must be one it defines. */
import { closest } from '../closest.js';
import type { Problem } from '../rulesets/problem.js';
import { positionAt, type YamlSource } from '../rulesets/yaml-source.js';
import { perPieceFacts } from './per-piece.js';
import type { Situation } from './schema.js';

/** Question ids: given, or q1, q2, ... by position. */
export function questionIds(s: Situation): string[] {
  return s.questions.map((q, i) => q.id ?? `q${i + 1}`);
}

/** Every reference in the situation that names something it does not define. */
export function referenceProblems(s: Situation, src: YamlSource): Problem[] {
  const problems: Problem[] = [];
  const at = (path: PropertyKey[], message: string, hint = '') =>
    problems.push({ rule: 'reference', message: `${message} (location: ${path.join('.')})${hint}`, where: positionAt(src, path), key: path.join('.') });
  const players = new Set(s.players ?? []);
  const checkPlayer = (p: string | undefined, path: PropertyKey[]) => {
    if (p !== undefined && s.players && !players.has(p)) at(path, `unknown player '${p}'; players are ${[...players].join(', ')}`);
  };
  const unique = (ids: string[], what: string, path: (i: number) => PropertyKey[]) => {
    const seen = new Set<string>();
    ids.forEach((x, i) => (seen.has(x) ? at(path(i), `duplicate ${what} id '${x}'`) : seen.add(x)));
  };
  const pieces = new Set((s.pieces ?? []).map((p) => p.id));
  const effects = new Set((s.effects ?? []).map((e) => e.id));
  // An unknown effect id is most often a slip for one the file defines: name it, else list them.
  const effectHint = (x: string) => {
    const near = closest(x, effects);
    return near.length ? ` (did you mean '${near.join("' or '")}'?)` : effects.size ? `; effects are ${[...effects].join(', ')}` : '; the file defines no effects';
  };
  checkPlayer(s.active, ['active']);
  unique(s.players ?? [], 'player', (i) => ['players', i]);
  unique((s.pieces ?? []).map((p) => p.id), 'piece', (i) => ['pieces', i, 'id']);
  unique((s.effects ?? []).map((e) => e.id), 'effect', (i) => ['effects', i, 'id']);
  (s.pieces ?? []).forEach((p, i) => {
    checkPlayer(p.owner, ['pieces', i, 'owner']);
    checkPlayer(p.controller, ['pieces', i, 'controller']);
  });
  (s.effects ?? []).forEach((e, i) => {
    if (e.ability === undefined && e.text === undefined && e.kind === undefined && e.entry === undefined) at(['effects', i], `effect '${e.id}' needs an ability, a text, a kind or an entry`);
    if (e.source !== undefined && !pieces.has(e.source)) at(['effects', i, 'source'], `unknown piece '${e.source}'`);
    checkPlayer(e.controller, ['effects', i, 'controller']);
    (e.targets ?? []).forEach((t, j) => {
      if (!pieces.has(t)) at(['effects', i, 'targets', j], `unknown piece '${t}'`);
    });
  });
  // A board fact given per piece or player names each by its id: a key naming neither holds for no piece.
  // Without a 'players' list, the players are those owning or controlling a piece.
  const playerIds = s.players ?? [...new Set((s.pieces ?? []).flatMap((p) => [p.owner, p.controller].filter((x): x is string => x !== undefined)))];
  const ids = [...pieces, ...playerIds];
  const listed = [...(pieces.size ? [`pieces are ${[...pieces].join(', ')}`] : []), ...(playerIds.length ? [`players are ${playerIds.join(', ')}`] : [])];
  for (const [key, per] of perPieceFacts(s)) {
    for (const k of Object.keys(per)) {
      if (ids.includes(k)) continue;
      const near = closest(k, ids);
      at([key, k], `'${k}' names no piece or player: a fact given per piece or player is keyed by their ids`, near.length ? ` (did you mean '${near.join("' or '")}'?)` : listed.length ? `; ${listed.join('; ')}` : '; the file names no pieces or players');
    }
  }
  const qids = questionIds(s);
  unique(qids, 'question', (i) => ['questions', i]);
  s.questions.forEach((q, i) => {
    if (q.ask === 'who-picks' && q.effect === undefined) at(['questions', i], "a who-picks question names its 'effect'");
    if (q.ask !== 'who-picks' && (q.effects ?? []).length < (q.ask === 'conflict' ? 2 : 1)) at(['questions', i], `a ${q.ask} question names its 'effects' (${q.ask === 'conflict' ? 'two or more' : 'one or more'})`);
    if (q.effect !== undefined && !effects.has(q.effect)) at(['questions', i, 'effect'], `unknown effect '${q.effect}'`, effectHint(q.effect));
    (q.effects ?? []).forEach((x, j) => {
      if (!effects.has(x)) at(['questions', i, 'effects', j], `unknown effect '${x}'`, effectHint(x));
      // An effect against itself (conflict: [cancel, cancel]) is no question: each one named must be another effect.
      else if (q.effects!.indexOf(x) !== j) at(['questions', i, 'effects', j], `effect '${x}' is named twice in this question`);
    });
  });
  for (const [qid, exp] of Object.entries(s.expect ?? {})) {
    if (!qids.includes(qid)) at(['expect', qid], `expectation for unknown question '${qid}'; questions are ${qids.join(', ')}`);
    // A picker that is no player is a role (random, each-own ...): the ruleset's vocabulary, not the loader, knows those.
    if (exp.chooser) checkPlayer(exp.chooser, ['expect', qid, 'chooser']);
    if (exp.winner && !effects.has(exp.winner)) at(['expect', qid, 'winner'], `unknown effect '${exp.winner}'`, effectHint(exp.winner));
    for (const [k, x] of [...(exp.steps ?? []).flat(), ...(exp.excluded ?? [])].entries()) if (!effects.has(x)) at(['expect', qid], `unknown effect '${x}' (item ${k + 1})`, effectHint(x));
  }
  return problems;
}

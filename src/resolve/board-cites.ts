/**
 * Cites narrowed to the board (issue 18 item 5: cite what decided). A directive's `cites` often add the rulings that
 * state its rule again for other pieces: Broadsides Attack's ruling cites Musketeer's, Runes of Thor's and Potions &
 * Brews'. On a board with none of those pieces they decided nothing there, and a judge reading "the text that decides"
 * is sent to cards nobody played. A step keeps the entry its directive is written on; of the rest, an entry about a
 * card, keyword or ability (under a topic tagged with one) stays only when an effect of the board names that piece or
 * is read as (or may mean) a topic sharing one of its names. General rulings, under no such topic, always stay.
 */
import type { Entry } from '../rulesets/entry.js';
import type { SeenEffect } from '../read/effect.js';
import { nameKey } from '../read/words.js';
import { foldedTitle } from '../rulesets/lookup.js';
import type { Answer, ProofStep } from './answer.js';

/** The nearest topic at or above `e` tagged with a card, keyword or ability, if any. */
function pieceTopic(byId: ReadonlyMap<string, Entry>, e: Entry | undefined): Entry | undefined {
  for (let cur = e; cur; cur = cur.parent ? byId.get(cur.parent) : undefined) {
    if (cur.kind === 'topic' && (cur.cards.length || cur.keywords.length || cur.abilities.length)) return cur;
  }
  return undefined;
}

/** What a piece topic is called: its title, aliases, and the cards, keywords and abilities it is tagged with, as names compare. */
const namesOf = (topic: Entry): string[] =>
  [foldedTitle(topic.title), ...topic.aliases, ...topic.abilities, ...topic.keywords, ...topic.cards.map((c) => c.name)].filter((n) => n !== '').map(nameKey);

/**
 * Whether a cited entry bears on a board of `effects`: general, or about a piece the board has. A piece is on the board
 * when an effect names it, or is read as (or may mean) a topic sharing one of its names: two actions tagged with the
 * same token (Race to the Raft's objective tokens) are one subject.
 */
export function onBoard(byId: ReadonlyMap<string, Entry>, effects: readonly SeenEffect[]): (id: string) => boolean {
  const names = new Set<string>();
  const addTopic = (e: Entry | undefined) => {
    const topic = pieceTopic(byId, e);
    if (topic) for (const n of namesOf(topic)) names.add(n);
  };
  for (const e of effects) {
    for (const id of e.entryIds) addTopic(byId.get(id));
    for (const c of e.close ?? []) addTopic(c.entry);
    for (const n of e.names) names.add(n);
  }
  return (id) => {
    const topic = pieceTopic(byId, byId.get(id));
    return !topic || namesOf(topic).some((n) => names.has(n));
  };
}

/** A step's cites: its directive's own entry, then those of the rest that bear on the board. */
const stepCites = (s: ProofStep, keep: (id: string) => boolean): ProofStep => {
  const cites = s.cites.filter((c, i) => i === 0 || keep(c));
  return cites.length === s.cites.length ? s : { ...s, cites };
};

/** `answer` with its steps' and branches' cites narrowed to the board, and its own cites drawn from its steps again. */
export function citingBoard<A extends Answer>(answer: A, keep: (id: string) => boolean): A {
  const proof = answer.proof.map((s) => stepCites(s, keep));
  const dropped = new Set(answer.proof.flatMap((s, i) => s.cites.filter((c) => !proof[i]!.cites.includes(c))));
  if (!dropped.size) return answer;
  // An entry another step still cites stays; the answer's own list keeps its order.
  const still = new Set(proof.flatMap((s) => s.cites));
  const cites = answer.cites.filter((c) => !dropped.has(c) || still.has(c));
  const depends = answer.depends?.map((b) => ({ ...b, cites: b.cites.filter((c) => !dropped.has(c) || still.has(c)) }));
  return { ...answer, proof, cites, ...(depends ? { depends } : {}) };
}

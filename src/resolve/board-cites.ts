/**
 * Cites narrowed to the board (issue 18 item 5: cite what decided). A directive's `cites` often add the rulings that
 * state its rule again for other pieces: Broadsides Attack's ruling cites Musketeer's, Runes of Thor's and Potions &
 * Brews'. On a board with none of those pieces they decided nothing there, and a judge reading "the text that decides"
 * is sent to cards nobody played. A step keeps the entries its directives are written on; of the rest, an entry about a
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
function namesOf(topic: Entry): readonly string[] {
  // Folded once per topic: every situation asks it again for each effect's topics and each cite.
  let got = topicNames.get(topic);
  if (!got) topicNames.set(topic, (got = [foldedTitle(topic.title), ...topic.aliases, ...topic.abilities, ...topic.keywords, ...topic.cards.map((c) => c.name)].filter((n) => n !== '').map(nameKey)));
  return got;
}
const topicNames = new WeakMap<Entry, readonly string[]>();

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

/**
 * Whether `entry` is about a piece that another effect of the board is, read by what it was given as (an entry, a name
 * or nickname, near or as one a topic names among its cards, or a printed text) rather than by its words: words read as
 * the ruling on a card in play most likely speak of that card. Topics compare by their names, keyword tags included.
 */
export function aboutPieceInPlay(byId: ReadonlyMap<string, Entry>, entry: Entry, others: readonly SeenEffect[]): boolean {
  const topic = pieceTopic(byId, entry);
  if (!topic) return false;
  const mine = namesOf(topic);
  const shares = (e: Entry) => {
    const theirs = pieceTopic(byId, e);
    return theirs !== undefined && namesOf(theirs).some((n) => mine.includes(n));
  };
  return others.some((x) => x.recognised.some((r) => r.by !== 'words' && shares(r.entry)));
}

/**
 * The entries directives of each kind are written on: a step that applied several directives (a doubted winner, rulings
 * that disagree, an order edge between two) cites each one's own entry, and each of those decided, on the board or not.
 */
export function directiveEntries(byKind: Readonly<Record<string, readonly { entry: Entry }[]>>): ReadonlyMap<string, ReadonlySet<string>> {
  let got = entriesMemo.get(byKind);
  if (!got) entriesMemo.set(byKind, (got = new Map(Object.entries(byKind).map(([kind, known]) => [kind, new Set(known.map((k) => k.entry.id))]))));
  return got;
}

// Made once per chain's knowledge (itself kept per library and chain), not per situation.
const entriesMemo = new WeakMap<object, ReadonlyMap<string, ReadonlySet<string>>>();

/** A step's cites: its directives' own entries, then those of the rest that bear on the board. */
const stepCites = (s: ProofStep, keep: (id: string) => boolean, own: ReadonlyMap<string, ReadonlySet<string>>): ProofStep => {
  const mine = own.get(s.rule);
  const cites = s.cites.filter((c, i) => i === 0 || mine?.has(c) || keep(c));
  return cites.length === s.cites.length ? s : { ...s, cites };
};

/**
 * `answer` with its steps' cites narrowed to the board, and its own cites drawn from its steps again. A branch's cites
 * are left as they are: a branch keeps no proof to tell its deciding entries from the rest.
 */
export function citingBoard<A extends Answer>(answer: A, keep: (id: string) => boolean, own: ReadonlyMap<string, ReadonlySet<string>>): A {
  const proof = answer.proof.map((s) => stepCites(s, keep, own));
  const dropped = new Set(answer.proof.flatMap((s, i) => s.cites.filter((c) => !proof[i]!.cites.includes(c))));
  if (!dropped.size) return answer;
  // An entry another step or a branch still cites stays; the answer's own list keeps its order.
  const still = new Set([...proof.flatMap((s) => s.cites), ...(answer.depends ?? []).flatMap((b) => b.cites)]);
  return { ...answer, proof, cites: answer.cites.filter((c) => !dropped.has(c) || still.has(c)) };
}

/** Descriptions for every property of the generated JSON Schemas, so an editor's hover explains each key. */
import { readFileSync } from 'node:fs';
import ts from 'typescript';

/**
 * Keys the zod schemas' doc comments do not explain, in words for the person writing the file. A key that means different
 * things in different files is written `<schema file>:<key>`.
 */
const written: Record<string, string> = {
  $schema: 'The JSON Schema this file follows, for editors (e.g. a yaml-language-server modeline); qm ignores it.',
  id: 'A unique id: letters, digits, "-", "_" or ".".',
  'ruleset.schema.json:id': 'The ruleset id: a lower-case slug (e.g. pirates-csg); every entry id starts with it.',
  'entry-file.schema.json:id': "The entry's id: dotted lower-case slugs starting with the ruleset id (e.g. pirates-csg.abilities.cancel).",
  'ruleset.schema.json:title': "The ruleset's title, as qm rulesets lists it.",
  title: 'A title, shown to people.',
  'situation.schema.json:title': 'What the situation is about; qm check names the situation by it.',
  text: 'The text, verbatim from the document.',
  'situation.schema.json:text': "The effect's printed or rule text; the resolver recognises the effect from it when it has no name.",
  kind: 'What kind of thing this is.',
  'situation.schema.json:kind': 'What kind it is: for a piece ship, crew, fort, ...; for an effect ability, keyword, rule, house-rule, unique-treasure, event, ... (the ruleset vocabulary lists them).',
  'entry-file.schema.json:kind': "The entry's kind: topic, ruling, erratum, rule, step, list, item, note, scenario, component or heading.",
  'vocabulary.schema.json:kind': 'The effect kind, as a situation file writes it.',
  'directive-file.schema.json:kind': 'The directive kind: level, tie, prefer, rank, window, procedure, float, before, excludes, turn-order, lends or chooser.',
  level: 'The name of this level of the conflict ladder (e.g. mandatory, optional, not).',
  rank: 'The level\'s place on the ladder: 1 is the strongest.',
  terms: "Words or phrases of an effect's text that put it at this level; the strongest term found decides.",
  default: 'With true, the level (or window) of an effect that matches no other.',
  'vocabulary.schema.json:of': "Whose fact it is when written on a piece. targets: of the pieces an effect acts on (says nothing on its source); source: of the piece an effect comes from (read there before a fact of the same key of: targets; says nothing on a target).",
  'vocabulary.schema.json:board': "With true, the fact is the state of the game, not of one effect: where one effect's words say a value other than the default, the board's other effects no longer take the default.",
  'vocabulary.schema.json:default': 'What a missing fact is taken to be; without it, a missing fact the answer turns on makes the answer branch.',
  entry: 'The entry id whose text states this; it is cited with the answer.',
  'situation.schema.json:entry': 'The entry this effect is (an id, or any reference qm show accepts); pins its reading.',
  chooser: 'The role (from the vocabulary) of the player who chooses.',
  'situation.schema.json:chooser': 'The player expected to choose, when the rules leave the choice to a player (null: nobody firmly).',
  winner: 'The effects that take precedence (a matcher, or a list of matchers of which any one will do).',
  'situation.schema.json:winner': 'The effect id expected to take precedence; null when a player chooses (see chooser).',
  loser: 'The effects that give way to the winner (a matcher, or a list of matchers).',
  when: 'Applies only when some effect in the question matches this.',
  unless: 'Does not apply when an effect matching this is in the question.',
  'lexicon.schema.json:unless': 'Words the suffix rule leaves as they are.',
  result: 'With neither, neither effect applies; with both, both apply in full.',
  apart: 'With true, an effect that fits both sides of the ruling is on neither.',
  to: 'The role whose player the pieces are lent to, for the lending effect (declared under roles, e.g. user).',
  lent: "Which pieces an effect matching match lends to its user for an action: targets (the pieces it targets) or opponents (every piece of another player).",
  'piece-kinds': 'The kinds of piece lent (a piece of no given kind may be one); every kind when absent.',
  targeted: "With true, only the effects of a piece an effect matching match targets are excluded; a matching effect that names no targets may have meant any piece.",
  'same-source': "With true (an order ruling about one piece's own effects), it bears on two effects only when they may come from one piece: not when both sources are given and differ.",
  order: 'The matchers in rank order: the effect matching the earliest wins.',
  'vocabulary.schema.json:order': 'Directive labels for order questions, strongest first.',
  voice: "Words of a player's own voice (i, my, you): a rule given in them is a player's account of a rule, not the rule stated.",
  window: 'The name of a timing window.',
  position: 'Where the window falls: a lower position comes first.',
  match: 'Which effects this is about (a matcher, or a list of matchers of which any one will do).',
  limit: 'At most this many effects happen in the window.',
  procedure: 'The name of the procedure (e.g. explore-action); its steps happen in order.',
  steps: 'The steps, in order.',
  'situation.schema.json:steps': 'The expected order: a list of steps, each a list of effect ids whose order within the step is free.',
  step: 'The name of the step.',
  exclusive: 'Groups of steps that cannot all occur: the later ones are excluded.',
  free: 'Groups of steps whose order a chooser picks.',
  first: 'The effects that happen first (a matcher, or a list of matchers).',
  then: 'The effects that happen after them (a matcher, or a list of matchers).',
  with: 'Applies only when effects matching this occur too.',
  excluded: 'The effects that cannot happen then (a matcher, or a list of matchers).',
  'situation.schema.json:excluded': 'The effect ids expected to be excluded: they cannot happen here.',
  start: 'The role whose turn comes first.',
  by: 'The role whose turn an effect waits for.',
  picks: 'The role (from the vocabulary) of the player who picks the target or item.',
  fixed: 'What the rules fix, so that nobody picks.',
  section: 'The section path, as the document names it, outermost first.',
  source: 'The source document (its id in the manifest) this comes from.',
  'situation.schema.json:source': 'The piece id this effect comes from.',
  'ruleset.schema.json:source': 'The source document (its id) whose ranking this is.',
  cards: 'The cards the text names.',
  name: "The card's name, as printed.",
  number: 'The collector number (e.g. RF-056, MI-042a).',
  keywords: 'The keywords the entry is about.',
  abilities: 'The abilities the entry is about.',
  aliases: 'Other names people use for what the entry is about (slang, abbreviations); search and qm show find it by them.',
  directives: "The resolver's directives (its knowledge), each about the entry whose text states it.",
  'situation.schema.json:ask': 'The question: conflict (which effect takes precedence), order (in what order they happen) or who-picks (who picks the target or item).',
  note: 'A note for people reading the file; qm does not use it.',
  'entry-file.schema.json:note': 'Text the document prints beside this, verbatim.',
  kinds: 'The effect kinds a situation may give.',
  'vocabulary.schema.json:hedges': "Words by which a speaker says they are unsure the board is as they tell it (\"pretty sure\", \"not sure\"): a decision such an effect wins holds only if it does.",
  'vocabulary.schema.json:addressed': "Words by which the ruleset's own texts speak to the player who uses an effect (\"you may\"): where no chooser holds, an effect read as an entry whose text holds one is picked for by the role.",
  'vocabulary.schema.json:addressed.words': "Words of an entry's text (or a card text it quotes) that speak to the effect's user, e.g. you may, you can.",
  'vocabulary.schema.json:addressed.printed': "Words that speak to the effect's user only in a card's printed text (a quote), not in a ruling's, e.g. this ship may.",
  'vocabulary.schema.json:addressed.role': 'The role that then picks (declared under roles, e.g. user).',
  'vocabulary.schema.json:claims.kinds': "Effect kinds that are a player's account of a rule whatever their words (kind: claim).",
  'vocabulary.schema.json:roles[].find[].source': "The effect's source piece: its controller (which defaults to its owner) or its owner.",
  'vocabulary.schema.json:roles[].find[].kinds': "Only for an effect of one of these declared kinds (terrain's effect falls on the ship given as its source).",
  facts: 'The facts a directive may test on an effect (extra keys of the effect), each with the question that settles it.',
  'counts-as': 'What the kind counts as in a conflict: ability, rule or neither.',
  role: 'The role\'s name (a lower-case slug), as directives write it (e.g. defender).',
  quotes: 'Quoted ability texts the rulings are grouped under, with the cards that carry them.',
  see: 'Entry ids of related entries ("See also").',
  children: 'Entries nested under this one (sub-bullets of the document).',
  stopWords: 'Words search ignores.',
  stemming: 'How words are reduced to a common stem, so that choose, chooses and chosen meet.',
  exceptions: 'Words and the stem each one takes, whatever the suffix rules say.',
  suffixes: 'Suffix rules, tried in order.',
  suffix: 'The ending the rule strips.',
  replace: 'What the ending becomes (default: nothing).',
  min: 'The fewest letters the stem keeps.',
  has: 'Entries with a non-empty field of these count (keywords, abilities, cards, see).',
  game: 'The published game, in free text.',
  description: 'What the ruleset holds, in a sentence.',
  sources: 'The documents the entries come from.',
  edition: "The document's edition.",
  date: "The document's date.",
  author: "The document's author or publisher.",
  seed: 'The source file the entries were taken from, for coverage checks.',
  relation: 'How the ruleset relates to the game: amends, extends or standalone.',
  over: 'The sources this one ranks above.',
  cite: 'The entry id that says so.',
  ruleset: 'The ruleset id the situation is judged under (qm rulesets lists them).',
  rulesets: 'Further ruleset ids whose directives apply too.',
  players: 'Player ids, in turn order.',
  active: 'The player whose turn it is.',
  pieces: 'Game pieces in play: ships, crew, forts, ...; extra keys are facts about them.',
  card: 'The collector number of the piece (e.g. PS-001).',
  owner: 'The player who owns the piece.',
  controller: 'The player who controls it (defaults to the owner, or for an effect to its source piece\'s controller).',
  effects: 'What is in play or triggering: abilities, keywords, rules, terrain, treasures, events, steps; extra keys are facts.',
  'situation.schema.json:questions[].effects': 'The effect ids the question is about (two or more for conflict).',
  'situation.schema.json:expect.choices[].effects': 'The effect ids of which only keep happen.',
  ability: 'A name the ruleset knows: an ability, keyword, card, treasure, event, step or rule title.',
  targets: 'The piece ids it targets or takes from.',
  effect: 'The effect id whose target or item is picked (who-picks).',
  expect: 'What qm check expects, keyed by question id.',
  keep: 'How many of the effects happen.',
  fact: "An effect's extra key that holds a player id, or the fact's name.",
  roles: 'The roles that choose, and how each finds its player.',
  elsewhere: 'With true, read the fact from the one other effect of the situation that gives it.',
  'opponent-of': 'The other side of a contest from the player this fact names.',
  'other-than': 'The one other player, when only one player is not the one this role finds.',
  highest: "The owner of the one piece with the highest value of this fact (a roll), when two or more pieces give it; none on a tie.",
  situation: 'From the situation: active (the player whose turn it is) or players (every player).',
  conflict: 'Directive labels for conflict questions, strongest first.',
  words: 'The words that open the scope.',
  reach: 'How far the scope reaches: a number of words, or clause.',
  questions: 'The questions to answer.',
};

/** Every doc comment on a property of a source file, by key (the first comment for a key wins). */
function docComments(sourceFile: string): Map<string, string> {
  const sf = ts.createSourceFile(sourceFile, readFileSync(sourceFile, 'utf8'), ts.ScriptTarget.Latest, true);
  const docs = new Map<string, string>();
  const visit = (n: ts.Node) => {
    if (ts.isPropertyAssignment(n) || ts.isShorthandPropertyAssignment(n) || ts.isPropertySignature(n)) {
      const text = ts
        .getJSDocCommentsAndTags(n)
        .map((d) => (typeof d.comment === 'string' ? d.comment : ''))
        .filter(Boolean)
        .join(' ')
        .replace(/\s+/g, ' ');
      const key = n.name.getText(sf).replace(/^['"]|['"]$/g, '');
      if (text && !docs.has(key)) docs.set(key, text);
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return docs;
}

/** A JSON Schema node, as far as this walk needs it. */
type Node = { [key: string]: unknown; properties?: Record<string, Node>; description?: string };

/**
 * Gives every property of `schema` a description: its own (from zod), else the written one for this file and key, else the
 * doc comment on that key in the zod source, else the written one for the key. Returns the keys left without one.
 */
export function describeProperties(schema: Node, schemaFile: string, sourceFiles: string[]): string[] {
  const docs = new Map<string, string>();
  for (const f of sourceFiles) for (const [k, v] of docComments(f)) if (!docs.has(k)) docs.set(k, v);
  const missing: string[] = [];
  // `path` names where a key sits (questions[].effects), for the few keys whose meaning depends on it.
  const walk = (n: unknown, path: string): void => {
    if (!n || typeof n !== 'object') return;
    if (Array.isArray(n)) return n.forEach((x) => walk(x, path));
    const node = n as Node;
    for (const [key, value] of Object.entries(node.properties ?? {})) {
      const at = path ? `${path}.${key}` : key;
      value.description ??= written[`${schemaFile}:${at}`] ?? written[`${schemaFile}:${key}`] ?? docs.get(key) ?? written[key];
      if (!value.description) missing.push(at);
      walk(value, at);
    }
    for (const [k, value] of Object.entries(node)) if (k !== 'properties') walk(value, k === 'items' ? `${path}[]` : path);
  };
  walk(schema, '');
  return missing;
}

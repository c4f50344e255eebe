/** `qm judge`: an interview at the table — ruleset, question, players, effects — then the ruling, and save or ask again. */
import { InternalError, UsageError } from '../errors.js';
import type { Prompts } from '../judge/prompts.js';
import type { Library } from '../rulesets/entry.js';
import { loadLibrary, type LibraryOptions } from '../rulesets/library.js';
import type { Resolution } from '../resolve/answer.js';
import { resolveSituation } from '../resolve/resolve-situation.js';
import { knowledgeOf, rulesetChain } from '../resolve/knowledge.js';
import { knownKinds } from '../resolve/known-kinds.js';
import { effectChoices } from '../judge/effect-choices.js';
import { factQuestions } from '../judge/fact-questions.js';
import { readLastGame, writeLastGame } from '../judge/last-game.js';
import { situationYaml } from '../judge/situation-yaml.js';
import { asciiId, playerIds, playerNamesProblem } from '../judge/player-ids.js';
import { readingChoices } from '../judge/effect-reading.js';
import { attachCommandSearchIndex } from '../read/command-search-index.js';
import { saveSituation } from '../judge/save-situation.js';
import type { Effect, Piece, Question, Situation } from '../situation/schema.js';

/** Options of `qm judge`; tests pass their own prompts and output. */
export interface JudgeOptions extends LibraryOptions {
  prompts?: Prompts | undefined;
  /** Opens the terminal's prompts when `prompts` is not given (the CLI's, loaded only once the interview can run). */
  openPrompts?: (() => Promise<Prompts>) | undefined;
  write?: ((s: string) => void) | undefined;
  /** Whether standard input is a terminal (defaults to process.stdin.isTTY). */
  interactive?: boolean | undefined;
}

/** What every question about one board shares: the rulesets read and the effect kinds they know. */
interface Board {
  chain: string[];
  kinds: string[];
}

/** An id for an effect named by what the judge typed (its first words), that the board does not use yet. */
function effectId(s: Situation, typed: string): string {
  const used = new Set([...s.effects!.map((e) => e.id), ...s.pieces!.map((p) => p.id)]);
  const base = asciiId(typed.split(/\s+/).slice(0, 3).join(' ').toLowerCase())?.slice(0, 30).replace(/[-.]+$/, '') || `e${s.effects!.length + 1}`;
  let id = base;
  for (let n = 2; used.has(id) || used.has(`${id}-source`) || used.has(`${id}-target`); n++) id = `${base}-${n}`;
  return id;
}

/** One effect: what it is (searched or typed, and what typed words are read as), its kind, who controls it and whose piece it targets. */
async function askEffect(p: Prompts, lib: Library, s: Situation, board: Board, needTarget: boolean): Promise<Effect> {
  const pick = await p.search(`Effect ${s.effects!.length + 1}: type a name or paste the card text`, (term) => effectChoices(lib, board.chain, term, board.kinds));
  const id = effectId(s, 'name' in pick ? pick.name : pick.text);
  // The judge's own words are shown as what they were read as, to confirm, change, or refuse; the choice is pinned.
  let entry = 'name' in pick ? pick.entry : undefined;
  if (!('name' in pick)) {
    const read = readingChoices(lib, board.chain, pick.text);
    if (read.choices.length) entry = (await p.select(`'${id}' reads as which ruling?`, read.choices, read.taken ?? null)) ?? undefined;
  }
  // A recognised name suggests its kind (a keyword is a keyword); typed text starts from the contract's default.
  const suggested = ('kind' in pick && pick.kind) || 'ability';
  const kind = await p.select('What kind of effect is it?', board.kinds.map((k) => ({ name: k, value: k })), suggested);
  const players = s.players ?? [];
  const controller = await p.select('Whose effect is it (who controls its piece)?', players.map((x) => ({ name: x, value: x })), s.active);
  const source: Piece = { id: `${id}-source`, kind: 'piece', owner: controller };
  const effect: Effect = { id, ...('name' in pick ? { ability: pick.name } : { text: pick.text }), ...(entry ? { entry } : {}), kind, source: source.id };
  s.pieces!.push(source);
  if (needTarget) {
    const target = await p.select('Whose piece does it target or take from?', [...players.map((x) => ({ name: x, value: x as string | null })), { name: 'nobody / not a piece', value: null }], players.find((x) => x !== controller));
    if (target) {
      s.pieces!.push({ id: `${id}-target`, kind: 'piece', owner: target });
      effect.targets = [`${id}-target`];
    }
  }
  s.effects!.push(effect);
  return effect;
}

/** Asks one question about the board (adding effects as needed) and returns it; earlier effects stay on the board for earlier questions. */
async function askQuestion(p: Prompts, lib: Library, s: Situation, board: Board): Promise<Question> {
  const ask = await p.select('What do you need to settle?', [
    { name: 'Who picks the target or item?', value: 'who-picks' as const },
    { name: 'Which effect wins? (conflict)', value: 'conflict' as const },
    { name: 'In what order do they happen, and who decides?', value: 'order' as const },
  ]);
  const min = ask === 'conflict' ? 2 : 1;
  const existing = s.effects!.length;
  const reuse = existing > 0 && (await p.confirm(`Use the ${existing} effect${existing === 1 ? '' : 's'} already on the board?`, true));
  const mine: Effect[] = reuse ? [...s.effects!] : [];
  while (mine.length < min || (ask !== 'who-picks' && (await p.confirm('Add another effect?', false)))) {
    mine.push(await askEffect(p, lib, s, board, ask === 'who-picks'));
  }
  if (ask === 'who-picks') {
    const effect = mine.length === 1 ? mine[0]!.id : await p.select('Which effect chooses a target?', mine.map((e) => ({ name: `${e.id}: ${e.ability ?? e.text}`, value: e.id })));
    return { ask, effect };
  }
  return { ask, effects: mine.map((e) => e.id) };
}

/** Resolves the newest question, first asking for any fact the rules read from the board (who lost, ...) that it lacks. */
async function ruling(p: Prompts, lib: Library, s: Situation): Promise<Resolution> {
  const only = () => resolveSituation(lib, { ...s, questions: [s.questions.at(-1)!] });
  let resolution = only();
  let answer = resolution.answers[0]!;
  const asked = new Set<string>();
  for (let round = 0; round < 3; round++) {
    const open = factQuestions(lib, s, answer).filter((f) => !asked.has(`${f.effect}/${f.fact}`));
    if (!open.length) break;
    for (const f of open) {
      asked.add(`${f.effect}/${f.fact}`);
      const effect = s.effects!.find((e) => e.id === f.effect)!;
      const value = await p.select(
        `${f.values.every((v) => s.players?.includes(String(v.value))) ? `Who is the ${f.fact}` : f.values.every((v) => v.value === true) ? `Does ${f.fact} hold` : `The ruling depends on ${f.fact}: which is it`} for ${f.effect} (${effect.ability ?? effect.text ?? effect.kind})?`,
        [...f.values.map((v) => ({ name: v.name, value: v.value as string | number | boolean | null })), { name: f.values.some((v) => v.value === true) ? 'no / not known' : 'not known', value: null }],
      );
      if (value !== null) effect[f.fact] = value;
    }
    resolution = only();
    answer = resolution.answers[0]!;
  }
  return resolution;
}

/** The game offered first: the last one used, else the built-in ruleset with the most entries (the fullest document). */
function defaultGame(lib: Library): string | undefined {
  const last = readLastGame();
  if (last && lib.rulesets.some((r) => r.id === last)) return last;
  const size = (id: string) => lib.entries.filter((e) => e.ruleset === id).length;
  return [...lib.rulesets].filter((r) => r.builtin).sort((a, b) => size(b.id) - size(a.id))[0]?.id;
}

/** Runs the interview; returns the exit code. */
export async function judge(options: JudgeOptions): Promise<number> {
  if (!(options.interactive ?? process.stdin.isTTY)) {
    throw new UsageError('qm judge is an interview and needs a terminal; to answer from a file, use qm resolve <file> (or qm resolve - < file)');
  }
  const write = options.write ?? ((x: string) => process.stdout.write(x));
  const p = options.prompts ?? (await options.openPrompts?.());
  if (!p) throw new InternalError('qm judge was started with no prompts to ask through');
  const lib = await loadLibrary(options);
  await attachCommandSearchIndex(lib, options);
  const ruleset = await p.select('Which game (ruleset)?', lib.rulesets.map((r) => ({ name: `${r.title} (${r.id})`, value: r.id, description: r.game })), defaultGame(lib));
  writeLastGame(ruleset);
  const others = lib.rulesets.filter((r) => r.id !== ruleset && !r.builtin);
  const extra = others.length ? await p.checkbox('Add house-rule rulesets?', others.map((r) => ({ name: `${r.title} (${r.id})`, value: r.id }))) : [];
  // Names keep their letters as readable ASCII ids (Émile → Emile), so the saved file is one qm check accepts.
  const typed = await p.input('Players in turn order, separated by commas', { default: 'ana, ben', validate: playerNamesProblem });
  const names = playerIds(typed.split(',').map((x) => x.trim()).filter(Boolean));
  const active = await p.select('Whose turn is it?', names.map((x) => ({ name: x, value: x })));
  const situation: Situation = { ruleset, ...(extra.length ? { rulesets: extra } : {}), players: names, active, pieces: [], effects: [], questions: [] };
  const chain = rulesetChain(lib, ruleset, extra, { file: 'qm judge' });
  // The kinds offered are those the rulesets' directives use, so src/ names none of them.
  const board: Board = { chain, kinds: knownKinds(knowledgeOf(lib, chain)) };
  const { renderResolution } = await import('../render/text/answers.js');
  for (;;) {
    const q = await askQuestion(p, lib, situation, board);
    situation.questions.push({ id: `q${situation.questions.length + 1}`, ...q });
    const resolution = await ruling(p, lib, situation);
    write(`\n${renderResolution(lib, situation, resolution)}\n`);
    const next = await p.select('What next?', [
      { name: 'Ask another question about this board', value: 'again' as const },
      { name: 'Save this situation as YAML (for qm check)', value: 'save' as const },
      { name: 'Quit', value: 'quit' as const },
    ]);
    if (next === 'again') continue;
    if (next === 'save') {
      // Resolved again as a whole: a fact given for a later question may belong to an effect an earlier one uses.
      const file = await saveSituation(p, await situationYaml(situation, resolveSituation(lib, situation).answers), write);
      write(`Saved ${file}. Check it any time with: qm check ${file}\n`);
    }
    return 0;
  }
}

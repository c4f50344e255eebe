/** `qm judge`: an interview at the table — ruleset, question, players, effects — then the ruling, and save or ask again. */
import { existsSync, writeFileSync } from 'node:fs';
import { UsageError } from '../errors.js';
import type { Prompts } from '../cli/prompts.js';
import type { Library } from '../rulesets/entry.js';
import { loadLibrary, type LibraryOptions } from '../rulesets/library.js';
import type { Answer } from '../resolve/answer.js';
import { resolveSituation } from '../resolve/resolve-situation.js';
import { knowledgeOf, rulesetChain } from '../resolve/knowledge.js';
import { knownKinds } from '../resolve/known-kinds.js';
import { effectChoices } from '../judge/effect-choices.js';
import { situationYaml } from '../judge/situation-yaml.js';
import type { Effect, Piece, Question, Situation } from '../situation/schema.js';

/** Options of `qm judge`; tests pass their own prompts and output. */
export interface JudgeOptions extends LibraryOptions {
  prompts?: Prompts | undefined;
  write?: ((s: string) => void) | undefined;
  /** Whether standard input is a terminal (defaults to process.stdin.isTTY). */
  interactive?: boolean | undefined;
}

/** What every question about one board shares: the rulesets read and the effect kinds they know. */
interface Board {
  chain: string[];
  kinds: string[];
}

/** One effect: what it is (searched or typed), its kind, who controls it and whose piece it targets. */
async function askEffect(p: Prompts, lib: Library, s: Situation, board: Board, n: number, needTarget: boolean): Promise<void> {
  const pick = await p.search(`Effect ${n}: type a name or paste the card text`, (term) => effectChoices(lib, board.chain, term));
  const kind = await p.select('What kind of effect is it?', board.kinds.map((k) => ({ name: k, value: k })), 'ability');
  const players = s.players ?? [];
  const controller = await p.select('Whose effect is it (who controls its piece)?', players.map((x) => ({ name: x, value: x })), s.active);
  const id = `e${n}`;
  const source: Piece = { id: `${id}-source`, kind: 'piece', owner: controller };
  const effect: Effect = { id, ...('name' in pick ? { ability: pick.name } : { text: pick.text }), kind, source: source.id };
  s.pieces!.push(source);
  if (needTarget) {
    const target = await p.select('Whose piece does it target or take from?', [...players.map((x) => ({ name: x, value: x as string | null })), { name: 'nobody / not a piece', value: null }], players.find((x) => x !== controller));
    if (target) {
      s.pieces!.push({ id: `${id}-target`, kind: 'piece', owner: target });
      effect.targets = [`${id}-target`];
    }
  }
  s.effects!.push(effect);
}

/** Asks one question about the board (adding effects as needed) and returns it. */
async function askQuestion(p: Prompts, lib: Library, s: Situation, board: Board): Promise<Question> {
  const ask = await p.select('What do you need to settle?', [
    { name: 'Who picks the target or item?', value: 'who-picks' as const },
    { name: 'Which effect wins? (conflict)', value: 'conflict' as const },
    { name: 'In what order do they happen, and who decides?', value: 'order' as const },
  ]);
  const min = ask === 'conflict' ? 2 : 1;
  const existing = s.effects!.length;
  if (existing > 0 && !(await p.confirm(`Use the ${existing} effect${existing === 1 ? '' : 's'} already on the board?`, true))) s.effects!.length = 0;
  while (s.effects!.length < min || (ask !== 'who-picks' && (await p.confirm('Add another effect?', false)))) {
    await askEffect(p, lib, s, board, s.effects!.length + 1, ask === 'who-picks');
  }
  if (ask === 'who-picks') {
    const effect = s.effects!.length === 1 ? s.effects![0]!.id : await p.select('Which effect chooses a target?', s.effects!.map((e) => ({ name: `${e.id}: ${e.ability ?? e.text}`, value: e.id })));
    return { ask, effect };
  }
  return { ask, effects: s.effects!.map((e) => e.id) };
}

/** Runs the interview; returns the exit code. */
export async function judge(options: JudgeOptions): Promise<number> {
  if (!(options.interactive ?? process.stdin.isTTY)) {
    throw new UsageError('qm judge is an interview and needs a terminal; to answer from a file, use qm resolve <file> (or qm resolve - < file)');
  }
  const write = options.write ?? ((x: string) => process.stdout.write(x));
  const p = options.prompts ?? (await (await import('../cli/prompts.js')).terminalPrompts());
  const lib = await loadLibrary(options);
  const ruleset = await p.select('Which game (ruleset)?', lib.rulesets.map((r) => ({ name: `${r.title} (${r.id})`, value: r.id, description: r.game })));
  const others = lib.rulesets.filter((r) => r.id !== ruleset && !r.builtin);
  const extra = others.length ? await p.checkbox('Add house-rule rulesets?', others.map((r) => ({ name: `${r.title} (${r.id})`, value: r.id }))) : [];
  const names = (await p.input('Players in turn order, separated by commas', { default: 'ana, ben', validate: (v) => (v.split(',').map((x) => x.trim()).filter(Boolean).length ? true : 'name at least one player') }))
    .split(',').map((x) => x.trim().replace(/[^\w.-]+/g, '-')).filter(Boolean);
  const active = await p.select('Whose turn is it?', names.map((x) => ({ name: x, value: x })));
  const situation: Situation = { ruleset, ...(extra.length ? { rulesets: extra } : {}), players: names, active, pieces: [], effects: [], questions: [] };
  const chain = rulesetChain(lib, ruleset, extra, { file: 'qm judge' });
  // The kinds offered are those the rulesets' directives use, so src/ names none of them.
  const board: Board = { chain, kinds: knownKinds(knowledgeOf(lib, chain)) };
  const answers: Answer[] = [];
  const { renderResolution } = await import('../render/text/answers.js');
  for (;;) {
    const q = await askQuestion(p, lib, situation, board);
    situation.questions.push({ id: `q${situation.questions.length + 1}`, ...q });
    const resolution = resolveSituation(lib, { ...situation, questions: [situation.questions.at(-1)!] });
    answers.push(resolution.answers[0]!);
    write(`\n${renderResolution(lib, situation, resolution)}\n`);
    const next = await p.select('What next?', [
      { name: 'Ask another question about this board', value: 'again' as const },
      { name: 'Save this situation as YAML (for qm check)', value: 'save' as const },
      { name: 'Quit', value: 'quit' as const },
    ]);
    if (next === 'again') continue;
    if (next === 'save') {
      const file = await p.input('Save to', { default: 'situation.yaml' });
      if (!existsSync(file) || (await p.confirm(`${file} exists. Overwrite it?`, false))) {
        writeFileSync(file, await situationYaml(situation, answers));
        write(`Saved ${file}. Check it any time with: qm check ${file}\n`);
      }
    }
    return 0;
  }
}

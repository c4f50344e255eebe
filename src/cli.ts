/** The only commander file: parses arguments, lazy-loads one command, and turns errors into exit codes. */
import { Command, CommanderError, Option } from 'commander';
import { CancelledError, formatPosition, InputError, InternalError, UsageError } from './errors.js';
import { packageVersion } from './package-root.js';
import type { CommandSpec, ValueSpec } from './commands/completion.js';
import { flagHint } from './cli/flag-hints.js';
import { setDebug } from './prebuilt/notices.js';
import { reasonOf } from './prebuilt/write-failure.js';
import { writeSync } from 'node:fs';

const collect = (value: string, previous: string[] = []) => [...previous, value];

/** Global options every command sees. */
interface GlobalOptions {
  rulesets: string[];
  debug?: boolean;
}

/** Builds the program for `argv`; each action imports its command only when it runs. */
function program(argv: string[]): Command {
  const args = argv.slice(2);
  const command = args[commandIndex(args)];
  const cmd = new Command('qm')
    .description('quartermaster: errata, rulings and house rules for pirate tabletop games, with the text that decides')
    .version(VERSION, '-V, --version')
    .addOption(new Option('--rulesets <dir>', 'load extra rulesets from a folder (repeatable; also QM_RULESETS)').argParser(collect).default([]))
    .option('--debug', 'print stack traces on errors')
    .showSuggestionAfterError()
    .exitOverride()
    .configureOutput({ writeErr: (s) => process.stderr.write(s), outputError: (s, write) => write(commanderMessage(s, command)) });
  const globals = () => cmd.opts<GlobalOptions>();

  cmd
    .command('search')
    .description('ranked full-text search over every entry: typo-tolerant; knows collector numbers, card, keyword and ability names')
    .argument('<words...>', 'what to look for: words, "quoted phrases", -word, -"phrase", a OR b, and the prefixes below')
    .addOption(new Option('--ruleset <id>', 'search only this ruleset (repeatable)').argParser(collect))
    .option('--limit <n>', 'how many hits to show (default 10)')
    .option('--json', 'print JSON')
    // `-word` excludes a word: an unknown option is a query word, not a usage error.
    .allowUnknownOption()
    .addHelpText(
      'after',
      [
        '',
        'Query syntax:',
        '  word word          entries with more of the words rank higher; typos are forgiven',
        '  "a phrase"         this exact phrase (quote it for the shell: \'"cannot be pinned"\')',
        '  -word, -"phrase"   leave out entries that contain it',
        '  a OR b             either word counts (galley OR longship)',
        '  (a OR b OR c)      parentheses group an either-of of several words: (galley OR longship OR junk) pinned',
        '  card:NAME          the card name or collector number must match (card:"Calico Cat")',
        '  keyword:NAME       a keyword, ability or title must match',
        '  section:WORDS      the section path must hold the words',
        '  ruleset:ID         only that ruleset (like --ruleset)',
        '  kind:KIND          what the entry is: an entry kind (erratum, ruling, rule, topic, item, step, note, ...),',
        '                     keyword, ability, card, or a name the lexicon gives (ut, event, fort, list, list step, ...)',
        '  is:correction      the same filters as kind: (is:erratum, is:ut, ...)',
        '  see:ID             the entries that link to an entry id ("what links here")',
        '  any other word:    searched as plain words, with a warning naming these prefixes',
        '',
        'Questions are understood: "how long" favours rulings that give a duration, "how many"/"max" a limit,',
        '"who chooses/picks" a chooser, "can/may/does" a permission or prohibition (cues in each lexicon.yaml).',
        'A heading with no text of its own is not a hit: its best ruling is shown "under" it, and a topic',
        'shows at most three hits, and a ruling printed under several headings is one hit ("+ N more").',
        '',
        'Examples:',
        '  qm search who chooses crew eliminated',
        '  qm search how long does parley protect a ship',
        '  qm search RF-056',
        '  qm search galley pinned -kraken',
        '  qm search galley OR longship pinned',
        '  qm search kind:erratum cost',
        '  qm search is:correction ruleset:pirates-csg',
        '  qm search see:pirates-csg.abilities-general.submerged',
        "  qm search card:\"Calico Cat\"",
        '  qm search boarding ruleset:krosmaster-island-i --json',
        '',
        "Slang and abbreviations (HI, UT, SAT, EA, MI, AP, MP, sub, ...) come from each ruleset's lexicon.yaml.",
      ].join('\n'),
    )
    .action(async (words: string[], opts: { ruleset?: string[]; limit?: string; json?: boolean }) => {
      const { searchCommand } = await import('./commands/search.js');
      process.exitCode = await searchCommand(words, { ...opts, rulesets: globals().rulesets });
    });

  cmd
    .command('show')
    .description('show an entry by id, or every entry about a card (name or collector number), keyword or ability')
    .argument('<ref>', 'entry id, collector number (RF-056), card name, keyword or ability')
    .option('--json', 'print JSON')
    .addHelpText('after', '\nExamples:\n  qm show RF-056\n  qm show "Calico Cat"\n  qm show "Broadsides Attack" --json\n  qm show pirates-csg.general.who-picks')
    .action(async (ref: string, opts: { json?: boolean }) => {
      const { show } = await import('./commands/show.js');
      process.exitCode = await show(ref, { ...opts, rulesets: globals().rulesets });
    });

  cmd
    .command('resolve')
    .description('answer the questions of a situation file: which wins, in what order, who picks — with reasons and the deciding texts')
    .argument('<file>', "a situation file (YAML), or '-' to read it from standard input")
    .option('--json', 'print JSON')
    .option('--explain', 'also show, for each step, the directive (file:line) and the matcher fields that fired, and the directives considered but set aside')
    .option('--strict', "read effects exactly only (entry:, a name, printed text): words the rulesets do not hold are read as no ruling")
    .addHelpText(
      'after',
      '\nExamples:\n  qm resolve fixtures/pirates-csg/who-picks-cancel.yaml\n  qm resolve board.yaml --json\n  qm resolve board.yaml --explain\n  cat board.yaml | qm resolve -\n\nThe situation format is in the README and schemas/situation.schema.json.',
    )
    .action(async (file: string, opts: { json?: boolean; explain?: boolean; strict?: boolean }) => {
      const { resolveCommand } = await import('./commands/resolve.js');
      process.exitCode = await resolveCommand(file, { ...opts, rulesets: globals().rulesets });
    });

  cmd
    .command('check')
    .description('run situation files that carry `expect` and report every answer that differs')
    .argument('<paths...>', 'situation files, or folders searched for *.yaml and *.yml')
    .addOption(new Option('--reporter <name>', 'report format').choices(['human', 'json', 'junit']).default('human'))
    .option('--update', "write the current answers into each situation's expect, and show the diff")
    .option('--filter <name>', 'only the situations whose name (title, else file name) contains this')
    .option('--strict', 'read effects exactly only (entry:, a name, printed text), for CI: no answer rests on a reading by words')
    .addHelpText(
      'after',
      '\nExamples:\n  qm check fixtures\n  qm check rulings/ --reporter junit > qm-results.xml\n  qm check rulings/ --filter "speed round"\n  qm check rulings/new-ruling.yaml --update\n  qm --rulesets ./my-event check ./my-event/rulings\n\nA file may hold several situations as YAML documents separated by ---, each named by its title.\nExit codes: 0 all as expected, 1 a mismatch or nothing checked, 2 a file could not be read or is invalid.',
    )
    .action(async (paths: string[], opts: { reporter?: string; update?: boolean; filter?: string; strict?: boolean }) => {
      const { checkCommand } = await import('./commands/check.js');
      process.exitCode = await checkCommand(paths, { ...opts, rulesets: globals().rulesets });
    });

  cmd
    .command('judge')
    .description('interview at the table: pick the game and the players, then the question and its effects; get the ruling with its text; save it for qm check')
    .addHelpText(
      'after',
      '\nExamples:\n  qm judge\n  qm --rulesets ./my-event judge\n\nNeeds a terminal. Type part of a name ("doct") to find an ability, keyword, card, UT, event or step,\nor paste the card\'s text. Ctrl-C quits at any prompt. Without a terminal use qm resolve <file>.',
    )
    .action(async () => {
      const { judge } = await import('./commands/judge.js');
      const openPrompts = async () => (await import('./cli/prompts.js')).terminalPrompts();
      process.exitCode = await judge({ rulesets: globals().rulesets, openPrompts });
    });

  cmd
    .command('site')
    .description('write a static site (one offline index.html) to search, show and resolve every loaded ruleset in a browser')
    .argument('<dir>', 'the folder to write index.html into (created if missing)')
    .addOption(new Option('--examples <path>', "a situation file or folder offered in the page's resolver, e.g. an event's rulings (repeatable)").argParser(collect))
    .option('--title <text>', 'the page title (default: quartermaster)')
    .addHelpText('after', '\nExamples:\n  qm site out/\n  qm --rulesets ./my-event site public/ --title "My Event 2026 rulings" --examples ./my-event/rulings\n\nOpen out/index.html from disk or publish the folder on any static host; it needs no network.')
    .action(async (dir: string, opts: { examples?: string[]; title?: string }) => {
      const { siteCommand } = await import('./commands/site.js');
      process.exitCode = await siteCommand(dir, { ...opts, rulesets: globals().rulesets });
    });

  cmd
    .command('rulesets')
    .description('list the loaded rulesets: id, title, sources, entry counts')
    .option('--json', 'print JSON')
    .addHelpText('after', '\nExamples:\n  qm rulesets\n  qm --rulesets ./my-event rulesets --json')
    .action(async (opts: { json?: boolean }) => {
      const { rulesets } = await import('./commands/rulesets.js');
      process.exitCode = await rulesets({ ...opts, rulesets: globals().rulesets });
    });

  cmd
    .command('vocabulary')
    .description("list a ruleset's vocabulary: the effect kinds, facts and roles its directives use, and its precedence")
    .argument('[ruleset]', 'a ruleset id (default: every loaded ruleset)')
    .option('--json', 'print JSON')
    .addHelpText('after', '\nExamples:\n  qm vocabulary pirates-csg\n  qm --rulesets ./my-event vocabulary my-event-2026 --json')
    .action(async (ruleset: string | undefined, opts: { json?: boolean }) => {
      const { vocabulary } = await import('./commands/vocabulary.js');
      process.exitCode = await vocabulary(ruleset, { ...opts, rulesets: globals().rulesets });
    });

  cmd
    .command('lint')
    .description('validate ruleset folders or files: schema, unique ids, dangling links, unknown extends')
    .argument('[paths...]', 'ruleset folders, folders of rulesets, or files inside a ruleset (default: every loaded ruleset)')
    .option('--json', 'print JSON')
    .addHelpText('after', '\nExamples:\n  qm lint\n  qm lint ./my-event\n  qm lint ./my-event/entries/house-rules.yaml')
    .action(async (paths: string[], opts: { json?: boolean }) => {
      const { lint } = await import('./commands/lint.js');
      process.exitCode = await lint(paths, { ...opts, rulesets: globals().rulesets });
    });
  cmd
    .command('completion')
    .description('print a shell completion script (bash, zsh or fish)')
    .argument('<shell>', 'bash, zsh or fish')
    .addHelpText(
      'after',
      '\nExamples:\n  qm completion bash > ~/.local/share/bash-completion/completions/qm\n  qm completion zsh > "${fpath[1]}/_qm"\n  qm completion fish > ~/.config/fish/completions/qm.fish',
    )
    .action(async (shell: string) => {
      const { completion } = await import('./commands/completion.js');
      process.exitCode = await completion(shell, completionSpecs(cmd), optionSpecs(cmd.options));
    });

  // Hidden: what completion scripts call for values that depend on the rulesets (card names, numbers, ids, ruleset ids).
  cmd
    .command('__complete', { hidden: true })
    .argument('<kind>', 'show or rulesets')
    .argument('[word]', 'what has been typed so far')
    .action(async (kind: string, word: string | undefined) => {
      const { complete } = await import('./commands/complete.js');
      process.exitCode = await complete(kind, word ?? '', { rulesets: globals().rulesets });
    });
  return cmd;
}

/** How each option's value and each command's arguments complete; the rest is read from the commands themselves. */
const valueCompletion: Record<string, ValueSpec> = { '--rulesets': { paths: 'dirs' }, '--ruleset': { dynamic: 'rulesets' } };
const argCompletion: Record<string, ValueSpec> = {
  show: { dynamic: 'show' },
  resolve: { paths: 'files' },
  check: { paths: 'files' },
  lint: { paths: 'files' },
  completion: { words: ['bash', 'zsh', 'fish'] },
};

/** Long options as completion scripts need them. */
function optionSpecs(options: readonly Option[]): CommandSpec['options'] {
  return options.flatMap((o) => {
    if (!o.long || o.hidden) return [];
    const takes = o.required || o.optional;
    const value: ValueSpec | undefined = !takes ? undefined : (valueCompletion[o.long] ?? (o.argChoices ? { words: o.argChoices } : { none: true }));
    return [{ name: o.long, value }];
  });
}

/** Every visible command as completion scripts need it. */
function completionSpecs(cmd: Command): CommandSpec[] {
  return cmd.commands
    .filter((c) => !c.name().startsWith('_'))
    .map((c) => ({ name: c.name(), options: optionSpecs(c.options), args: argCompletion[c.name()] ?? { none: true } }));
}

/** Commander's "error: ...\n(Did you mean ...?)" as one line that starts like every other qm error. */
function commanderMessage(s: string, command: string | undefined): string {
  const [first = '', ...rest] = s.trim().split('\n');
  // A flag that stands for another option's value (--junit) gets that spelling, which commander cannot guess.
  const slip = /unknown option '([^'=]+)/.exec(first)?.[1];
  const meant = slip ? flagHint(slip, command) : undefined;
  if (meant) return `qm: ${first.replace(/^error: /, '')} (did you mean ${meant}?) (see qm --help)\n`;
  const hint = rest.map((l) => l.trim().replace(/^\((.*)\)$/, '$1')).filter(Boolean).map((l) => ` (${l.charAt(0).toLowerCase()}${l.slice(1)})`).join('');
  return `qm: ${first.replace(/^error: /, '')}${hint} (see qm --help)\n`;
}

/** Global options that take a value, so that the word after them is not taken for the command. */
const globalsWithValue = new Set(['--rulesets']);

/** Where the command name is in `args` (argv without node and the script), skipping options and their values; -1 if none. */
function commandIndex(args: string[]): number {
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '--') return i + 1 < args.length ? i + 1 : -1;
    if (globalsWithValue.has(a) || a === '--ruleset') i++;
    else if (!a.startsWith('-')) return i;
  }
  return -1;
}

/**
 * `--ruleset <id>` (search's filter) before the command would otherwise be suggested as `--rulesets <dir>`, a different
 * meaning; it is moved after `search`, and refused before any other command.
 */
function placeRulesetOption(argv: string[]): string[] {
  const args = argv.slice(2);
  const at = commandIndex(args);
  const before = at < 0 ? args : args.slice(0, at);
  const found = before.findIndex((a) => a === '--ruleset' || a.startsWith('--ruleset='));
  if (found < 0) return argv;
  if (at < 0 || args[at] !== 'search') {
    throw new UsageError("--ruleset <id> narrows qm search to one ruleset and goes after 'search'; to load extra rulesets from a folder, use --rulesets <dir>");
  }
  const width = before[found]!.includes('=') ? 1 : 2;
  const moved = args.splice(found, width);
  args.splice(at - width + 1, 0, ...moved);
  return [...argv.slice(0, 2), ...args];
}

/**
 * Writing to a closed pipe (`qm ... | head`) ends qm quietly, as the reader asked for no more; any other failure to write
 * the output (`> /dev/full`, a full disk) is one qm: line and exit 2, never a stack trace or 1 (which means a mismatch).
 */
function quietOnClosedPipe(): void {
  for (const [name, stream] of [['standard output', process.stdout], ['standard error', process.stderr]] as const) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPIPE') process.exit(typeof process.exitCode === 'number' ? process.exitCode : 0);
      try {
        writeSync(2, `qm: cannot write to ${name}: ${reasonOf(error)}\n`);
      } catch {
        // Standard error is gone too: the exit code is all that is left to say it.
      }
      process.exit(2);
    });
  }
}

const VERSION = packageVersion();

/** One line for an error, as users should see it. */
function describe(error: unknown): { message: string; code: number } {
  if (error instanceof InputError) {
    const where = error.where ? `${formatPosition(error.where)}: ` : '';
    return { message: `${where}${error.message}`, code: 2 };
  }
  if (error instanceof UsageError) return { message: `${error.message} (see qm --help)`, code: 2 };
  if (error instanceof InternalError) return { message: `internal error: ${error.message}. Please report this with the command you ran.`, code: 2 };
  const message = error instanceof Error ? error.message : String(error);
  return { message: `internal error: ${message}. Please report this with the command you ran (add --debug for details).`, code: 2 };
}

export { useImporter } from './cli/import-package.js';
export { reached } from './reached.js';

/** Whether `name` is one of qm's commands (the entry keeps a code cache per command, and none for a mistyped word). */
export function isCommand(name: string): boolean {
  return program(['node', 'qm']).commands.some((c) => c.name() === name);
}

/** Runs qm with `argv` (as process.argv); the single place that sets the exit code for errors. */
export async function main(argv: string[]): Promise<void> {
  const debug = argv.includes('--debug');
  setDebug(debug);
  // NO_COLOR wins over FORCE_COLOR (no-color.org); chalk reads FORCE_COLOR when it is first imported, after this.
  if (process.env.NO_COLOR) process.env.FORCE_COLOR = '0';
  quietOnClosedPipe();
  try {
    const placed = placeRulesetOption(argv);
    await program(placed).parseAsync(placed);
  } catch (error) {
    if (error instanceof CommanderError) {
      // Help and version are not failures; commander already printed its own message for the rest.
      process.exitCode = error.exitCode === 0 ? 0 : 2;
      return;
    }
    if (error instanceof CancelledError) {
      process.stderr.write('qm: cancelled\n');
      process.exitCode = 130;
      return;
    }
    const { message, code } = describe(error);
    process.stderr.write(`qm: ${message}\n`);
    if (debug && error instanceof Error && error.stack) process.stderr.write(`${error.stack}\n`);
    process.exitCode = code;
  }
}

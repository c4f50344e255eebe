/** The only commander file: parses arguments, lazy-loads one command, and turns errors into exit codes. */
import { readFileSync } from 'node:fs';
import { Command, CommanderError, Option } from 'commander';
import { CancelledError, formatPosition, InputError, InternalError, UsageError } from './errors.js';
import { packagePath } from './package-root.js';

const collect = (value: string, previous: string[] = []) => [...previous, value];

/** Global options every command sees. */
interface GlobalOptions {
  rulesets: string[];
  debug?: boolean;
}

/** Builds the program; each action imports its command only when it runs. */
function program(): Command {
  const cmd = new Command('qm')
    .description('quartermaster: errata, rulings and house rules for pirate tabletop games, with the text that decides')
    .version(VERSION, '-V, --version')
    .addOption(new Option('--rulesets <dir>', 'load extra rulesets from a folder (repeatable; also QM_RULESETS)').argParser(collect).default([]))
    .option('--debug', 'print stack traces on errors')
    .showSuggestionAfterError()
    .exitOverride()
    .configureOutput({ writeErr: (s) => process.stderr.write(s) });
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
        '  card:NAME          the card name or collector number must match (card:"Calico Cat")',
        '  keyword:NAME       a keyword, ability or title must match',
        '  section:WORDS      the section path must hold the words',
        '  ruleset:ID         only that ruleset (like --ruleset)',
        '  kind:KIND          what the entry is: an entry kind (erratum, ruling, rule, topic, item, step, note, ...),',
        '                     keyword, ability, card, or a name the lexicon gives (ut, event, fort, list, list step, ...)',
        '  is:correction      the same filters as kind: (is:erratum, is:ut, ...)',
        '  see:ID             the entries that link to an entry id ("what links here")',
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
    .addHelpText(
      'after',
      '\nExamples:\n  qm resolve fixtures/pirates-csg/who-picks-cancel.yaml\n  qm resolve board.yaml --json\n  cat board.yaml | qm resolve -\n\nThe situation format is in the README and schemas/situation.schema.json.',
    )
    .action(async (file: string, opts: { json?: boolean }) => {
      const { resolveCommand } = await import('./commands/resolve.js');
      process.exitCode = await resolveCommand(file, { ...opts, rulesets: globals().rulesets });
    });

  cmd
    .command('check')
    .description('run situation files that carry `expect` and report every answer that differs')
    .argument('<paths...>', 'situation files, or folders searched for *.yaml and *.yml')
    .addOption(new Option('--reporter <name>', 'report format').choices(['human', 'json', 'junit']).default('human'))
    .addHelpText(
      'after',
      '\nExamples:\n  qm check fixtures\n  qm check rulings/ --reporter junit > qm-results.xml\n  qm --rulesets ./my-event check ./my-event/rulings\n\nExit codes: 0 all as expected, 1 a mismatch, 2 a file could not be read or is invalid.',
    )
    .action(async (paths: string[], opts: { reporter?: string }) => {
      const { checkCommand } = await import('./commands/check.js');
      process.exitCode = await checkCommand(paths, { ...opts, rulesets: globals().rulesets });
    });

  cmd
    .command('judge')
    .description('interview at the table: pick the game, the question, the players and the effects; get the ruling with its text; save it for qm check')
    .addHelpText(
      'after',
      '\nExamples:\n  qm judge\n  qm --rulesets ./my-event judge\n\nNeeds a terminal. Type part of a name ("doct") to find an ability, keyword, card, UT, event or step,\nor paste the card\'s text. Ctrl-C quits at any prompt. Without a terminal use qm resolve <file>.',
    )
    .action(async () => {
      const { judge } = await import('./commands/judge.js');
      process.exitCode = await judge({ rulesets: globals().rulesets });
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
      const fileArgs = new Set(['resolve', 'check', 'lint']);
      const specs = cmd.commands.map((c) => ({ name: c.name(), options: c.options.flatMap((o) => (o.long ? [o.long] : [])), files: fileArgs.has(c.name()) }));
      process.exitCode = await completion(shell, specs, cmd.options.flatMap((o) => (o.long ? [o.long] : [])));
    });
  return cmd;
}

const VERSION = (JSON.parse(readFileSync(packagePath('package.json'), 'utf8')) as { version: string }).version;

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

/** Runs qm with `argv` (as process.argv); the single place that sets the exit code for errors. */
export async function main(argv: string[]): Promise<void> {
  const debug = argv.includes('--debug');
  // NO_COLOR wins over FORCE_COLOR (no-color.org); chalk reads FORCE_COLOR when it is first imported, after this.
  if (process.env.NO_COLOR) process.env.FORCE_COLOR = '0';
  try {
    await program().parseAsync(argv);
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

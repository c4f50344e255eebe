/** `qm completion bash|zsh|fish`: a shell completion script; values that depend on the rulesets come from `qm __complete`. */
// Kept rather than a completion library (tabtab, omelette, @bomb.sh/tab): those run the program on every TAB; these scripts
// complete commands and options in the shell itself and start qm only for values that come from the rulesets.
import { UsageError } from '../errors.js';

/** How the value of an option or argument completes: fixed words, words `qm __complete <kind>` prints, or paths. */
export type ValueSpec = { words: string[] } | { dynamic: 'show' | 'rulesets' } | { paths: 'files' | 'dirs' } | { none: true };

/** A command as completion needs it. */
export interface CommandSpec {
  name: string;
  /** Long options, each with how its value completes (undefined: a flag without a value). */
  options: { name: string; value?: ValueSpec | undefined }[];
  /** How its arguments complete. */
  args: ValueSpec;
}

/** The shells a script can be printed for. */
export const shells = ['bash', 'zsh', 'fish'] as const;

const q = (s: string) => `'${s.replace(/'/g, "'\\''")}'`;

/** Shell code (bash and zsh share it) that fills the array `vals` for a value spec; `$cur` is the word being typed. */
function valuesCode(v: ValueSpec | undefined, shell: 'bash' | 'zsh'): string {
  // A value nothing can guess (a number, a name): offer nothing rather than commands or options.
  if (!v || 'none' in v) return ':';
  if ('words' in v) return shell === 'bash' ? `COMPREPLY=($(compgen -W ${q(v.words.join(' '))} -- "$cur"))` : `compadd -- ${v.words.join(' ')}`;
  if ('paths' in v) return shell === 'bash' ? `COMPREPLY=($(compgen -${v.paths === 'dirs' ? 'd' : 'f'} -- "$cur"))` : v.paths === 'dirs' ? '_files -/' : '_files';
  return `_qm_dynamic ${v.dynamic}`;
}

/** Every option that takes a value, in any command or globally (their values are never the command). */
const valueOptions = (cmds: CommandSpec[], globals: CommandSpec['options']) => [...new Set([...globals, ...cmds.flatMap((c) => c.options)].filter((o) => o.value).map((o) => o.name))];

const bash = (cmds: CommandSpec[], globals: CommandSpec['options']) => `# qm completion for bash. Install: qm completion bash > ~/.local/share/bash-completion/completions/qm
# Card names, numbers, ids and ruleset ids come from \`qm __complete\`, which reads the prebuilt library.
_qm_dynamic() {
  local IFS=$'\\n' word="\${cur//\\\\/}"
  COMPREPLY=($("\${COMP_WORDS[0]}" "\${_qm_globals[@]}" __complete "$1" -- "$word" 2>/dev/null))
}
_qm() {
  local cur="\${COMP_WORDS[COMP_CWORD]}" prev="" cmd="" i w
  (( COMP_CWORD > 0 )) && prev="\${COMP_WORDS[COMP_CWORD-1]}"
  local -a _qm_globals=()
  # The command is the first word that is neither an option nor an option's value.
  for ((i = 1; i < COMP_CWORD; i++)); do
    w="\${COMP_WORDS[i]}"
    case "$w" in
      ${valueOptions(cmds, globals).join('|')}) ${globals.filter((g) => g.value).length ? `[[ " ${globals.filter((g) => g.value).map((g) => g.name).join(' ')} " == *" $w "* ]] && _qm_globals+=("$w" "\${COMP_WORDS[i+1]}"); ` : ''}((i++)) ;;
      -*) ;;
      *) cmd="$w"; break ;;
    esac
  done
  COMPREPLY=()
  case "$cmd:$prev" in
${[...globals.filter((g) => g.value).map((g) => `    *:${g.name}) ${valuesCode(g.value, 'bash')}; return ;;`), ...cmds.flatMap((c) => c.options.filter((o) => o.value).map((o) => `    ${c.name}:${o.name}) ${valuesCode(o.value, 'bash')}; return ;;`))].join('\n')}
  esac
  if [[ -z "$cmd" ]]; then
    COMPREPLY=($(compgen -W ${q([...new Set([...cmds.map((c) => c.name), ...globals.map((g) => g.name), '--help'])].join(' '))} -- "$cur"))
    return
  fi
  if [[ "$cur" == -* ]]; then
    case "$cmd" in
${cmds.map((c) => `      ${c.name}) COMPREPLY=($(compgen -W ${q([...c.options.map((o) => o.name), '--help'].join(' '))} -- "$cur")) ;;`).join('\n')}
    esac
    return
  fi
  case "$cmd" in
${cmds.filter((c) => !('none' in c.args)).map((c) => `    ${c.name}) ${valuesCode(c.args, 'bash')} ;;`).join('\n')}
  esac
}
complete -o filenames -o nosort -F _qm qm quartermaster 2>/dev/null || complete -o filenames -F _qm qm quartermaster
`;

const zsh = (cmds: CommandSpec[], globals: CommandSpec['options']) => `#compdef qm quartermaster
# qm completion for zsh. Install: qm completion zsh > "\${fpath[1]}/_qm" (then start a new shell, or run compinit)
_qm_dynamic() {
  local -a vals
  vals=("\${(@f)$(\${words[1]} "\${_qm_globals[@]}" __complete "$1" -- "$PREFIX" 2>/dev/null)}")
  compadd -U -Q -- "\${(@q)vals}"
}
_qm() {
  local cmd="" prev="\${words[CURRENT-1]}" i w
  local -a _qm_globals
  for ((i = 2; i < CURRENT; i++)); do
    w="\${words[i]}"
    case "$w" in
      ${valueOptions(cmds, globals).join('|')}) ${globals.filter((g) => g.value).length ? `[[ " ${globals.filter((g) => g.value).map((g) => g.name).join(' ')} " == *" $w "* ]] && _qm_globals+=("$w" "\${words[i+1]}"); ` : ''}((i++)) ;;
      -*) ;;
      *) cmd="$w"; break ;;
    esac
  done
  case "$cmd:$prev" in
${[...globals.filter((g) => g.value).map((g) => `    *:${g.name}) ${valuesCode(g.value, 'zsh')}; return ;;`), ...cmds.flatMap((c) => c.options.filter((o) => o.value).map((o) => `    ${c.name}:${o.name}) ${valuesCode(o.value, 'zsh')}; return ;;`))].join('\n')}
  esac
  if [[ -z "$cmd" ]]; then
    compadd -- ${[...new Set([...cmds.map((c) => c.name), ...globals.map((g) => g.name), '--help'])].join(' ')}
    return
  fi
  if [[ "$PREFIX" == -* ]]; then
    case "$cmd" in
${cmds.map((c) => `      ${c.name}) compadd -- ${[...c.options.map((o) => o.name), '--help'].join(' ')} ;;`).join('\n')}
    esac
    return
  fi
  case "$cmd" in
${cmds.filter((c) => !('none' in c.args)).map((c) => `    ${c.name}) ${valuesCode(c.args, 'zsh')} ;;`).join('\n')}
  esac
}
# Autoloaded by compinit, this file is the body of _qm: run it now, so the first TAB completes too.
if [[ "\${zsh_eval_context[-1]}" == loadautofunc ]]; then
  _qm "$@"
else
  compdef _qm qm quartermaster
fi
`;

/** fish: `-a` values for a spec, as a fish command substitution or word list. */
function fishValues(v: ValueSpec | undefined): string {
  if (!v || 'none' in v) return '';
  if ('words' in v) return ` -f -a ${q(v.words.join(' '))}`;
  if ('paths' in v) return v.paths === 'dirs' ? " -f -a '(__fish_complete_directories)'" : ' -F';
  return ` -f -a '(__qm_dynamic ${v.dynamic})'`;
}

const fish = (cmds: CommandSpec[], globals: CommandSpec['options']) => {
  const valued = valueOptions(cmds, globals).map((o) => o.replace(/^--/, ''));
  const lines = [
    '# qm completion for fish. Install: qm completion fish > ~/.config/fish/completions/qm.fish',
    '# (and a copy, or a symlink, as quartermaster.fish: fish loads completions by command name)',
    '# The command: the first word that is neither an option nor an option\'s value.',
    'function __qm_command',
    '    set -l words (commandline -opc)',
    '    set -e words[1]',
    '    set -l skip 0',
    '    for w in $words',
    '        if test $skip = 1; set skip 0; continue; end',
    `        if contains -- $w ${valued.map((o) => `--${o}`).join(' ')}; set skip 1; continue; end`,
    '        if string match -q -- "-*" $w; continue; end',
    '        echo $w',
    '        return 0',
    '    end',
    '    return 1',
    'end',
    'function __qm_is',
    '    set -l c (__qm_command); or return 1',
    '    test "$c" = "$argv[1]"',
    'end',
    'function __qm_globals',
    '    set -l words (commandline -opc)',
    '    for i in (seq 2 (count $words))',
    `        if contains -- $words[$i] ${globals.filter((g) => g.value).map((g) => g.name).join(' ') || '--'}; and test $i -lt (count $words)`,
    '            echo $words[$i]; echo $words[(math $i + 1)]',
    '        end',
    '    end',
    'end',
    'function __qm_dynamic',
    '    set -l words (commandline -opc)',
    '    $words[1] (__qm_globals) __complete $argv[1] -- (commandline -ct) 2>/dev/null',
    'end',
  ];
  for (const bin of ['qm', 'quartermaster']) {
    lines.push(`complete -c ${bin} -f`);
    for (const c of cmds) lines.push(`complete -c ${bin} -n 'not __qm_command' -a ${c.name}`);
    for (const g of globals) lines.push(`complete -c ${bin} -n 'not __qm_command' -l ${g.name.replace(/^--/, '')}${g.value ? ` -r${fishValues(g.value)}` : ''}`);
    for (const c of cmds) {
      const when = `-n '__qm_is ${c.name}'`;
      for (const o of c.options) lines.push(`complete -c ${bin} ${when} -l ${o.name.replace(/^--/, '')}${o.value ? ` -r${fishValues(o.value)}` : ''}`);
      if (!('none' in c.args)) lines.push(`complete -c ${bin} ${when}${fishValues(c.args)}`);
    }
  }
  return `${lines.join('\n')}\n`;
};

/** Prints the script for `shell`. */
export async function completion(shell: string, cmds: CommandSpec[], globals: CommandSpec['options']): Promise<number> {
  const make = { bash, zsh, fish }[shell];
  if (!make) throw new UsageError(`no completion for '${shell}'; choose ${shells.join(', ')}`);
  process.stdout.write(make(cmds, globals));
  return 0;
}

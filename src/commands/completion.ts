/** `qm completion bash|zsh|fish`: a shell completion script for qm's commands and options. */
import { UsageError } from '../errors.js';

/** A command as completion needs it: its name and its long options. */
export interface CommandSpec {
  name: string;
  options: string[];
  /** Whether its arguments are files or folders. */
  files: boolean;
}

const bash = (cmds: CommandSpec[], globals: string[]) => `# qm completion for bash. Install: qm completion bash > ~/.local/share/bash-completion/completions/qm
_qm() {
  local cur prev words cword
  cur="\${COMP_WORDS[COMP_CWORD]}"
  local cmd="" i
  for ((i = 1; i < COMP_CWORD; i++)); do
    case "\${COMP_WORDS[i]}" in -*) ;; *) cmd="\${COMP_WORDS[i]}"; break ;; esac
  done
  case "$cmd" in
${cmds.map((c) => `    ${c.name}) COMPREPLY=($(compgen -W "${c.options.join(' ')} --help" -- "$cur"))${c.files ? '; [[ "$cur" != -* ]] && COMPREPLY+=($(compgen -f -- "$cur"))' : ''} ;;`).join('\n')}
    *) COMPREPLY=($(compgen -W "${cmds.map((c) => c.name).join(' ')} ${globals.join(' ')}" -- "$cur")) ;;
  esac
}
complete -o filenames -F _qm qm quartermaster
`;

const zsh = (cmds: CommandSpec[], globals: string[]) => `#compdef qm quartermaster
# qm completion for zsh. Install: qm completion zsh > "\${fpath[1]}/_qm" (then restart the shell)
_qm() {
  local -a commands
  commands=(${cmds.map((c) => `'${c.name}'`).join(' ')})
  if (( CURRENT == 2 )); then
    _describe 'command' commands
    compadd -- ${globals.join(' ')}
    return
  fi
  case "\${words[2]}" in
${cmds.map((c) => `    ${c.name}) compadd -- ${[...c.options, '--help'].join(' ')}${c.files ? '; _files' : ''} ;;`).join('\n')}
  esac
}
compdef _qm qm quartermaster
`;

const fish = (cmds: CommandSpec[], globals: string[]) => `# qm completion for fish. Install: qm completion fish > ~/.config/fish/completions/qm.fish
complete -c qm -f
${cmds.map((c) => `complete -c qm -n '__fish_use_subcommand' -a ${c.name}`).join('\n')}
${globals.map((g) => `complete -c qm -n '__fish_use_subcommand' -l ${g.replace(/^--/, '')}`).join('\n')}
${cmds.flatMap((c) => [...c.options.map((o) => `complete -c qm -n '__fish_seen_subcommand_from ${c.name}' -l ${o.replace(/^--/, '')}`), ...(c.files ? [`complete -c qm -n '__fish_seen_subcommand_from ${c.name}' -F`] : [])]).join('\n')}
`;

/** Prints the script for `shell`. */
export async function completion(shell: string, cmds: CommandSpec[], globals: string[]): Promise<number> {
  const make = { bash, zsh, fish }[shell];
  if (!make) throw new UsageError(`no completion for '${shell}'; choose bash, zsh or fish`);
  process.stdout.write(make(cmds, globals));
  return 0;
}

/** Options people type for what is a value of another option (`--junit` for `--reporter junit`), with the real spelling. */

/** For each command, the flags that stand for a value of one of its options; `*` applies to any command. */
const valueFlags: Record<string, Record<string, string>> = {
  check: { '--junit': '--reporter junit', '--json': '--reporter json', '--human': '--reporter human', '--xml': '--reporter junit' },
  '*': { '--junit': 'qm check <paths...> --reporter junit', '--explain': 'qm resolve <file> --explain' },
};

/** The spelling that means what an unknown option was meant to, when it is a known slip; else undefined. */
export function flagHint(unknownOption: string, command: string | undefined): string | undefined {
  return (command ? valueFlags[command]?.[unknownOption] : undefined) ?? valueFlags['*']![unknownOption];
}

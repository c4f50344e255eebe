/**
 * The optional paths a run of the CLI took (reading a board by its words loads the search index and its code; each kind
 * of question runs code of its own): the entry keeps a command's code cache from a run that took them, not only from
 * its first run, which may not have.
 */
const paths = new Set<string>();

/** Records that this run took the path `name`. */
export function reach(name: string): void {
  paths.add(name);
}

/** The paths this run took, sorted. */
export function reached(): string[] {
  return [...paths].sort();
}

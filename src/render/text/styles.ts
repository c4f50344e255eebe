/** Terminal styles for output that may skip loading chalk: plain text when standard output is not a terminal. */

/** The few styles search output uses. */
export interface Styles {
  bold(s: string): string;
  dim(s: string): string;
  heading(s: string): string;
  mark(s: string): string;
}

const plain = (s: string) => s;

/** Colour on a terminal or with FORCE_COLOR (not 0/false), never with NO_COLOR set to anything non-empty. */
export function colourWanted(env: NodeJS.ProcessEnv = process.env, tty = Boolean(process.stdout.isTTY)): boolean {
  if (env.NO_COLOR) return false;
  const force = env.FORCE_COLOR;
  if (force !== undefined && force !== '') return !['0', 'false'].includes(force.toLowerCase());
  return tty;
}

/** Chalk's styles when colour is wanted; otherwise identity functions, without importing chalk at all. */
export async function loadStyles(): Promise<Styles> {
  if (!colourWanted()) return { bold: plain, dim: plain, heading: plain, mark: plain };
  const { default: chalk } = await import('chalk');
  return { bold: (s) => chalk.bold(s), dim: (s) => chalk.dim(s), heading: (s) => chalk.cyan(s), mark: (s) => chalk.bold.yellow(s) };
}

/** Terminal styles for output that may skip loading chalk: plain text when standard output is not a terminal. */

/** The few styles search output uses. */
export interface Styles {
  bold(s: string): string;
  dim(s: string): string;
  heading(s: string): string;
  mark(s: string): string;
}

const plain = (s: string) => s;

/** Chalk's styles on a TTY without NO_COLOR; otherwise identity functions, without importing chalk at all. */
export async function loadStyles(): Promise<Styles> {
  if (!process.stdout.isTTY || process.env.NO_COLOR) return { bold: plain, dim: plain, heading: plain, mark: plain };
  const { default: chalk } = await import('chalk');
  return { bold: (s) => chalk.bold(s), dim: (s) => chalk.dim(s), heading: (s) => chalk.cyan(s), mark: (s) => chalk.bold.yellow(s) };
}

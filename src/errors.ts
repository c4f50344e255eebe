/** Typed errors; only src/cli.ts turns them into exit codes and messages. */

/** Bad usage: unknown command, option or argument. Exit 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** A position in an input file, 1-based. */
export interface Position {
  file: string;
  line?: number | undefined;
  column?: number | undefined;
}

/** Bad input: unreadable file, invalid YAML, schema violation, unknown id. Exit 2, message names file:line:column. */
export class InputError extends Error {
  override name = 'InputError';
  constructor(
    message: string,
    readonly where?: Position,
    readonly key?: string,
  ) {
    super(message);
  }
}

/** A bug in qm itself: the message asks the user to report it. */
export class InternalError extends Error {
  override name = 'InternalError';
}

/** The user quit an interactive prompt (Ctrl-C). Exit 130, like a shell interrupted by SIGINT. */
export class CancelledError extends Error {
  override name = 'CancelledError';
}

/** Formats a position as file:line:column (omitting what is unknown). */
export function formatPosition(where: Position): string {
  if (where.line === undefined) return where.file;
  return `${where.file}:${where.line}:${where.column ?? 1}`;
}

/** What the judge interview asks through: a terminal in use (cli/prompts.ts), or a script in tests. */

/** A choice in a list. */
export interface Choice<T> {
  name: string;
  value: T;
  description?: string | undefined;
}

/** The prompts the judge interview uses. */
export interface Prompts {
  select<T>(message: string, choices: Choice<T>[], fallback?: T): Promise<T>;
  input(message: string, options?: { default?: string; validate?: (v: string) => true | string }): Promise<string>;
  confirm(message: string, fallback?: boolean): Promise<boolean>;
  checkbox<T>(message: string, choices: Choice<T>[]): Promise<T[]>;
  search<T>(message: string, source: (term: string) => Choice<T>[]): Promise<T>;
}

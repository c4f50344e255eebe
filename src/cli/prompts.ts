/** The one place qm talks to @inquirer/prompts; tests drive it through a real terminal or replace it with `Prompts`. */
import { CancelledError } from '../errors.js';
import type { Prompts } from '../judge/prompts.js';
import { importPackage } from './import-package.js';

/** Turns inquirer's Ctrl-C (ExitPromptError) into our CancelledError, so the CLI exits 130 without a stack trace. */
async function guard<T>(p: Promise<T>): Promise<T> {
  try {
    return await p;
  } catch (e) {
    if (e instanceof Error && (e.name === 'ExitPromptError' || e.name === 'AbortPromptError')) throw new CancelledError('cancelled');
    throw e;
  }
}

/** Prompts backed by @inquirer/prompts (loaded only when `qm judge` runs). */
export async function terminalPrompts(): Promise<Prompts> {
  const inq = await importPackage<typeof import('@inquirer/prompts')>('@inquirer/prompts');
  return {
    select: (message, choices, fallback) => guard(inq.select({ message, choices, default: fallback, pageSize: 12 })),
    input: (message, options = {}) => guard(inq.input({ message, default: options.default, validate: options.validate })),
    confirm: (message, fallback) => guard(inq.confirm({ message, default: fallback })),
    checkbox: (message, choices) => guard(inq.checkbox({ message, choices })),
    search: (message, source) => guard(inq.search({ message, source: async (term) => source(term ?? ''), pageSize: 10 })),
  };
}

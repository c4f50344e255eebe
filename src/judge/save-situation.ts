/** The judge's save: asks where until the file is written, so a bad path (a folder, a missing folder, a full disk) never loses the interview. */
import { existsSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Prompts } from './prompts.js';
import { InputError } from '../errors.js';
import { writeFileAtomic } from '../prebuilt/atomic-write.js';

/** Why `file` cannot be saved to, in words for the prompt, or true. */
export function saveTargetProblem(file: string): true | string {
  if (!file.trim()) return 'give a file name';
  if (existsSync(file) && statSync(file).isDirectory()) return `${file} is a folder; give a file name inside it (e.g. ${file.replace(/\/+$/, '')}/situation.yaml)`;
  const folder = dirname(resolve(file));
  if (!existsSync(folder)) return `the folder ${dirname(file)} does not exist`;
  if (!statSync(folder).isDirectory()) return `${dirname(file)} is not a folder`;
  return true;
}

/** Asks for a file name and writes `text` there atomically; asks again after any failure. Returns the file written. */
export async function saveSituation(p: Prompts, text: string, say: (s: string) => void): Promise<string> {
  for (;;) {
    const file = await p.input('Save to', { default: 'situation.yaml', validate: saveTargetProblem });
    if (existsSync(file) && !(await p.confirm(`${file} exists. Overwrite it?`, false))) continue;
    try {
      writeFileAtomic(file, text, { createFolder: false });
      return file;
    } catch (e) {
      if (!(e instanceof InputError)) throw e;
      say(`Could not save: ${e.message}. Choose another file.\n`);
    }
  }
}

/** Reads an input text file, turning every way it can fail into an InputError naming the file. */
import { readFileSync, statSync } from 'node:fs';
import { relative, isAbsolute } from 'node:path';
import { InputError } from '../errors.js';

/** Inputs larger than this are refused rather than parsed (a rules file is a few hundred KiB at most). */
export const MAX_INPUT_BYTES = 4 * 1024 * 1024;

/** A path as users should read it: relative to the working directory when it is below it. */
export function displayPath(path: string): string {
  const rel = relative(process.cwd(), path);
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel : path;
}

/** Reads a UTF-8 text file; refuses directories, missing files, binary data and oversized files. */
export function readText(path: string): string {
  const file = displayPath(path);
  let size: number;
  try {
    const st = statSync(path);
    if (st.isDirectory()) throw new InputError('is a directory, not a file', { file });
    size = st.size;
  } catch (e) {
    if (e instanceof InputError) throw e;
    const code = (e as NodeJS.ErrnoException).code;
    throw new InputError(code === 'ENOENT' ? 'file not found' : `cannot read file (${code ?? 'error'})`, { file });
  }
  if (size > MAX_INPUT_BYTES) throw new InputError(`file is too large (${size} bytes; the limit is ${MAX_INPUT_BYTES})`, { file });
  const buf = readFileSync(path);
  if (buf.includes(0)) throw new InputError('not a text file (it contains NUL bytes)', { file });
  const text = new TextDecoder('utf-8', { fatal: false }).decode(buf);
  if (text.includes('\uFFFD')) throw new InputError('not valid UTF-8 text', { file });
  return text.replace(/^\uFEFF/, '');
}

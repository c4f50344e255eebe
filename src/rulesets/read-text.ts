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

/** Checks and decodes bytes read from `file`: refuses binary data and invalid UTF-8. */
function decode(buf: Buffer, file: string): string {
  if (buf.includes(0)) throw new InputError('not a text file (it contains NUL bytes)', { file });
  const text = new TextDecoder('utf-8', { fatal: false }).decode(buf);
  if (text.includes('\uFFFD')) throw new InputError('not valid UTF-8 text', { file });
  return text.replace(/^\uFEFF/, '');
}

/** Reads a file, or standard input for `-` (never prompting: on a terminal, stdin must be piped). */
export function readInput(path: string): { file: string; text: string } {
  if (path !== '-') return { file: displayPath(path), text: readText(path) };
  const file = '<stdin>';
  if (process.stdin.isTTY) throw new InputError("'-' reads the situation from standard input; pipe a file into it (qm resolve - < situation.yaml)", { file });
  let buf: Buffer;
  try {
    buf = readFileSync(0);
  } catch (e) {
    throw new InputError(`cannot read standard input (${(e as NodeJS.ErrnoException).code ?? 'error'})`, { file });
  }
  if (buf.length > MAX_INPUT_BYTES) throw new InputError(`input is too large (${buf.length} bytes; the limit is ${MAX_INPUT_BYTES})`, { file });
  return { file, text: decode(buf, file) };
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
  return decode(readFileSync(path), file);
}

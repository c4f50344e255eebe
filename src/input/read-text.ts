/** Reads an input text file, turning every way it can fail into an InputError naming the file; every read is bounded. */
import { closeSync, fstatSync, openSync, readSync, statSync } from 'node:fs';
import { relative, isAbsolute } from 'node:path';
import { InputError } from '../errors.js';
import { decodeText } from './decode-text.js';

/** Inputs larger than this are refused rather than parsed (a rules file is a few hundred KiB at most). */
export const MAX_INPUT_BYTES = 4 * 1024 * 1024;

/** A path as users should read it: relative to the working directory when it is below it. */
export function displayPath(path: string): string {
  const rel = relative(process.cwd(), path);
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel : path;
}

const tooLarge = (file: string, what: string) => new InputError(`${what} is too large (more than ${MAX_INPUT_BYTES} bytes; the limit is ${MAX_INPUT_BYTES})`, { file });

// Standard input may be a non-blocking pipe whose writer is slow: on EAGAIN the reader waits this long and tries again.
const pause = new Int32Array(new SharedArrayBuffer(4));
const waitMs = (ms: number) => Atomics.wait(pause, 0, 0, ms);

/** Reads `fd` to its end, refusing more than the limit as soon as it is passed (so /dev/zero or an endless pipe stop at 4 MiB). */
function readBounded(fd: number, file: string, what: string): Buffer {
  const chunks: Buffer[] = [];
  let total = 0;
  const chunk = Buffer.allocUnsafe(64 * 1024);
  for (;;) {
    let n: number;
    try {
      n = readSync(fd, chunk, 0, chunk.length, null);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'EAGAIN' || code === 'EWOULDBLOCK') {
        waitMs(5);
        continue;
      }
      if (code === 'EOF') break;
      throw new InputError(`cannot read ${what} (${code ?? 'error'})`, { file });
    }
    if (n === 0) break;
    total += n;
    if (total > MAX_INPUT_BYTES) throw tooLarge(file, what === 'standard input' ? 'standard input' : 'file');
    chunks.push(Buffer.from(chunk.subarray(0, n)));
  }
  return Buffer.concat(chunks, total);
}

/** Reads a file, or standard input for `-` (never prompting: on a terminal, stdin must be piped). */
export function readInput(path: string): { file: string; text: string } {
  if (path !== '-') return { file: displayPath(path), text: readText(path) };
  const file = '<stdin>';
  if (process.stdin.isTTY) throw new InputError("'-' reads the situation from standard input; pipe a file into it (qm resolve - < situation.yaml)", { file });
  return { file, text: decodeText(readBounded(0, file, 'standard input'), file) };
}

/** What a path is, when it is not a regular file, in words for the refusal. */
function kindOf(st: import('node:fs').Stats): string | undefined {
  if (st.isFile()) return undefined;
  if (st.isDirectory()) return 'is a directory, not a file';
  if (st.isFIFO()) return 'is a named pipe (FIFO), not a regular file; use - and pipe it in instead';
  if (st.isCharacterDevice() || st.isBlockDevice()) return 'is a device, not a regular file';
  if (st.isSocket()) return 'is a socket, not a regular file';
  return 'is not a regular file';
}

/** Reads a UTF-8 (or UTF-16 with a byte-order mark) text file; refuses anything but a regular file, binary data and oversized files. */
export function readText(path: string): string {
  const file = displayPath(path);
  let fd: number;
  try {
    // stat first: opening a FIFO with no writer would block forever, and a device may never end.
    const refused = kindOf(statSync(path));
    if (refused) throw new InputError(refused, { file });
    fd = openSync(path, 'r');
  } catch (e) {
    if (e instanceof InputError) throw e;
    const code = (e as NodeJS.ErrnoException).code;
    throw new InputError(code === 'ENOENT' ? 'file not found' : `cannot read file (${code ?? 'error'})`, { file });
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) throw new InputError(kindOf(st)!, { file });
    if (st.size > MAX_INPUT_BYTES) throw new InputError(`file is too large (${st.size} bytes; the limit is ${MAX_INPUT_BYTES})`, { file });
    return decodeText(readBounded(fd, file, 'file'), file);
  } finally {
    closeSync(fd);
  }
}

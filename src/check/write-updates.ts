/** Writes the files `check --update` changed, all or none: every target is checked and written aside before any is replaced. */
import { accessSync, constants, readFileSync, realpathSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { InputError } from '../errors.js';
import { decodeText } from '../input/decode-text.js';
import { stageWrite, type StagedWrite } from '../prebuilt/atomic-write.js';
import { writeFailure } from '../prebuilt/write-failure.js';
import { encodeText, textFormOf } from './text-form.js';

/** One file to rewrite: its path, the name it is shown by, the text that was checked and the text to write. */
export interface FileUpdate {
  path: string;
  file: string;
  before: string;
  after: string;
}

/** Throws unless the file may be replaced: writable (a file with no write permission is read-only even to root), in a writable folder. */
function requireWritable(path: string): void {
  try {
    const real = realpathSync(path);
    accessSync(real, constants.W_OK);
    accessSync(dirname(real), constants.W_OK);
    if ((statSync(real).mode & 0o222) === 0) throw Object.assign(new Error('read-only'), { code: 'EACCES' });
  } catch (e) {
    throw writeFailure(path, e);
  }
}

/** The new bytes of a file, in the encoding and with the byte-order mark it had; refused if it changed since it was checked. */
function newBytes(u: FileUpdate): Buffer {
  let bytes: Buffer;
  try {
    bytes = readFileSync(u.path);
  } catch (e) {
    throw writeFailure(u.path, e);
  }
  if (decodeText(bytes, u.file) !== u.before) throw new InputError('the file changed while it was being checked; nothing was written, run qm check --update again', { file: u.file });
  return encodeText(u.after, textFormOf(bytes));
}

/** Writes every update or none: a file that cannot be written stops the run before any original is replaced. */
export function writeUpdates(updates: readonly FileUpdate[]): void {
  for (const u of updates) requireWritable(u.path);
  const staged: StagedWrite[] = [];
  try {
    for (const u of updates) staged.push(stageWrite(u.path, newBytes(u), { createFolder: false }));
  } catch (e) {
    for (const s of staged) s.abort();
    throw e;
  }
  for (const [i, s] of staged.entries()) {
    try {
      s.commit();
    } catch (e) {
      for (const rest of staged.slice(i + 1)) rest.abort();
      throw e;
    }
  }
}

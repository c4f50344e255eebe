/** A failed write as one line a user can act on: which file, and why in words, with the system's code for searching. */
import { InputError } from '../errors.js';
import { displayPath } from '../input/read-text.js';

/** The usual reasons a write fails, in words. */
const reasons: Record<string, string> = {
  ENOSPC: 'no space left on the device',
  EDQUOT: 'the disk quota is used up',
  EFBIG: 'the file is larger than the size limit allows (ulimit -f)',
  EACCES: 'permission denied',
  EPERM: 'the operation is not permitted (the file or its folder may be immutable or read-only)',
  EROFS: 'the file system is read-only',
  EISDIR: 'it is a folder',
  ENOENT: 'its folder does not exist',
  ENOTDIR: 'a part of the path is not a folder',
  EIO: 'an input/output error',
  ENAMETOOLONG: 'the name is too long',
  EXDEV: 'the temporary file is on another file system',
};

/** The reason for an error, in words: `no space left on the device (ENOSPC)`. */
export function reasonOf(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code && reasons[code]) return `${reasons[code]} (${code})`;
  return code ?? (error instanceof Error ? error.message : String(error));
}

/** An InputError saying that `path` could not be written, and why; one already made is passed through. */
export function writeFailure(path: string, error: unknown): InputError {
  if (error instanceof InputError) return error;
  return new InputError(`cannot write the file: ${reasonOf(error)}`, { file: displayPath(path) });
}

/** Turns the bytes of an input file into text: UTF-8, or UTF-16 with a byte-order mark; anything else is named and refused. */
import { InputError } from '../errors.js';

/** True when NUL bytes sit at every other position, the mark of UTF-16 text without a byte-order mark. */
function looksLikeUtf16(buf: Buffer): 'le' | 'be' | undefined {
  const n = Math.min(buf.length, 512) & ~1;
  if (n < 4) return undefined;
  let even = 0;
  let odd = 0;
  for (let i = 0; i < n; i += 2) {
    if (buf[i] === 0) even++;
    if (buf[i + 1] === 0) odd++;
  }
  if (odd > n / 4 && even === 0) return 'le';
  if (even > n / 4 && odd === 0) return 'be';
  return undefined;
}

/** Decodes UTF-16 text, refusing broken surrogates the way invalid UTF-8 is refused. */
function decodeUtf16(buf: Buffer, order: 'le' | 'be', file: string): string {
  if (buf.length % 2) throw new InputError(`not valid UTF-16${order.toUpperCase()} text (an odd number of bytes)`, { file });
  const text = new TextDecoder(`utf-16${order}`, { fatal: false }).decode(buf);
  if (text.includes('\uFFFD')) throw new InputError(`not valid UTF-16${order.toUpperCase()} text`, { file });
  if (text.includes('\0')) throw new InputError('not a text file (it contains NUL characters)', { file });
  return text;
}

/** Checks and decodes bytes read from `file`: UTF-8 (a leading BOM dropped) or UTF-16 with a BOM; refuses binary data. */
export function decodeText(buf: Buffer, file: string): string {
  if (buf[0] === 0xff && buf[1] === 0xfe) return decodeUtf16(buf.subarray(2), 'le', file);
  if (buf[0] === 0xfe && buf[1] === 0xff) return decodeUtf16(buf.subarray(2), 'be', file);
  if (buf.includes(0)) {
    const order = looksLikeUtf16(buf);
    if (order) {
      const name = `UTF-16${order.toUpperCase()}`;
      throw new InputError(`looks like ${name} text without a byte-order mark; save it as UTF-8 (e.g. iconv -f ${name} -t UTF-8)`, { file });
    }
    throw new InputError('not a text file (it contains NUL bytes)', { file });
  }
  const text = new TextDecoder('utf-8', { fatal: false }).decode(buf);
  if (text.includes('\uFFFD')) throw new InputError('not valid UTF-8 text', { file });
  return text.replace(/^\uFEFF/, '');
}

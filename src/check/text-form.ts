/** How a text file was stored (encoding, byte-order mark), so a rewrite stores it the same way; and the line end it uses. */

/** The encoding and byte-order mark of a file's bytes, as decodeText accepts them. */
export interface TextForm {
  encoding: 'utf8' | 'utf16le' | 'utf16be';
  bom: boolean;
}

/** The form of `bytes`: UTF-16 only with a byte-order mark (decodeText refuses it without), else UTF-8 with or without one. */
export function textFormOf(bytes: Uint8Array): TextForm {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { encoding: 'utf16le', bom: true };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { encoding: 'utf16be', bom: true };
  return { encoding: 'utf8', bom: bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf };
}

/** `text` (decoded, without its byte-order mark) as bytes in `form`. */
export function encodeText(text: string, form: TextForm): Buffer {
  const body = (form.bom ? '\uFEFF' : '') + text;
  if (form.encoding === 'utf8') return Buffer.from(body, 'utf8');
  const le = Buffer.from(body, 'utf16le');
  // Node has no UTF-16BE encoder: the little-endian bytes, swapped pairwise.
  return form.encoding === 'utf16be' ? le.swap16() : le;
}

/** The line end used at `offset`'s line (CRLF or LF), else the file's most common one: what inserted lines must use. */
export function lineEndAt(text: string, offset: number): '\r\n' | '\n' {
  const nl = text.indexOf('\n', offset);
  if (nl > 0) return text[nl - 1] === '\r' ? '\r\n' : '\n';
  const crlf = text.split('\r\n').length - 1;
  const lf = text.split('\n').length - 1 - crlf;
  return crlf > lf ? '\r\n' : '\n';
}

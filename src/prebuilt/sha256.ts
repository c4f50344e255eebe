/** SHA-256 of bytes as hex, with node:crypto loaded on first use only (a command that reads no prebuilt file never pays for it). */
import { createRequire } from 'node:module';

let crypto: typeof import('node:crypto') | undefined;

/** The SHA-256 of `data`, in hex. */
export function sha256(data: string | Uint8Array): string {
  crypto ??= createRequire(import.meta.url)('node:crypto') as typeof import('node:crypto');
  return crypto.createHash('sha256').update(data).digest('hex');
}

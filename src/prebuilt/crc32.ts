/** CRC-32 for telling a damaged cache file or a memo name apart: zlib's native one, which loads in half the time node:crypto does. */
import { crc32 as zlibCrc32 } from 'node:zlib';

/** The CRC-32 of `data` as eight hex digits. */
export function crc32(data: string | Uint8Array): string {
  return zlibCrc32(data).toString(16).padStart(8, '0');
}

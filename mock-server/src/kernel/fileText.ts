/**
 * A file's bytes read as text: in the encoding asked for, or, asked for none ('auto'), the one its
 * bytes show: a byte order mark (UTF-8, UTF-16 little- or big-endian), else UTF-16 without one when
 * every other byte of its start is NUL, else UTF-8 when its bytes are valid UTF-8, else
 * Windows-1252 (what Excel's CSV writes in Western Europe, which any byte sequence is). The mark is
 * dropped; a byte the encoding cannot read becomes U+FFFD, which the reader of the text flags.
 */
import type { ImportEncoding } from '@app/contract';
import { IMPORT_ENCODINGS } from '@app/contract/imports';

const startsWith = (bytes: Uint8Array, ...mark: number[]) => mark.every((byte, i) => bytes[i] === byte);

/** UTF-16 without a mark: NULs at every odd (little-endian) or even (big-endian) byte of the start. */
function unmarkedUtf16(bytes: Uint8Array): ImportEncoding | null {
  const sample = bytes.subarray(0, Math.min(bytes.length, 512) & ~1);
  if (sample.length < 4) return null;
  let evenNul = 0;
  let oddNul = 0;
  for (let i = 0; i < sample.length; i += 2) {
    if (sample[i] === 0) evenNul++;
    if (sample[i + 1] === 0) oddNul++;
  }
  const pairs = sample.length / 2;
  if (oddNul > pairs * 0.9 && evenNul === 0) return 'utf-16le';
  if (evenNul > pairs * 0.9 && oddNul === 0) return 'utf-16be';
  return null;
}

const isUtf8 = (bytes: Uint8Array) => {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
};

/** The encoding a file's bytes show (see the module's comment). */
export function detectEncoding(bytes: Uint8Array): ImportEncoding {
  if (startsWith(bytes, 0xef, 0xbb, 0xbf)) return 'utf-8';
  if (startsWith(bytes, 0xff, 0xfe)) return 'utf-16le';
  if (startsWith(bytes, 0xfe, 0xff)) return 'utf-16be';
  return unmarkedUtf16(bytes) ?? (isUtf8(bytes) ? 'utf-8' : 'windows-1252');
}

/** Whether `name` is an encoding a file may be read in ('auto' is not one: it asks for detection). */
export const isFileEncoding = (name: unknown): name is ImportEncoding =>
  (IMPORT_ENCODINGS as readonly unknown[]).includes(name);

/** `bytes` as text in `chosen` (else the detected encoding), its byte order mark dropped. */
export function decodeFile(
  bytes: Uint8Array,
  chosen: ImportEncoding | null,
): { text: string; encoding: ImportEncoding } {
  const encoding = chosen ?? detectEncoding(bytes);
  // TextDecoder drops the encoding's own mark (ignoreBOM false)
  return { text: new TextDecoder(encoding).decode(bytes), encoding };
}

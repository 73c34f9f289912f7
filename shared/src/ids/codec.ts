import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { appConfig } from '../config';
import { idCipher, useIdCipher } from './idCipher';

/**
 * Ids inside routes are AES-encrypted with the configured secret, then URL-encoded. Needs the
 * cipher loaded (see idCipher.ts).
 */
export function encodeId(id: number | string): string {
  return encodeURIComponent(idCipher().AES.encrypt(String(id), appConfig.idSecret).toString());
}

/** crypto-js's OpenSSL format: base64 of 'Salted__', an 8-byte salt and at least one block. */
const SALTED_BASE64 = /^U2FsdGVkX1[A-Za-z0-9+/]{30,}={0,2}$/;
/** A wrong key or a tampered ciphertext decrypts to noise; ids are printable text. */
const PRINTABLE = /^[\x20-\x7E]+$/;

/**
 * Whether the PKCS#7 padding crypto-js stripped from a decryption was well formed: its last byte
 * N (1 to 16) repeated N times. crypto-js strips the last byte's count without checking, so noise
 * from a wrong key could leave a byte or two that read as an id (about one in 7,000 ids); it keeps
 * the stripped bytes in the words, past sigBytes.
 */
function wellPadded(plain: { words: number[]; sigBytes: number }): boolean {
  const total = plain.words.length * 4;
  const count = total - plain.sigBytes;
  if (total === 0 || total % 16 !== 0 || count < 1 || count > 16) return false;
  for (let i = plain.sigBytes; i < total; i++)
    if (((plain.words[i >>> 2] >>> (24 - (i % 4) * 8)) & 0xff) !== count) return false;
  return true;
}

/**
 * The plain id of a route parameter, in its URL-encoded or already-decoded form. Garbage or an
 * empty result logs a warning and yields null; it never throws. (The ciphertext is base64, which has
 * no '%', so decoding a second time is harmless.)
 */
export function decodeId(param: string | undefined | null): string | null {
  if (!param) {
    console.warn('Route id missing');
    return null;
  }
  const { AES, Utf8 } = idCipher();
  try {
    const cipher = param.includes('%') ? decodeURIComponent(param) : param;
    if (SALTED_BASE64.test(cipher)) {
      const decrypted = AES.decrypt(cipher, appConfig.idSecret);
      if (wellPadded(decrypted)) {
        const plain = decrypted.toString(Utf8);
        if (PRINTABLE.test(plain)) return plain;
      }
    }
  } catch {
    // malformed URI sequence, base64 or UTF-8: handled below
  }
  console.warn('Route id could not be decoded', param);
  return null;
}

/** decodeId for numeric ids: null unless the plain value is a whole number. */
export function decodeNumericId(param: string | undefined | null): number | null {
  const plain = decodeId(param);
  if (plain === null) return null;
  const id = Number(plain);
  if (Number.isInteger(id)) return id;
  console.warn('Route id is not a number', plain);
  return null;
}

/** The decoded numeric id of the current route's parameter `name`. */
export function useRouteId(name = 'id'): number | null {
  useIdCipher();
  const param = useParams()[name];
  return useMemo(() => decodeNumericId(param), [param]);
}

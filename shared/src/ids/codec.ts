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
      const plain = AES.decrypt(cipher, appConfig.idSecret).toString(Utf8);
      if (PRINTABLE.test(plain)) return plain;
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

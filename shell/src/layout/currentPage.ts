import { decodeId } from '@app/shared';

/** An encrypted id: crypto-js's 'Salted__' prefix in base64 (the same in its URL-encoded form). */
const ENCRYPTED = /^U2FsdGVkX1/;

/**
 * Whether a menu link leads to the page at `pathname`. Every encryption of an id differs (random
 * salt), so a link never equals the page's URL: the paths are compared with their ids decoded.
 */
export function isCurrentPage(to: string, pathname: string): boolean {
  if (to === pathname) return true;
  const a = to.split('/');
  const b = pathname.replace(/\/+$/, '').split('/');
  if (a.length !== b.length) return false;
  return a.every((segment, i) => {
    if (segment === b[i]) return true;
    if (!ENCRYPTED.test(segment) || !ENCRYPTED.test(b[i])) return false;
    const plain = decodeId(segment);
    return plain !== null && plain === decodeId(b[i]);
  });
}

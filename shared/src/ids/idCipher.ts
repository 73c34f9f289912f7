/**
 * crypto-js's AES, loaded on demand: the login page encodes no ids, so it is fetched when someone
 * signs in (logIn awaits it) or a signed-in page first renders (useIdCipher suspends until then).
 */
import { onDemandModule } from '../onDemandModule';

export interface IdCipher {
  AES: typeof import('crypto-js/aes');
  Utf8: typeof import('crypto-js/enc-utf8');
}

const cipher = onDemandModule<IdCipher>('the id cipher', async () => {
  const [aes, utf8] = await Promise.all([
    import(/* webpackChunkName: "id-cipher" */ 'crypto-js/aes'),
    import(/* webpackChunkName: "id-cipher" */ 'crypto-js/enc-utf8'),
  ]);
  return { AES: aes.default ?? aes, Utf8: utf8.default ?? utf8 };
});

export const loadIdCipher = cipher.load;
/** The cipher; only after loadIdCipher() resolved or useIdCipher() returned. */
export const idCipher = cipher.get;
/** Suspends the calling component until the cipher is loaded. */
export const useIdCipher = cipher.useLoaded;
/** For code that has crypto-js at hand synchronously (unit tests, Node scripts). */
export const provideIdCipher = cipher.provide;

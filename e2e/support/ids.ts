import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import { encodeId, provideIdCipher } from '@app/shared';

// the product loads the cipher on demand (see idCipher.ts); here it is at hand
provideIdCipher({ AES, Utf8 });

/** An id as the product puts it in URLs (encoded with the build's default secret). */
export const urlId = (id: number): string => encodeId(id);

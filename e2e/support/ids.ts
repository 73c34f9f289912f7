import { encodeId } from '../../shared/src/ids/codec';
import { loadIdCipher } from '../../shared/src/ids/idCipher';

/** An id as the product puts it in URLs (encoded with the build's default secret). */
export async function urlId(id: number): Promise<string> {
  await loadIdCipher();
  return encodeId(id);
}

/**
 * Which requests come through the product server (scripts/static-server.mjs) in front of the API:
 * those carrying its secret (PROXY_SECRET, given to both) in X-Proxy-Secret. Only their
 * X-Forwarded-* headers are believed, and only from an address of TRUST_PROXY (Fastify's check);
 * anyone else on the machine could otherwise claim any address and escape the per-address sign-in
 * throttle. Without PROXY_SECRET no forwarded header is believed: every client is its socket's
 * address.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

const PROXY_SECRET_HEADER = 'x-proxy-secret';
const FORWARDED_HEADERS = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto'];

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** Whether `sent` is the proxy's secret, compared in constant time (digests of equal length). */
function isProxySecret(sent: string | string[] | undefined, secret: string | null): boolean {
  return secret !== null && typeof sent === 'string' && timingSafeEqual(digest(sent), digest(secret));
}

/**
 * Removes the forwarded headers of a request that does not carry the proxy's secret, before
 * anything reads them; the secret itself is removed from every request.
 */
export function dropUnprovenForwarding(headers: IncomingHttpHeaders, secret: string | null): void {
  const proven = isProxySecret(headers[PROXY_SECRET_HEADER], secret);
  delete headers[PROXY_SECRET_HEADER];
  if (!proven) for (const name of FORWARDED_HEADERS) delete headers[name];
}

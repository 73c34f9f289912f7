/**
 * Pages older than the contract this server serves: every call of the browser app names its
 * contract version (X-Contract-Version); one outside the range this server serves (its own minor
 * version) is answered 426 `client_outdated`, which the page turns into "Reload to update". A call
 * without the header (another tool, curl) is served.
 */
import contractPackage from '@app/contract/package.json';
import { servedContractRange } from '@app/contract/releases';
import type { FastifyRequest } from 'fastify';
import semver from 'semver';
import { HttpError } from './errors';

const SERVED = servedContractRange(contractPackage.version);

export function ensureServedContract(request: FastifyRequest): void {
  const named = request.headers['x-contract-version'];
  if (named === undefined) return;
  const version = Array.isArray(named) ? named[0] : named;
  if (semver.valid(version) && semver.satisfies(version, SERVED)) return;
  throw new HttpError(426, {
    error: 'client_outdated',
    detail: `This page was built for contract ${String(version).slice(0, 40)}; the server serves ${SERVED}: reload the page to update it`,
  });
}

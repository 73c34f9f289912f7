import { callEndpoint } from '@app/shared';
import { offeredVersions, type AreaName } from './remoteRegistry';

/** Releases this page reported already: each is said once. */
const reported = new Set<string>();

/**
 * Tells the server that this page refused `release` of `area` (built for versions it does not
 * offer), once per page; the admin reads the reports. A report that fails is not retried: the
 * page says it again after its next load.
 */
export function reportRefusedRelease(area: AreaName, release: string, mismatches: string[]): void {
  const key = `${area}:${release}`;
  if (reported.has(key)) return;
  reported.add(key);
  void callEndpoint('POST /client_reports', {
    body: { kind: 'version_skew', area, release, mismatches, offered: offeredVersions() },
  });
}

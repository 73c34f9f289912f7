/**
 * @app/contract/releases: how the shell takes a remote's new release without a reload and refuses
 * one built for other versions of what it shares, as data: the poll's pace, the version every API
 * call names and the range the server serves, the client's report of a refused release, and the
 * words of it all. An entry of its own: the login page does not carry it.
 */
import type { ClientReport } from './api';

/** How often an open, visible tab asks whether a remote's live release changed (at most). */
export const RELEASE_POLL_MS = 60_000;

/** The header every call of the browser app names its contract version in. */
export const CONTRACT_VERSION_HEADER = 'X-Contract-Version';

/**
 * The contract versions the server serves: the same minor version as its own (0.1.x serves 0.1.x
 * clients); a call naming another gets 426 `client_outdated`, which the app turns into "reload".
 */
export const servedContractRange = (serverVersion: string): string => {
  const [major, minor] = serverVersion.split('.');
  return `~${major}.${minor}.0`;
};

/** The most reports one person's refused releases keep (oldest dropped first). */
export const CLIENT_REPORTS_KEPT = 50;

/**
 * How many reports are taken in a window: from one person, and from one client address over
 * everyone (then 429 with the seconds to wait). A page reports a release it refused once.
 */
export const CLIENT_REPORT_RATE = { perPerson: 60, perAddress: 200, windowSeconds: 3600 } as const;

export const CLIENT_REPORT_KINDS = ['version_skew'] as const satisfies readonly ClientReport['kind'][];

/** decided: the words of releases reaching open tabs and of refused ones. */
export const RELEASE_TEXTS = {
  updated: {
    title: 'Updated',
    body: (area: string, release: string) => `The ${area} area was updated (release ${release}).`,
  },
  incompatible: {
    title: 'This part of the application cannot start',
    body: (area: string, release: string) =>
      `The ${area} module (release ${release}) was built for other versions of what it shares with this page:`,
    after: 'The rest of the application keeps working. Reload the page once the module is updated.',
    reload: 'Reload',
  },
  /** a feature another remote owns could not be loaded from it */
  featureUnavailable: (what: string, owner: string) =>
    `The ${what} could not be loaded from the ${owner} module. The rest of the page keeps working.`,
  outdated: {
    title: 'Reload to update',
    body: 'This page is older than the server: reload it to keep working.',
    reload: 'Reload',
  },
  reports: {
    section: 'Refused module releases',
    intro: 'Releases an open page refused because they were built for other versions of what they share.',
    none: 'No refused releases',
    loading: 'Loading the reports',
    columns: { at: 'When', who: 'Who', area: 'Module', release: 'Release', detail: 'What does not match' },
  },
} as const;

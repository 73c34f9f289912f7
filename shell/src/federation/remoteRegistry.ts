import { loadRemote, registerRemotes, satisfy } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { provideFeatureLoader, type LoadedFeature } from '@app/shared/areas';
import { RELEASE_POLL_MS } from '@app/shared/releases';
import { RemoteIncompatibleError, RemoteUnavailableError } from './RemoteUnavailableError';
import { startFederationHost } from './host';

startFederationHost();

export type AreaName = 'admin' | 'company' | 'department' | 'employee';

/** A remote's live release, as remotes.json names it. */
export interface RemoteLocation {
  entry: string;
  release: string;
  /** the ranges of the shared library and the contract it was built for; null: any (a dev server) */
  requires: Record<string, string> | null;
}

type RemoteLocations = Partial<Record<AreaName, RemoteLocation>>;

/**
 * What this shell offers a remote: the versions it was built with (the kit's and the router
 * subset's are content versions), and the runtime core it shares.
 */
export const offeredVersions = (): Record<string, string> => ({
  '@app/shared': process.env.APP_SHARED_VERSION ?? '0.0.0',
  'react-router-dom': process.env.APP_ROUTER_VERSION ?? '0.0.0',
  '@app/contract': process.env.APP_CONTRACT_VERSION ?? '0.0.0',
  '@module-federation/runtime-core': process.env.APP_RUNTIME_CORE_VERSION ?? '0.0.0',
});

let locations: Promise<RemoteLocations> | null = null;
/** The release each area's page runs. */
const running = new Map<AreaName, RemoteLocation>();
/**
 * The release of each remote registered with the federation runtime: what an area or a feature
 * loads next comes from it (an area keeps the release it runs until it switches).
 */
const registered = new Map<AreaName, RemoteLocation>();
let lastAsked = 0;

function readLocations(): Promise<RemoteLocations> {
  lastAsked = Date.now();
  // 'no-cache': the browser asks again with the document's ETag; unchanged, the server answers 304
  return fetch('/remotes.json', { cache: 'no-cache' }).then((res) => {
    if (!res.ok) throw new Error(`remotes.json answered ${res.status}`);
    return res.json() as Promise<RemoteLocations>;
  });
}

/** Reads remotes.json, served beside the shell (a failed read is retried at the next need). */
function remoteLocations(): Promise<RemoteLocations> {
  if (!locations) {
    locations = readLocations().catch((error: unknown) => {
      locations = null;
      throw error;
    });
  }
  return locations;
}

/** Starts reading remotes.json ahead of the first remote (the fetch-ahead on Login). */
export function preloadRemoteLocations(): void {
  remoteLocations().catch(() => undefined);
}

/**
 * Asks remotes.json again when the last ask is RELEASE_POLL_MS old or more and the tab is shown
 * (at most one small conditional request a minute per tab, none while hidden): what it reads is
 * what `newerRelease` compares with.
 */
export async function checkForReleases(now = Date.now()): Promise<void> {
  if (document.visibilityState === 'hidden' || now - lastAsked < RELEASE_POLL_MS) return;
  try {
    const read = readLocations();
    await read;
    locations = read;
  } catch {
    // unreachable now: the next check asks again
  }
}

/** The live release of `name` when it differs from the one running (null: none, or the same). */
export async function newerRelease(name: AreaName): Promise<RemoteLocation | null> {
  const current = running.get(name);
  const live = (await remoteLocations().catch(() => ({}) as RemoteLocations))[name];
  if (!current || !live || (live.entry === current.entry && live.release === current.release)) return null;
  return live;
}

/** What of `requires` this shell does not offer: one line per package, empty when all match. */
export function mismatches(requires: RemoteLocation['requires']): string[] {
  const versions = offeredVersions();
  return Object.entries(requires ?? {}).flatMap(([pkg, range]) => {
    const offered = versions[pkg];
    return offered === undefined || satisfy(offered, range)
      ? []
      : [`${pkg} ${range} (this page has ${offered})`];
  });
}

/**
 * Loads a remote area's root component: the live release, or `location` when given (a switch to a
 * new release). `retry` registers the remote anew so its entry is fetched again (after its server
 * came back or it was redeployed). A release built for a shared library or contract this shell
 * does not offer is refused (RemoteIncompatibleError) before any of its code runs.
 */
export async function loadArea(
  name: AreaName,
  retry = false,
  location?: RemoteLocation,
): Promise<ComponentType> {
  let live = location;
  if (!live) {
    try {
      live = (await remoteLocations())[name];
    } catch (error) {
      throw new RemoteUnavailableError(name, error);
    }
  }
  if (!live) throw new RemoteUnavailableError(name, new Error('not listed in remotes.json'));
  const missing = mismatches(live.requires);
  if (missing.length) throw new RemoteIncompatibleError(name, live.release, missing);
  register(name, live, retry);
  running.set(name, live);
  const module = await loadRemote<{ default: ComponentType }>(`${name}/App`);
  if (!module?.default) throw new RemoteUnavailableError(name);
  return module.default;
}

/** Registers `live` as the release of remote `name`, unless it is already (`again`: anew). */
function register(name: AreaName, live: RemoteLocation, again: boolean): void {
  const current = registered.get(name);
  if (!again && current?.entry === live.entry) return;
  registerRemotes([{ name, entry: live.entry }], { force: current !== undefined });
  registered.set(name, live);
}

/** The remotes whose last feature load failed: the next one registers them anew. */
const failedFeatures = new Set<AreaName>();

/**
 * Loads `module`, a feature `owner` exposes, from its live release (remotes.json, asked again at
 * most once a minute): the owner's one release reaches every area that shows its features. A
 * release built for a shared library or contract this shell does not offer is refused, as an
 * area's is.
 */
export async function loadFeature(owner: AreaName, module: string): Promise<LoadedFeature> {
  await checkForReleases();
  let live: RemoteLocation | undefined;
  try {
    live = (await remoteLocations())[owner];
  } catch (error) {
    throw new RemoteUnavailableError(owner, error);
  }
  if (!live) throw new RemoteUnavailableError(owner, new Error('not listed in remotes.json'));
  const missing = mismatches(live.requires);
  if (missing.length) throw new RemoteIncompatibleError(owner, live.release, missing);
  register(owner, live, failedFeatures.has(owner));
  try {
    const loaded = await loadRemote(`${owner}/${module}`);
    if (!loaded) throw new Error(`${owner}/${module} is not exposed`);
    failedFeatures.delete(owner);
    return { release: live.entry, module: loaded };
  } catch (error) {
    failedFeatures.add(owner);
    throw new RemoteUnavailableError(owner, error);
  }
}

provideFeatureLoader(loadFeature);

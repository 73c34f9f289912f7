import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { RemoteUnavailableError } from './RemoteUnavailableError';

export type AreaName = 'admin' | 'company' | 'department' | 'employee';

type RemoteLocations = Partial<Record<AreaName, string>>;

let locations: Promise<RemoteLocations> | null = null;
const registered = new Set<AreaName>();

/** Reads remotes.json, served beside the shell, once per page load (a failed read is retried). */
function remoteLocations(): Promise<RemoteLocations> {
  if (!locations) {
    locations = fetch('/remotes.json', { cache: 'no-store' })
      .then((res) => {
        if (!res.ok) throw new Error(`remotes.json answered ${res.status}`);
        return res.json() as Promise<RemoteLocations>;
      })
      .catch((error: unknown) => {
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
 * Loads a remote area's root component. `retry` re-registers the remote so its entry is fetched
 * again (after its server came back or it was redeployed).
 */
export async function loadArea(name: AreaName, retry = false): Promise<ComponentType> {
  let entry: string | undefined;
  try {
    entry = (await remoteLocations())[name];
  } catch (error) {
    throw new RemoteUnavailableError(name, error);
  }
  if (!entry) throw new RemoteUnavailableError(name, new Error('not listed in remotes.json'));
  if (retry || !registered.has(name)) {
    registerRemotes([{ name, entry }], { force: registered.has(name) });
    registered.add(name);
  }
  const module = await loadRemote<{ default: ComponentType }>(`${name}/App`);
  if (!module?.default) throw new RemoteUnavailableError(name);
  return module.default;
}

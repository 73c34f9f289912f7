/**
 * Stand-in for shell/src/federation/remoteRegistry.ts in the benchmark's comparison build: the
 * same `loadArea` contract, but each area is a plain lazy chunk of one webpack build, with no
 * federation runtime, no remotes.json and no remoteEntry.js. Never used by the product.
 */
import type { ComponentType } from 'react';

export type AreaName = 'admin' | 'company' | 'department' | 'employee';

const areas: Record<AreaName, () => Promise<{ default: ComponentType }>> = {
  admin: () => import('admin/App'),
  company: () => import('company/App'),
  department: () => import('department/App'),
  employee: () => import('employee/App'),
};

export async function loadArea(name: AreaName, _retry = false): Promise<ComponentType> {
  return (await areas[name]()).default;
}

/** Nothing to read ahead: the areas are chunks of this build. */
export function preloadRemoteLocations(): void {}

/** A remote's release as remotes.json names it: none here (the areas are built in). */
export interface RemoteLocation {
  entry: string;
  release: string;
  requires: Record<string, string> | null;
}

/** No releases to ask for: one build. */
export async function checkForReleases(): Promise<void> {}

export async function newerRelease(_name: AreaName): Promise<RemoteLocation | null> {
  return null;
}

export function mismatches(_requires: RemoteLocation['requires']): string[] {
  return [];
}

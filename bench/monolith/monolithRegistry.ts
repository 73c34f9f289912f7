/**
 * Stand-in for shell/src/federation/remoteRegistry.ts in the benchmark's comparison build: the
 * same `loadArea` contract, but each area is a plain lazy chunk of one webpack build, with no
 * federation runtime, no remotes.json and no remoteEntry.js. Never used by the product.
 */
import type { ComponentType } from 'react';
import { provideFeatureLoader } from '@app/shared/areas';

export type AreaName = 'admin' | 'company' | 'department' | 'employee';

const areas: Record<AreaName, () => Promise<{ default: ComponentType }>> = {
  admin: () => import('admin/App'),
  company: () => import('company/App'),
  department: () => import('department/App'),
  employee: () => import('employee/App'),
};

/** The company remote's features other areas show: chunks of this build too. */
const features: Record<string, () => Promise<unknown>> = {
  'company/Approvals': () => import('company/Approvals'),
  'company/Audit': () => import('company/Audit'),
  'company/People': () => import('company/People'),
  'company/Reports': () => import('company/Reports'),
  'company/Tokens': () => import('company/Tokens'),
  'company/Units': () => import('company/Units'),
};

provideFeatureLoader(async (owner, module) => {
  const load = features[`${owner}/${module}`];
  if (!load) throw new Error(`${owner}/${module} is not in this build`);
  return { release: 'monolith', module: await load() };
});

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

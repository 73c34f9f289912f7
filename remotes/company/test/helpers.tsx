import type { Role } from '@app/shared';
import App from '../src/App';
import { renderRemoteApp } from '@app/shared/testing';

export * from '@app/shared/testing';

/** Renders the company remote at `path` (with navigation `state`) as `role`, with the notification area. */
export const renderCompanyApp = (path: string, role: Role | null, state?: unknown) =>
  renderRemoteApp(App, path, role, state);

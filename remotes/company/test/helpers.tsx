import type { Role } from '@app/shared';
import App from '../src/App';
import { renderRemoteApp } from '@app/shared/testing';

// the area's pages load on demand in the product; a test finds them loaded whatever ran before it
// (tests run in random order: the first to render a page must not be the one that waits for it)
beforeAll(() => App.preload());

export * from '@app/shared/testing';

/** Renders the company remote at `path` (with navigation `state`) as `role`, with the notification area. */
export const renderCompanyApp = (path: string, role: Role | null, state?: unknown) =>
  renderRemoteApp(App, path, role, state);

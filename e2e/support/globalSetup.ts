import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromiumPath } from './chromium';
import { buildStale, startMockServer } from './scripts';
import { startWebStack } from './stack';
import { E2E_API_PORT, E2E_SHELL_PORT } from './ports';

/** Builds the production bundles if stale, then serves them from separate origins. */
export default async function globalSetup() {
  chromiumPath();
  const built = await buildStale();
  if (built.length) console.log(`[e2e] built ${built.join(', ')}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-e2e-'));
  const api = await startMockServer(E2E_API_PORT, dataDir);
  await api.ready;
  const web = await startWebStack(E2E_SHELL_PORT, E2E_API_PORT);
  return async () => {
    await web.close();
    await api.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

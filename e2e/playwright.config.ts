import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './support/chromium';
import { E2E_SHELL_PORT } from './support/ports';

export default defineConfig({
  testDir: './tests',
  // the journeys share one mock server and build on each other's state: run them in order
  workers: 1,
  fullyParallel: false,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  retries: 0,
  reporter: [['list']],
  outputDir: process.env.E2E_OUTPUT_DIR || 'test-results',
  globalSetup: './support/globalSetup.ts',
  use: {
    baseURL: `http://127.0.0.1:${E2E_SHELL_PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    viewport: { width: 1280, height: 800 },
    // no entrance animations: axe must judge colours at full opacity, not mid fade-in
    reducedMotion: 'reduce',
    trace: 'off',
  },
});

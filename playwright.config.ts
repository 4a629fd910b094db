import { defineConfig } from '@playwright/test';
import { CHROMIUM_PATH } from './scripts/ensure-chromium.mjs';
import { skipWordPress } from './scripts/ensure-wordpress.mjs';
import { PORTS } from './tests/e2e/ports.mjs';

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // Only where a developer has said so (scripts/ensure-wordpress.mjs); CI never does.
  testIgnore: skipWordPress() ? ['**/wordpress.spec.ts'] : [],
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 45_000,
  // Longer than Playwright's default: on a busy shared machine, recharts can take longer than that
  // to draw a talent's charts.
  expect: { timeout: 15_000 },
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORTS.site}`,
    trace: 'off',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      // Without these, Chromium keeps trying to reach hosts this machine cannot reach.
      args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node tests/e2e/servers.mjs',
    url: `http://127.0.0.1:${PORTS.site}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    // Asked to stop rather than killed: servers.mjs then deletes its backend's data folder in /tmp.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});

import { randomUUID } from 'node:crypto';
import { defineConfig, devices } from '@playwright/test';
import { chromiumPath, CHROMIUM_ARGS } from './scripts/chromium.mjs';

const PORT = Number(process.env.E2E_PORT || 4399);
// One token per run for the instance's /__test/ endpoints: set in the main process, inherited by the workers.
process.env.INSTANCE_TEST_TOKEN ||= randomUUID();

/** End-to-end tests: Debian's Chromium against the built site served by the local instance. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // No retries, in CI either: a test that needs one is a bug, in the code or in the test.
  retries: 0,
  forbidOnly: true,
  timeout: 30000,
  expect: { timeout: 7000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // The interface follows the browser's languages: tests are in English unless they choose another.
    locale: 'en-US',
    // A failed test keeps a trace of its steps and their errors, without DOM snapshots, network log or screenshots:
    // recording those for every test cost ~18 % of the suite's time on a 2-core machine (84 tests: 220 s → 181 s).
    // `--trace=retain-on-failure` records them all again.
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    // The service worker would answer requests before page.route sees them; only its own spec allows it.
    serviceWorkers: 'block',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node instance/start.mjs',
    url: `http://127.0.0.1:${PORT}/api/v1/config`,
    env: {
      PORT: String(PORT),
      INSTANCE_TEST_CONTROL: '1',
      INSTANCE_TEST_TOKEN: process.env.INSTANCE_TEST_TOKEN,
      SKIP_BUILD: '1',
      DIST_DIR: process.env.OUT_DIR || 'dist',
    },
    reuseExistingServer: false,
    timeout: 60000,
  },
});

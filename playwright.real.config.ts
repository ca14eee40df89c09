import { defineConfig, devices } from '@playwright/test';
import { chromiumPath, CHROMIUM_ARGS } from './scripts/chromium.mjs';

// `npm run test:real`: the built client against a real PeerTube server (REAL_PEERTUBE), in the two ways admins deploy it:
// - proxy: the local server serves dist/ and proxies /api, /socket.io, /static… to the real server (PEERTUBE_URL);
// - cross-origin: a static copy of dist/ whose client-settings.json names the real server (scripts/test-real.mjs makes it);
// - same-domain: Debian's nginx with the generated dist/nginx.peertube.conf in front of the real server, as on the
//   instance's own domain (same-domain.spec.ts, which the proxy project runs too: it applies the same rules; and the
//   identity and custom markup specs).
const REAL = (process.env.REAL_PEERTUBE || 'http://localhost:9000').replace(/\/$/, '');
const PROXY_PORT = Number(process.env.REAL_PROXY_PORT || 4501);
const STATIC_PORT = Number(process.env.REAL_STATIC_PORT || 4502);
const NGINX_PORT = Number(process.env.REAL_NGINX_PORT || 4503);
/** Federation and link previews only exist where the client shares the server's domain. */
const SAME_DOMAIN = /same-domain\.spec\.ts$/;
/** Behind nginx with the generated snippet: those, what a visitor sees first (the instance's identity, the homepage's
 *  custom markup), and what needs the server's own host (single sign-on, themes). The browser is at the server's own
 *  address (REAL_PEERTUBE) and reaches it through this nginx as its HTTP proxy: every request goes through the
 *  snippet with the Host PeerTube knows itself by, as on a real domain where nginx and PeerTube share one name. */
const BEHIND_NGINX = /(same-domain|identity|custom-markup|sso|themes)\.spec\.ts$/;

/** The fault specs stop and start the real server: only when asked for (REAL_FAULTS=1), never in the usual run. (A
 *  project's own testIgnore replaces this one: it repeats it.) */
const FAULTS = process.env.REAL_FAULTS === '1' ? [] : [/faults-[\w-]+\.spec\.ts$/];

export default defineConfig({
  testDir: 'tests/real',
  testIgnore: FAULTS,
  // One real server with shared accounts (notifications, sessions): tests run one after the other.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: true,
  timeout: 60000,
  expect: { timeout: 10000 },
  reporter: [['list']],
  use: {
    // The interface follows the browser's languages: tests are in English unless they choose another.
    locale: 'en-US',
    trace: 'retain-on-failure',
    serviceWorkers: 'block',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'proxy',
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://127.0.0.1:${PROXY_PORT}` },
    },
    {
      name: 'cross-origin',
      testIgnore: [...FAULTS, SAME_DOMAIN],
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://127.0.0.1:${STATIC_PORT}` },
    },
    {
      name: 'same-domain',
      testMatch: BEHIND_NGINX,
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        baseURL: REAL,
        // Playwright sends loopback addresses through the proxy too (Chromium's <-loopback>), the `request` fixture also.
        proxy: { server: `http://127.0.0.1:${NGINX_PORT}` },
      },
    },
  ],
  webServer: [
    {
      command: 'node instance/start.mjs',
      url: `http://127.0.0.1:${PROXY_PORT}/api/v1/config`,
      env: { PORT: String(PROXY_PORT), PEERTUBE_URL: REAL, SKIP_BUILD: '1', DIST_DIR: 'dist' },
      reuseExistingServer: false,
      timeout: 60000,
    },
    {
      // The static host: the same server code serves files only (its own API is never asked: a test checks).
      command: 'node instance/start.mjs',
      url: `http://127.0.0.1:${STATIC_PORT}/client-settings.json`,
      env: { PORT: String(STATIC_PORT), SKIP_BUILD: '1', DIST_DIR: '.real-static' },
      reuseExistingServer: false,
      timeout: 60000,
    },
    {
      command: 'node scripts/real-nginx.mjs',
      url: `http://127.0.0.1:${NGINX_PORT}/client-settings.json`,
      env: { REAL_PEERTUBE: REAL, REAL_NGINX_PORT: String(NGINX_PORT), DIST_DIR: 'dist' },
      reuseExistingServer: false,
      timeout: 60000,
    },
  ],
});

// Installable app: every page links the web app manifest, named after the instance by the instance's server, and
// Chromium's own installability check finds nothing missing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { chromiumPath, CHROMIUM_ARGS } from '../../scripts/chromium.mjs';
import { resetConfig, setConfig } from './support/instance';

test.describe.configure({ timeout: 90000, mode: 'serial' });
test.afterEach(({ request }) => resetConfig(request));

test("the manifest carries the instance name and passes Chromium's installability check", async ({
  request,
  baseURL,
}) => {
  await setConfig(request, { instance: { name: 'Tube du Quartier', shortDescription: 'Les vidéos du quartier' } });
  const res = await request.get('/manifest.webmanifest');
  expect(res.headers()['content-type']).toContain('application/manifest+json');
  expect(await res.json()).toMatchObject({
    name: 'Tube du Quartier',
    short_name: 'Tube du Quartier',
    description: 'Les vidéos du quartier',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    icons: expect.arrayContaining([
      expect.objectContaining({ sizes: '192x192', type: 'image/png' }),
      expect.objectContaining({ sizes: '512x512', type: 'image/png' }),
    ]),
  });
  for (const size of [192, 512]) {
    const icon = await request.get(`/icons/icon-${size}.png`);
    expect(icon.headers()['content-type']).toBe('image/png');
  }

  // Chromium never offers to install from an incognito profile (Playwright's usual contexts): a real profile here,
  // with the service worker allowed as a visitor's browser has it.
  const profile = mkdtempSync(path.join(tmpdir(), 'pt-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
    baseURL,
  });
  try {
    const installed = context.pages()[0] ?? (await context.newPage());
    await installed.goto('/videos/browse');
    await expect(installed.locator('head link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    const cdp = await context.newCDPSession(installed);
    await expect
      .poll(async () => (await cdp.send('Page.getAppManifest')).url, { timeout: 15000 })
      .toMatch(/\/manifest\.webmanifest$/);
    await expect
      .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, { timeout: 30000 })
      .toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

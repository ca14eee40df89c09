// Helpers of the shell specs: per-page config patches (never global), so specs run in parallel.
import type { Page } from '@playwright/test';
import { loginAs } from './support/instance';

type Json = Record<string, unknown>;

function merge(target: Json, patch: Json): Json {
  for (const [key, value] of Object.entries(patch)) {
    const current = target[key];
    target[key] = value && typeof value === 'object' && !Array.isArray(value) && current && typeof current === 'object'
      ? merge({ ...(current as Json) }, value as Json)
      : value;
  }
  return target;
}

/** Serves this page the real /api/v1/config deep-merged with `patch`. */
export async function patchConfig(page: Page, patch: Json): Promise<void> {
  await page.route('**/api/v1/config', async (route) => {
    const response = await route.fetch();
    route.fulfill({ response, json: merge(await response.json(), patch) });
  });
}

/** The header's account area once revealed. */
export const headerActions = (page: Page) => page.locator('.header-actions');

/** Logs in through the real login page and waits for the homepage redirect to finish, so the next goto is not cut short. */
export async function login(page: Page, user: { username: string; password: string }): Promise<void> {
  await loginAs(page, user);
  await page.waitForURL((url) => url.pathname !== '/' && !url.pathname.startsWith('/login'));
  // Leaving while the header's first calls are in flight aborts them, and an aborted call may raise an error toast.
  await page.waitForLoadState('networkidle');
}

// Helpers of the shell specs: per-page config patches (never global), so specs run in parallel.
import { expect, type Page } from '@playwright/test';
import { loginAs, quietWarnings } from './support/instance';

type Json = Record<string, unknown>;

function merge(target: Json, patch: Json): Json {
  for (const [key, value] of Object.entries(patch)) {
    const current = target[key];
    target[key] =
      value && typeof value === 'object' && !Array.isArray(value) && current && typeof current === 'object'
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

/** Logs in through the real login page and waits for the homepage redirect to finish, so the next goto is not cut short.
 *  The first-login warnings were dismissed in this browser before (`quietWarnings`). */
export async function login(page: Page, user: { username: string; password: string }): Promise<void> {
  await quietWarnings(page);
  await loginAs(page, user);
  await page.waitForURL((url) => url.pathname !== '/' && !url.pathname.startsWith('/login'));
}

/**
 * Opens the user menu from the keyboard: toasts sit top-right over the header (SPEC: 20 px from the edge) and pause
 * while hovered, so pointer clicks there are at the mercy of whatever toast another area raised.
 */
export async function openUserMenu(page: Page): Promise<void> {
  // The island's button: until the header's island takes over, the early paint's face is a link to My account (Enter
  // would go there).
  const trigger = page.locator('button.user-menu-trigger');
  await expect(trigger).toBeVisible({ timeout: 30000 });
  // An administrator's warning dialog may open meanwhile and take the focus: retry after it is gone.
  await expect(async () => {
    if (await page.getByRole('dialog').isVisible()) await page.keyboard.press('Escape');
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 30000 });
}

/** Activates a user-menu entry from the keyboard. */
export async function chooseMenuItem(page: Page, name: string | RegExp): Promise<void> {
  const item = page.getByRole('menuitem', { name });
  // A dialog that opens late (an administrator's warning) closes the menu: open it again once it is gone.
  // Menu items are highlighted with the arrow keys (aria-activedescendant style), not focused one by one; the menu
  // may close under the keys too (the dialog again), so the highlighting is part of the retried step.
  await expect(async () => {
    if (!(await item.isVisible())) await openUserMenu(page);
    await item.waitFor({ timeout: 3000 });
    for (let i = 0; i < 8 && (await item.getAttribute('data-highlighted', { timeout: 1000 })) === null; i++)
      await page.keyboard.press('ArrowDown');
    expect(await item.getAttribute('data-highlighted', { timeout: 1000 })).not.toBeNull();
  }).toPass({ timeout: 30000 });
  await page.keyboard.press('Enter');
}

/**
 * Logs out from the user menu and waits until the page has arrived where logging out leads: `/`, which then replaces
 * itself with the instance's default route. The header says "Log in" as soon as the session is cleared, before those
 * navigations: a test that ended on that closed its browser context in the middle of one, and the close once hung past
 * the test's timeout (CI, session.spec "alice can log in and out": the test passed, "Tearing down context" did not).
 */
export async function chooseLogOut(page: Page): Promise<void> {
  const home = page.waitForURL((url) => url.pathname === '/', { waitUntil: 'commit' });
  await chooseMenuItem(page, 'Log out');
  await home;
  await page.waitForURL((url) => url.pathname !== '/', { waitUntil: 'load' });
}

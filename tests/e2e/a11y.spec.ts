import { expect, test } from '@playwright/test';
import { USERS, signIn } from './support/instance';
import { expectNoViolations, seededNames, settle } from './support/a11y';

// Every route family once; {video}, {channel} and {account} are filled from the seeded instance.
const VISITOR_ROUTES = [
  '/videos/browse',
  '/videos/overview',
  '/home',
  '/search?search=video',
  '/search?tagsOneOf=music&languageOneOf=en',
  '/w/{video}',
  '/c/{channel}',
  '/a/{account}',
  '/about',
  '/login',
  '/videos/subscriptions',
  '/my-library/history/videos',
  '/this-page-does-not-exist',
];
const USER_ROUTES = [
  '/videos/browse',
  '/videos/subscriptions',
  '/w/{video}',
  '/search?search=video',
  '/my-account/settings',
  '/my-account/notifications',
  '/my-library/video-playlists',
  '/my-library/history/videos',
];

// axe takes several seconds per page on a shared 2-core machine.
test.describe.configure({ timeout: 60000 });

test.describe('axe, visitor', () => {
  for (const route of VISITOR_ROUTES) {
    for (const scheme of ['light', 'dark'] as const) {
      test(`${route} (${scheme} theme) has no WCAG 2.1 A/AA violation`, async ({ page, request }) => {
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(await fill(request, route));
        await settle(page);
        await expectNoViolations(page);
      });
    }
  }

  test('the search typeahead, open, has no violation', async ({ page }) => {
    await page.goto('/videos/browse');
    await settle(page);
    await page.locator('#search-video').click();
    await page.locator('#search-video').fill('vid');
    await expect(page.getByRole('listbox')).toBeVisible();
    await expectNoViolations(page);
  });
});

test.describe('axe, dialogs', () => {
  for (const scheme of ['light', 'dark'] as const) {
    test(`the quick settings dialog, open, has no violation (${scheme} theme)`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/videos/browse?modal=quick-settings');
      await settle(page);
      await expect(page.getByRole('dialog', { name: 'My settings' })).toBeVisible();
      await expectNoViolations(page);
    });
  }

  test('the keyboard shortcuts dialog, open, has no violation', async ({ page }) => {
    await signIn(page, USERS.alice);
    await page.goto('/videos/browse');
    await settle(page);
    await page.getByRole('button', { name: /Open the menu of/ }).click();
    await page.getByRole('menuitem', { name: 'Keyboard shortcuts' }).click();
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
    await expectNoViolations(page);
  });
});

test.describe('axe, logged in', () => {
  for (const route of USER_ROUTES) {
    test(`${route} has no WCAG 2.1 A/AA violation`, async ({ page, request }) => {
      await signIn(page, USERS.alice);
      await page.goto(await fill(request, route));
      await settle(page);
      await expectNoViolations(page);
    });
  }

  test('the user menu, open, has no violation', async ({ page }) => {
    await signIn(page, USERS.alice);
    await page.goto('/videos/browse');
    await settle(page);
    await page.getByRole('button', { name: /Open the menu of/ }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoViolations(page);
  });

  test('the notification dropdown, open, has no violation', async ({ page }) => {
    await signIn(page, USERS.alice);
    await page.goto('/videos/browse');
    await settle(page);
    await page.getByRole('button', { name: /Notifications/ }).click();
    await expect(page.locator('#notification-dropdown')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoViolations(page);
  });
});

let names: Record<string, string> | undefined;
async function fill(request: Parameters<typeof seededNames>[0], route: string): Promise<string> {
  names ??= await seededNames(request);
  return route.replace(/\{(\w+)\}/g, (_, key: string) => names![key]);
}

import { expect, test } from '@playwright/test';
import { loginAs, USERS } from './support/instance';
import { expectNoViolations, seededNames, settle } from './support/a11y';

// Every route family, once each; ids come from the seeded instance.
const visitorRoutes = (n: { video: string; channel: string; account: string }) => [
  '/videos/browse', '/videos/overview', '/home', `/search?search=video`, `/w/${n.video}`, `/c/${n.channel}`, `/a/${n.account}`,
  '/about', '/login', '/videos/subscriptions', '/my-library/history/videos', '/this-page-does-not-exist',
];
const userRoutes = (n: { video: string; channel: string; account: string }) => [
  '/videos/browse', '/videos/subscriptions', `/w/${n.video}`, '/search?search=video', '/my-account/settings',
  '/my-account/notifications', '/my-library/video-playlists', '/my-library/history/videos',
];

test.describe('axe, visitor', () => {
  for (const scheme of ['light', 'dark'] as const) {
    test(`every route has no WCAG 2.1 A/AA violation (${scheme} theme)`, async ({ page, request }) => {
      test.setTimeout(120000);
      await page.emulateMedia({ colorScheme: scheme });
      for (const route of visitorRoutes(await seededNames(request))) {
        await page.goto(route);
        await settle(page);
        await expectNoViolations(page);
      }
    });
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

test.describe('axe, logged in', () => {
  test('every route has no WCAG 2.1 A/AA violation', async ({ page, request }) => {
    test.setTimeout(120000);
    const names = await seededNames(request);
    await loginAs(page, USERS.alice);
    for (const route of userRoutes(names)) {
      await page.goto(route);
      await settle(page);
      await expectNoViolations(page);
    }
  });

  test('the user menu, open, has no violation', async ({ page }) => {
    await loginAs(page, USERS.alice);
    await page.goto('/videos/browse');
    await settle(page);
    await page.getByRole('button', { name: /Open the menu of/ }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoViolations(page);
  });

  test('the notification dropdown, open, has no violation', async ({ page }) => {
    await loginAs(page, USERS.alice);
    await page.goto('/videos/browse');
    await settle(page);
    await page.getByRole('button', { name: /Notifications/ }).click();
    await expect(page.locator('#notification-dropdown')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoViolations(page);
  });
});

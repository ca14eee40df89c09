// Phones (375 px wide): every page fits the screen — nothing scrolls sideways — and the header keeps its essentials.
import { expect, test, type Page } from '@playwright/test';
import { loginAs, USERS } from './support/instance';

test.use({ viewport: { width: 375, height: 800 } });
test.describe.configure({ timeout: 60000 });

/** Whether the page is wider than the screen (a sideways scroll). */
const overflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

test("a visitor's pages fit a phone screen; the header keeps search and Log in, sign-up is on the login page", async ({
  page,
  request,
}) => {
  const video = (await (await request.get('/api/v1/videos?count=1&sort=-publishedAt')).json()).data[0];
  for (const path of ['/videos/browse', '/search?search=video', `/w/${video.shortUUID}`, '/about', '/login']) {
    await page.goto(path);
    await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
    await expect(page.getByRole('searchbox')).toBeVisible();
    expect(await overflows(page), path).toBe(false);
  }
  await expect(page.getByRole('main').getByRole('link', { name: 'Create an account' })).toBeVisible();
});

test("a video maker's and a moderator's pages fit a phone screen", async ({ page }) => {
  await loginAs(page, USERS.maker);
  for (const path of [
    '/videos/browse',
    '/videos/publish',
    '/my-library/videos',
    '/my-account/abuses',
    '/my-library/video-imports',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: /Open the menu of/ })).toBeVisible();
    expect(await overflows(page), path).toBe(false);
  }
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await loginAs(page, USERS.moderator);
  for (const path of ['/admin/moderation', '/admin/moderation/registrations/list']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await overflows(page), path).toBe(false);
  }
});

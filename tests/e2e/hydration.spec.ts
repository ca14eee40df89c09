// Server HTML and the first client render agree on every page that hydrates, also when the browser already knows
// the account (asked at parse time): React reports a mismatch (#418/#423/#425) as an uncaught page error.
import { expect, test } from '@playwright/test';
import { signIn, USERS } from './support/instance';

test.describe.configure({ timeout: 120000 });

test('with a session, every hydrated page renders without a hydration error', async ({ page, request }) => {
  const seed = (await (await request.get('/api/v1/videos?count=1&sort=-publishedAt')).json()).data[0];
  const playlist = (await (await request.get('/api/v1/video-playlists?count=1')).json()).data[0];
  // Every page whose island is `client:load` (the others render nothing before the browser does).
  const paths = [
    `/a/${seed.account.name}`,
    `/c/${seed.channel.name}`,
    '/about',
    '/home',
    '/videos/overview',
    '/videos/publish',
    '/videos/subscriptions',
    `/w/${seed.shortUUID}`,
    `/p/${playlist.shortUUID}`,
    `/w/p/${playlist.shortUUID}`,
    '/my-account',
    '/my-account/abuses',
    '/my-account/videos/comments',
    '/my-library/history/videos',
    '/my-library/video-imports',
    '/my-library/video-playlists',
    '/admin/overview',
    '/admin/moderation',
    '/admin/moderation/registrations/list',
    '/admin/moderation/video-blocks/list',
    '/admin/settings',
    '/admin/follows/following-list',
    '/admin/plugins/list-installed',
  ];
  await signIn(page, USERS.root);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`${new URL(page.url()).pathname}: ${e.message}`));
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('main')).not.toBeEmpty();
  }
  expect(errors).toEqual([]);
});

test("a visitor's sign-up, login and about pages hydrate without a mismatch, whether the config arrives before React or after", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`${new URL(page.url()).pathname}: ${e.message}`));
  // Each page twice: the second visit finds the config sooner (cached connection), the order that drew a mismatch.
  for (const path of ['/signup', '/login', '/about', '/signup', '/login', '/about']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('main')).not.toBeEmpty();
  }
  expect(errors).toEqual([]);
});

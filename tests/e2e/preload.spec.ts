// The page's first API requests preloaded with its HTML (src/routing/preload.mjs; the local instance sends them as the
// same-domain nginx snippet does): a visitor's browser starts them from the response's headers and the page takes the
// preloaded answer; a browser with a session carries the cookie that stops them, and a session's own request never
// gets an anonymous answer.
import { expect, test, type Page } from '@playwright/test';
import { freshUser, signIn } from './support/instance';
import { settle } from './support/a11y';

const BROWSE_LIST = /\/api\/v1\/videos\?sort=-publishedAt&nsfw=false&start=0&count=24$/;

/** Every request of the browse list that reached the network, with whether it carried a session. */
async function listRequests(page: Page) {
  const seen: { authorised: boolean }[] = [];
  await page.route(BROWSE_LIST, async (route) => {
    seen.push({ authorised: Boolean(route.request().headers().authorization) });
    await route.continue();
  });
  return seen;
}

test("a visitor's browse page preloads its list with the HTML, and the page takes that answer", async ({ page }) => {
  const seen = await listRequests(page);
  const response = await page.goto('/videos/browse');
  expect(response?.headers().link).toMatch(/^<\/api\/v1\/videos\?sort=-publishedAt&[^>]*>; rel=preload; as=fetch/);
  await expect(page.locator('ul.video-grid > li').first()).toBeVisible();
  // One request on the network: the preload, which the page's own fetch used.
  await expect.poll(() => seen.length).toBe(1);
  await page.waitForTimeout(500);
  expect(seen).toEqual([{ authorised: false }]);
  expect(await page.evaluate(() => document.cookie)).not.toContain('pt_no_preload');
});

test('the watch page preloads the video its URL names and the config; a search its three lists', async ({
  page,
  request,
}) => {
  const video = (await (await request.get('/api/v1/videos?count=1')).json()).data[0];
  const config: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/api/v1/config') config.push(req.url());
  });
  const watch = await page.goto(`/w/${video.shortUUID}`);
  expect(watch?.headers().link).toBe(
    `</api/v1/videos/${video.shortUUID}>; rel=preload; as=fetch; crossorigin=anonymous, ` +
      '</api/v1/config>; rel=preload; as=fetch; crossorigin=anonymous',
  );
  // The page takes the preloaded config: it is asked once.
  await expect(page.getByRole('heading', { level: 1, name: video.name })).toBeVisible();
  await settle(page);
  expect(config).toHaveLength(1);
  const search = await page.goto('/search?search=music');
  expect(search?.headers().link?.match(/rel=preload/g)).toHaveLength(3);
  expect(search?.headers().link).not.toContain('/api/v1/config');
});

test('with a session: no preload once the browser carries the cookie, and its own request is never answered by an anonymous preload', async ({
  page,
  request,
}) => {
  // A person whose list asks exactly what a visitor's does (default preferences): the same URL, with a token.
  const user = await freshUser(request, { nsfwPolicy: 'do_not_list' });
  await signIn(page, user);
  // A session kept from before the cookie existed: stored, but no cookie yet.
  await page.context().clearCookies();
  const seen = await listRequests(page);
  // Its first page still gets the preload (the cookie comes with the app)…
  const first = await page.goto('/videos/browse');
  expect(first?.headers().link).toBeTruthy();
  // …whose anonymous answer the session's list does not take: its own request goes out, with the token.
  await expect.poll(() => seen.some((r) => r.authorised)).toBe(true);
  await expect.poll(() => page.evaluate(() => document.cookie)).toContain('pt_no_preload=1');
  const next = await page.goto('/videos/browse');
  expect(next?.headers().link).toBeUndefined();
  // Logging out removes it: the next visitor's pages preload again.
  await page.evaluate(() => localStorage.removeItem('pt-session'));
  await page.goto('/videos/browse');
  await expect.poll(() => page.evaluate(() => document.cookie)).not.toContain('pt_no_preload');
});

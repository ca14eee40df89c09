// Contained failures: the instance answers valid JSON with missing nested objects and nulls (as a buggy or older
// server might) on the lists and pages people open; no uncaught error reaches the page and the main area never blanks.
import { expect, test, type Page, type Route } from '@playwright/test';
import { signIn, USERS } from './support/instance';

test.describe.configure({ timeout: 120000 });

/** Breaks an object the way real bugs do: nested objects gone or null, strings null. */
function mangle(item: Record<string, unknown>, index: number): Record<string, unknown> {
  const out = { ...item };
  const variant = index % 3;
  if (variant === 0) {
    delete out.channel;
    delete out.account;
    out.thumbnailPath = null;
  }
  if (variant === 1) {
    out.channel = null;
    out.account = null;
    out.name = null;
    out.avatars = null;
  }
  if (variant === 2) {
    out.channel = { name: null };
    out.account = {};
    out.publishedAt = null;
    out.duration = null;
  }
  return out;
}

async function malformed(route: Route): Promise<void> {
  const response = await route.fetch();
  const type = response.headers()['content-type'] ?? '';
  if (!type.includes('json') || !response.ok()) return route.fulfill({ response });
  const body = await response.json();
  const broken = Array.isArray(body?.data)
    ? { ...body, data: body.data.map(mangle) }
    : body && typeof body === 'object' && !Array.isArray(body)
      ? mangle(body, 1)
      : body;
  return route.fulfill({ response, json: broken });
}

/** Opens a page with every listed API answer mangled; returns its uncaught errors once it settled. */
async function visit(page: Page, path: string): Promise<string[]> {
  const errors: string[] = [];
  const onError = (e: Error) => errors.push(`${path}: ${e.message}`);
  page.on('pageerror', onError);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // Something is shown in the main area: content, an empty state, or a contained "failed to load" with Retry.
  await expect(page.locator('main')).not.toBeEmpty();
  expect((await page.locator('main').innerText()).trim().length, `main text on ${path}`).toBeGreaterThan(0);
  page.off('pageerror', onError);
  return errors;
}

const MANGLED = [
  /\/api\/v1\/videos(\?|$)/,
  /\/api\/v1\/videos\/[^/?]+(\?|$)/,
  /\/api\/v1\/videos\/[^/]+\/comment-threads/,
  /\/api\/v1\/search\//,
  /\/api\/v1\/video-channels\/[^/?]+(\?|$)/,
  /\/api\/v1\/accounts\/[^/?]+(\/|\?|$)/,
  /\/api\/v1\/overviews\//,
  /\/api\/v1\/video-playlists/,
  /\/api\/v1\/users\/me\/(subscriptions|history|notifications|videos)/,
];

test('malformed answers on every page kind: 0 uncaught page errors, never a blank main area', async ({
  page,
  request,
}) => {
  const seed = (await (await request.get('/api/v1/videos?count=1&sort=-publishedAt')).json()).data[0];
  const paths = [
    '/videos/browse',
    '/videos/overview',
    `/w/${seed.shortUUID}`,
    `/c/${seed.channel.name}`,
    `/a/${seed.account.name}`,
    '/search?search=video',
    '/my-library/history/videos',
    '/my-library/video-playlists',
    '/videos/subscriptions',
    '/my-account/notifications',
  ];
  await signIn(page, USERS.alice);
  for (const pattern of MANGLED) await page.route(pattern, malformed);
  const errors: string[] = [];
  for (const path of paths) errors.push(...(await visit(page, path)));
  expect(errors).toEqual([]);
});

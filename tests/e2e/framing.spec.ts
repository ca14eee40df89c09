// Only the embeds may be framed by other sites (issue #35.6): every other page answers with
// `Content-Security-Policy: frame-ancestors 'self'` and `X-Frame-Options: SAMEORIGIN` (the local server here; the
// generated nginx.conf and _headers are checked in tests/hosting), so a page of another site cannot show ours under
// its own buttons.
import { expect, test } from '@playwright/test';
import { embeddingSite } from './support/embed-site';

const site = embeddingSite();

test('pages refuse framing by other sites; the embeds are framed', async ({ page, baseURL }) => {
  for (const path of ['/videos/browse', '/login', '/my-account/settings', '/w/abc', '/no/such/page']) {
    const res = await page.request.get(path);
    expect(res.headers()['content-security-policy'], path).toBe("frame-ancestors 'self'");
    expect(res.headers()['x-frame-options'], path).toBe('SAMEORIGIN');
  }
  const video = await (await page.request.get('/api/v1/videos/1')).json();
  const embed = await page.request.get(`/videos/embed/${video.uuid}`);
  expect(embed.headers()['content-security-policy']).toBeUndefined();
  expect(embed.headers()['x-frame-options']).toBeUndefined();

  // Chromium says so in the console and shows its error page in the frame.
  const refused = page.waitForEvent('console', {
    predicate: (msg) => /violates .*frame-ancestors 'self'/.test(msg.text()),
    timeout: 15000,
  });
  await site.open(
    page,
    `<iframe id="login" title="Login" src="${baseURL}/login"></iframe>` +
      `<iframe id="embed" title="Video" src="${baseURL}/videos/embed/${video.uuid}"></iframe>`,
  );
  await refused;
  await expect(page.frameLocator('#embed').locator('video')).toHaveCount(1);
  await expect.poll(() => page.frames().map((f) => f.url())).toContain('chrome-error://chromewebdata/');
  await expect(page.frameLocator('#login').getByRole('button', { name: 'Log in' })).toHaveCount(0);
});

// The homepage's custom markup against a real PeerTube 7 server (issue #30, point 4): the issue's homepage — a
// <peertube-button> and a <peertube-videos-list data-count="3"> — is drawn as a button and three of the server's
// video cards, as PeerTube's own client draws it. The server's homepage is put back exactly as it was.
import { test, expect } from './fixture';
import { REAL, rest } from './support';

const ISSUE_HOMEPAGE =
  '<peertube-button data-href="/videos/browse" data-label="Browse all"></peertube-button>\n\n' +
  '<peertube-videos-list data-count="3" data-sort="-publishedAt"></peertube-videos-list>';

/** The homepage's content, null when the server has none (404). */
async function homepage(): Promise<string | null> {
  const res = await fetch(`${REAL}/api/v1/custom-pages/homepage/instance`);
  return res.status === 404 ? null : (await res.json()).content;
}

test("the issue's homepage: a button and three video cards", async ({ page }) => {
  const original = await homepage();
  try {
    await rest('PUT', '/custom-pages/homepage/instance', {
      as: 'root',
      body: { content: ISSUE_HOMEPAGE },
      expect: 204,
    });
    await page.goto('/home');
    const main = page.locator('main');
    const button = main.getByRole('link', { name: 'Browse all' });
    await expect(button).toHaveAttribute('href', '/videos/browse');
    await expect(button).toHaveClass(/button-link/);
    const cards = main.getByRole('list', { name: 'Videos' }).locator('.video-card');
    await expect(cards).toHaveCount(3);
    await expect(cards.locator('img').first()).toHaveJSProperty('complete', true);
    // The server's newest videos (others may publish meanwhile: each card is one of its newest).
    const newest = (await rest('GET', '/videos?count=10&sort=-publishedAt&nsfw=false')).data.map(
      (v: { name: string }) => v.name,
    );
    for (const title of await cards.locator('.video-title a').allTextContents()) expect(newest).toContain(title);
    await expect(main).not.toContainText('peertube-');
    await button.click();
    await expect(page).toHaveURL(/\/videos\/browse$/);
  } finally {
    // A server that had no homepage cannot be given "none" back through the API: empty content turns it off.
    await rest('PUT', '/custom-pages/homepage/instance', {
      as: 'root',
      body: { content: original ?? '' },
      expect: 204,
    });
  }
  expect((await homepage()) ?? '').toBe(original ?? '');
});

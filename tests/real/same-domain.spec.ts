// The client on the instance's own domain, in front of a real PeerTube: Debian's nginx with the generated
// dist/nginx.peertube.conf (project same-domain) and the local server's proxy mode (project proxy, the same rules).
// Federation keeps working (ActivityPub objects, WebFinger, NodeInfo, inboxes), people get the client on the same
// URLs, and a link-preview fetcher gets PeerTube's page with the video's tags.
import { test, expect } from './fixture';
import { REAL, makerVideos, rest } from './support';

const ACTIVITYPUB = { accept: 'application/activity+json, application/ld+json' };
const PREVIEW_FETCHER = 'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)';
const host = new URL(REAL).host;

test("ActivityPub fetches of an account, a channel and a video get PeerTube's JSON, short and legacy URLs", async ({
  request,
}) => {
  const [video] = await makerVideos();
  const objects: Array<[string, Record<string, unknown>]> = [
    ['/a/maker', { type: 'Person', preferredUsername: 'maker' }],
    ['/accounts/maker', { type: 'Person', preferredUsername: 'maker' }],
    ['/c/maker_channel', { type: 'Group', preferredUsername: 'maker_channel', name: 'Maker Main Channel' }],
    ['/video-channels/maker_channel', { type: 'Group', preferredUsername: 'maker_channel' }],
    [`/w/${video.shortUUID}`, { type: 'Video', uuid: video.uuid, name: video.name }],
    [`/videos/watch/${video.uuid}`, { type: 'Video', uuid: video.uuid, name: video.name }],
  ];
  for (const [path, expected] of objects) {
    const res = await request.get(path, { headers: ACTIVITYPUB, maxRedirects: 0 });
    expect(res.status(), path).toBe(200);
    expect(res.headers()['content-type'], path).toContain('application/activity+json');
    expect(await res.json(), path).toMatchObject(expected);
  }
  // The account's outbox and an unsigned activity on its inbox: PeerTube answers, no redirect to a page.
  const outbox = await request.get('/accounts/maker/outbox', { headers: ACTIVITYPUB, maxRedirects: 0 });
  expect(await outbox.json()).toMatchObject({ type: 'OrderedCollection' });
  const inbox = await request.post('/accounts/maker/inbox', {
    headers: { 'content-type': 'application/activity+json' },
    data: { type: 'Follow', actor: 'https://mastodon.example/users/nobody', object: `${REAL}/accounts/maker` },
    maxRedirects: 0,
  });
  expect(inbox.status()).toBe(403);
  expect(await inbox.json()).toMatchObject({ detail: expect.stringMatching(/signature/i) });
});

test('WebFinger and NodeInfo answer as PeerTube', async ({ request }) => {
  const finger = await request.get(`/.well-known/webfinger?resource=acct:maker_channel@${host}`);
  expect(finger.status()).toBe(200);
  const data = await finger.json();
  expect(data.subject).toBe(`acct:maker_channel@${host}`);
  expect(data.links).toContainEqual(expect.objectContaining({ rel: 'self', type: 'application/activity+json' }));

  const discovery = await (await request.get('/.well-known/nodeinfo')).json();
  const href = new URL(discovery.links[0].href);
  const nodeinfo = await (await request.get(href.pathname)).json();
  expect(nodeinfo).toMatchObject({ software: { name: 'peertube' }, protocols: ['activitypub'] });
});

test('a browser on the same URLs gets the client', async ({ page }) => {
  const [video] = await makerVideos();
  await page.goto(`/videos/watch/${video.uuid}`);
  await page.waitForURL(`**/w/${video.uuid}`);
  await expect(page.getByRole('heading', { level: 1, name: video.name })).toBeVisible();
  // This client's own shell (PeerTube's Angular client has none of it).
  await expect(page.locator('meta[name="page-title"]')).toHaveAttribute('content', /.+/);

  await page.goto('/accounts/maker');
  await page.waitForURL('**/a/maker');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/maker/i);

  await page.goto('/video-channels/maker_channel');
  await page.waitForURL('**/c/maker_channel');
  await expect(page.getByRole('heading', { level: 1, name: 'Maker Main Channel' })).toBeVisible();
  await expect(page.locator('meta[name="page-title"]')).toHaveCount(1);
});

/** The content of a page's meta tag (property or name), HTML entities decoded. */
function meta(html: string, property: string): string | undefined {
  const tag = html.match(
    new RegExp(`<meta (?:property|name)="${property.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`),
  );
  return tag?.[1]
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

test("a preview fetcher gets the video's title and thumbnail in og: tags", async ({ request }) => {
  const [video] = await makerVideos();
  const full = await rest('GET', `/videos/${video.uuid}`);
  for (const path of [`/w/${video.shortUUID}`, `/videos/watch/${video.uuid}`]) {
    const res = await request.get(path, { headers: { 'user-agent': PREVIEW_FETCHER }, maxRedirects: 0 });
    expect(res.status(), path).toBe(200);
    const html = await res.text();
    expect(meta(html, 'og:title'), path).toBe(video.name);
    expect(meta(html, 'og:image:url'), path).toContain(full.previewPath);
    expect(meta(html, 'twitter:card'), path).toBe('player');
    expect(html, path).toContain('type="application/json+oembed"');
  }
  // The client's playlist page (/p/{id}) previews as PeerTube's /w/p/{id}.
  const playlists = await rest('GET', '/video-channels/maker_channel/video-playlists');
  const playlist = playlists.data.find((p: { displayName: string }) => p.displayName === "Maker's test patterns");
  const card = await request.get(`/p/${playlist.shortUUID}`, { headers: { 'user-agent': PREVIEW_FETCHER } });
  expect(meta(await card.text(), 'og:title')).toBe("Maker's test patterns");
  // A person's browser on the same URL gets the client's page, without PeerTube's tags.
  const person = await request.get(`/w/${video.shortUUID}`);
  expect(meta(await person.text(), 'og:title')).toBeUndefined();
});

// The owner of a playlist edits it on its page: reorder by buttons (keyboard) and by drag and drop, remove a video,
// rename it; a public playlist without a channel is refused on the field. Visitors see none of these controls.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { freshUser, loginAs } from './support/instance';

const expect = baseExpect.configure({ timeout: 15000 });
test.describe.configure({ timeout: 120000 });

const titles = (page: Page) => page.getByRole('list', { name: 'Videos of the playlist' }).locator('h3');

test('reorder with buttons and by dragging, remove, rename; the order survives a reload', async ({ page, request }) => {
  const user = await freshUser(request);
  await loginAs(page, user);
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('pt-session')!).accessToken);
  const headers = { authorization: `Bearer ${token}` };
  const videos = (await (await request.get('/api/v1/videos?count=4&sort=-publishedAt')).json()).data as Array<{
    id: number;
    name: string;
  }>;
  const created = await (
    await request.post('/api/v1/video-playlists', { headers, data: { displayName: 'Evening list', privacy: 3 } })
  ).json();
  const id = created.videoPlaylist.shortUUID;
  for (const v of videos)
    await request.post(`/api/v1/video-playlists/${created.videoPlaylist.id}/videos`, {
      headers,
      data: { videoId: v.id },
    });
  const [a, b, c, d] = videos.map((v) => v.name);

  await page.goto(`/p/${id}`);
  await expect(titles(page)).toHaveText([a, b, c, d]);
  const row = (name: string) => page.getByRole('group', { name: `Actions for ${name}` });
  await row(a).getByRole('button', { name: 'Move down' }).focus();
  await page.keyboard.press('Enter');
  await expect(titles(page)).toHaveText([b, a, c, d]);
  await row(d).getByRole('button', { name: 'Move up' }).click();
  await expect(titles(page)).toHaveText([b, a, d, c]);
  await page
    .getByRole('list', { name: 'Videos of the playlist' })
    .getByRole('listitem')
    .nth(3)
    .dragTo(page.getByRole('list', { name: 'Videos of the playlist' }).getByRole('listitem').nth(0));
  await expect(titles(page)).toHaveText([c, b, a, d]);
  await row(b).getByRole('button', { name: 'Remove' }).click();
  await expect(titles(page)).toHaveText([c, a, d]);
  await page.reload();
  await expect(titles(page)).toHaveText([c, a, d]);

  await page.getByText('Edit the playlist').click();
  await page.getByLabel('Name', { exact: true }).fill('Late evening list');
  await page.getByLabel('Privacy').selectOption('1');
  await page.getByRole('button', { name: 'Save the playlist' }).click();
  await expect(page.getByText('A public playlist belongs to one of your channels: choose one.')).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Late evening list');
  await page.locator('.playlist-editor').getByLabel('Channel', { exact: true }).selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Save the playlist' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Playlist updated' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Late evening list');
});

test("a refused move goes back with the server's message; visitors have no edit controls", async ({
  page,
  request,
  browser,
}) => {
  const user = await freshUser(request);
  await loginAs(page, user);
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('pt-session')!).accessToken);
  const headers = { authorization: `Bearer ${token}` };
  const videos = (await (await request.get('/api/v1/videos?count=2&sort=-publishedAt')).json()).data as Array<{
    id: number;
    name: string;
  }>;
  const channel = (await (await request.get('/api/v1/users/me', { headers })).json()).videoChannels[0].id;
  const created = await (
    await request.post('/api/v1/video-playlists', {
      headers,
      data: { displayName: 'Shared list', privacy: 1, videoChannelId: channel },
    })
  ).json();
  for (const v of videos)
    await request.post(`/api/v1/video-playlists/${created.videoPlaylist.id}/videos`, {
      headers,
      data: { videoId: v.id },
    });
  await page.route('**/videos/reorder', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/problem+json',
      json: { status: 500, detail: 'Reordering is unavailable' },
    }),
  );
  await page.goto(`/p/${created.videoPlaylist.shortUUID}`);
  await expect(titles(page)).toHaveText([videos[0].name, videos[1].name]);
  await page
    .getByRole('group', { name: `Actions for ${videos[0].name}` })
    .getByRole('button', { name: 'Move down' })
    .click();
  await expect(page.getByText('Reordering is unavailable')).toBeVisible();
  await expect(titles(page)).toHaveText([videos[0].name, videos[1].name]);

  const visitor = await browser.newPage();
  await visitor.goto(`/p/${created.videoPlaylist.shortUUID}`);
  await expect(titles(visitor)).toHaveText([videos[0].name, videos[1].name]);
  await expect(visitor.getByRole('button', { name: 'Move down' })).toHaveCount(0);
  await expect(visitor.getByText('Edit the playlist')).toHaveCount(0);
  await visitor.close();
});

// A video card's "More actions" menu and protected downloads on a real PeerTube 7 server: saving to Watch later and
// sharing from a card, and the owner downloading a private video's file with the file token the server issues.
import { test, expect } from './fixture';
import { createUser, deleteUser, makerVideos, REAL, rest, uiLogin, uploadAs, uniqueName } from './support';

test('from a card: save to Watch later, then share', async ({ page, baseURL }) => {
  const user = await createUser('rtcard');
  try {
    const [video] = await makerVideos();
    await uiLogin(page, user.username, user.password);
    await page.goto('/c/maker_channel');
    const trigger = page
      .locator('main')
      .getByRole('button', { name: `More actions for ${video.name}` })
      .first();
    await trigger.click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Save to playlist' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save to playlist' });
    await dialog.getByRole('checkbox', { name: 'Watch later' }).check();
    await expect(dialog.getByRole('checkbox', { name: 'Watch later' })).toBeChecked();
    const mine = await rest('GET', `/accounts/${user.username}/video-playlists`, { as: user.username });
    const watchLater = mine.data.find((p: { type: { id: number } }) => p.type.id === 2);
    await expect
      .poll(async () =>
        (await rest('GET', `/video-playlists/${watchLater.uuid}/videos`, { as: user.username })).data.map(
          (e: { video: { uuid: string } }) => e.video.uuid,
        ),
      )
      .toEqual([video.uuid]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(trigger).toBeFocused();

    await trigger.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menu').getByRole('menuitem', { name: 'Share' }).click();
    await expect(page.getByRole('dialog', { name: 'Share' }).getByLabel('Video URL')).toHaveValue(
      `${baseURL}/w/${video.shortUUID}`,
    );
  } finally {
    await deleteUser(user.id);
  }
});

test("the owner downloads a private video's file with a file token; without it the server refuses", async ({
  page,
}) => {
  const user = await createUser('rtdl');
  try {
    const name = uniqueName('Private');
    const video = await uploadAs(user.username, name, 3);
    // The file exists once the server has processed the upload.
    await expect
      .poll(
        async () => {
          const details = await rest('GET', `/videos/${video.id}`, { as: user.username });
          return (
            details.state.id === 1 && details.files.length + (details.streamingPlaylists[0]?.files.length ?? 0) > 0
          );
        },
        { timeout: 120000 },
      )
      .toBe(true);
    await uiLogin(page, user.username, user.password);
    await page.goto(`/w/${video.shortUUID}`);
    await page.getByRole('button', { name: 'Download', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Download' });
    const link = dialog.getByRole('link', { name: /^Download \d+p$/ }).first();
    await expect(link).toHaveAttribute('href', /[?&]videoFileToken=[\w-]+$/);
    const href = (await link.getAttribute('href'))!;
    expect(href.startsWith(REAL) || href.startsWith('/')).toBe(true);
    const withToken = await fetch(new URL(href, REAL));
    expect(withToken.status).toBe(200);
    await withToken.body?.cancel();
    const bare = await fetch(new URL(href.replace(/[?&]videoFileToken=[\w-]+$/, ''), REAL));
    expect([401, 403]).toContain(bare.status);
    await bare.body?.cancel();
  } finally {
    await deleteUser(user.id);
  }
});

test("the owner plays a private video: the server's /private/ playlists and segments answer with the file token", async ({
  page,
}) => {
  const user = await createUser('rtplay');
  try {
    const video = await uploadAs(user.username, uniqueName('PrivatePlay'), 3);
    // Every HLS variant made (PeerTube renames the master playlist each time it adds one, so an earlier URL goes stale).
    await expect
      .poll(
        async () => {
          const details = await rest('GET', `/videos/${video.id}`, { as: user.username });
          return (
            details.state.id === 1 &&
            String(details.streamingPlaylists[0]?.playlistUrl ?? '').includes('/private/') &&
            (details.streamingPlaylists[0]?.files.length ?? 0) >= 2
          );
        },
        { timeout: 120000 },
      )
      .toBe(true);
    await uiLogin(page, user.username, user.password);
    const asked: Array<{ url: string; status: number }> = [];
    page.on('response', (r) => {
      if (r.url().includes('/private/')) asked.push({ url: r.url(), status: r.status() });
    });
    await page.goto(`/w/${video.shortUUID}`);
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await expect
      .poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30000 })
      .toBeGreaterThan(0.5);
    expect(asked.length).toBeGreaterThan(2);
    for (const { url, status } of asked) expect(status, url).toBeLessThan(400);
  } finally {
    await deleteUser(user.id);
  }
});

test('a visitor watches a password-protected video with its password; a wrong one is refused on the field', async ({
  page,
}) => {
  const user = await createUser('rtpass');
  try {
    const name = uniqueName('Password');
    const video = await uploadAs(user.username, name);
    await expect
      .poll(
        async () => {
          const details = await rest('GET', `/videos/${video.id}`, { as: user.username });
          return details.state.id === 1 && (details.streamingPlaylists[0]?.files.length ?? 0) >= 2;
        },
        { timeout: 120000 },
      )
      .toBe(true);
    await rest('PUT', `/videos/${video.id}`, {
      as: user.username,
      body: { privacy: 5, videoPasswords: ['open sesame'] },
      expect: 204,
    });
    await expect
      .poll(
        async () =>
          String(
            (await rest('GET', `/videos/${video.id}`, { as: user.username })).streamingPlaylists[0]?.playlistUrl ?? '',
          ),
        { timeout: 60000 },
      )
      .toContain('/private/');
    await page.goto(`/w/${video.shortUUID}`);
    await expect(page.getByRole('heading', { level: 1, name: 'This video is password protected' })).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('wrong one');
    await page.getByRole('button', { name: 'Watch the video' }).click();
    await expect(page.getByText('This password is not the right one.')).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('wrong one');
    await page.getByLabel('Password', { exact: true }).fill('open sesame');
    await page.getByRole('button', { name: 'Watch the video' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const refused: string[] = [];
    page.on('response', (r) => {
      if (r.status() >= 400 && (r.url().includes('/private/') || r.url().includes('/api/v1/videos/')))
        refused.push(`${r.status()} ${r.url()}`);
    });
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await expect
      .poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30000 })
      .toBeGreaterThan(0.5);
    expect(refused).toEqual([]);
  } finally {
    await deleteUser(user.id);
  }
});

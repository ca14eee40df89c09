// Watching on a real PeerTube 7 server, as #17's flows: the server's captions in the player, speed, a start time,
// downloads listed with sizes, a comment's markdown and time link that seeks, and the share dialog's embed played
// from another origin and read through PeerTube's own embed API.
import { expect, test } from '@playwright/test';
import { embeddingSite } from '../e2e/support/embed-site';
import { createUser, deleteUser, REAL, rest, tokenFor, uploadAs, uniqueName } from './support';

test.describe.configure({ timeout: 240000 });

const VTT = 'WEBVTT\n\n00:00.000 --> 00:59.000\nBonjour des sous-titres\n';
const site = embeddingSite();

/** A fresh user's processed video (every HLS variant made) with a French caption and a comment. */
async function watchableVideo(username: string) {
  const name = uniqueName('Watch');
  const video = await uploadAs(username, name);
  await expect
    .poll(
      async () => {
        const details = await rest('GET', `/videos/${video.id}`, { as: username });
        return details.state.id === 1 && (details.streamingPlaylists[0]?.files.length ?? 0) >= 2;
      },
      { timeout: 120000 },
    )
    .toBe(true);
  const form = new FormData();
  form.append('captionfile', new File([VTT], 'fr.vtt', { type: 'text/vtt' }));
  const caption = await fetch(`${REAL}/api/v1/videos/${video.id}/captions/fr`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${await tokenFor(username)}` },
    body: form,
  });
  expect(caption.status).toBe(204);
  return { ...video, name };
}

test('captions in the player, speed, a start time and the download list', async ({ page }) => {
  const user = await createUser('rtwatch');
  try {
    const video = await watchableVideo(user.username);
    await page.goto(`/w/${video.shortUUID}?start=2s`);
    await expect(page.getByRole('heading', { level: 1, name: video.name })).toBeVisible();
    // The controls come with playback: play, then choose in the settings.
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await page.getByRole('region', { name: 'Video player' }).getByRole('button', { name: 'Settings' }).click();
    const settings = page.getByRole('group', { name: 'Settings' });
    const subtitles = settings.getByRole('combobox', { name: 'Subtitles' });
    await expect(subtitles.getByRole('option')).toHaveText(['Off', 'French']);
    await subtitles.selectOption('fr');
    await settings.getByRole('combobox', { name: 'Speed' }).selectOption('1.5');
    const media = page.locator('video');
    await expect
      .poll(() => media.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30000 })
      .toBeGreaterThanOrEqual(2);
    expect(await media.evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(1.5);
    await expect
      .poll(() =>
        media.evaluate((v: HTMLVideoElement) =>
          Array.from(v.textTracks)
            .flatMap((t) => Array.from(t.activeCues ?? []))
            .map((c) => (c as VTTCue).text)
            .join(),
        ),
      )
      .toBe('Bonjour des sous-titres');

    await page.getByRole('button', { name: 'Download', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Download' });
    // This server makes HLS only: its variants' files, with their sizes, and the caption.
    const files = dialog.getByRole('list', { name: 'Streaming files' }).getByRole('listitem');
    await expect(files).toHaveCount(2);
    await expect(files.first()).toContainText('Download 480p');
    await expect(files.first()).toContainText(/\d+(\.\d+)? (KB|MB)/);
    await expect(dialog.getByRole('link', { name: 'Download French' })).toHaveAttribute('href', /\.vtt$/);
  } finally {
    await deleteUser(user.id);
  }
});

test("a comment's markdown, mention and time: rendered safely, the time seeks the player", async ({ page }) => {
  const user = await createUser('rtcomment');
  try {
    const video = await watchableVideo(user.username);
    await rest('POST', `/videos/${video.id}/comment-threads`, {
      as: user.username,
      body: { text: '**Great** part at 0:02, thanks @maker <img src=x onerror=alert(1)>' },
    });
    const alerts: string[] = [];
    page.on('dialog', (d) => {
      alerts.push(d.message());
      void d.dismiss();
    });
    await page.goto(`/w/${video.shortUUID}`);
    const comment = page.getByRole('article', { name: `Comment by ${user.username}` });
    await expect(comment.locator('strong')).toHaveText('Great');
    await expect(comment.getByRole('link', { name: '@maker' })).toHaveAttribute('href', /^\/a\/maker/);
    await expect(comment.locator('img, [onerror]')).toHaveCount(0);
    await comment.getByRole('link', { name: '0:02' }).click();
    await expect
      .poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30000 })
      .toBeGreaterThanOrEqual(2);
    expect(alerts).toEqual([]);
  } finally {
    await deleteUser(user.id);
  }
});

test('the embed code from the share dialog plays on another origin and answers getCurrentTime', async ({
  page,
  baseURL,
}) => {
  const user = await createUser('rtembed');
  try {
    const video = await watchableVideo(user.username);
    await page.goto(`/w/${video.shortUUID}`);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Share' });
    await dialog.getByRole('tab', { name: 'Embed' }).click();
    const code = await dialog.getByLabel('Code to paste into a web page').inputValue();
    const src = /src="([^"]+)"/.exec(code)![1];
    expect(src.startsWith(`${baseURL}/videos/embed/`)).toBe(true);
    // A page that drives the player turns PeerTube's embed API on (api=1), as with PeerTube's own embed.
    const withApi = code.replace(
      /src="([^"]+)"/,
      (_m, url: string) => `src="${url}${url.includes('?') ? '&amp;' : '?'}api=1"`,
    );
    await site.open(page, withApi.replace('<iframe', '<iframe id="pt" allow="autoplay"'));
    const time = await page.evaluate(async () => {
      const player = new (window as any).PeerTubePlayer(document.getElementById('pt'));
      await player.ready;
      await player.setVolume(0);
      await player.play();
      await new Promise((r) => setTimeout(r, 3000));
      return player.getCurrentTime();
    });
    expect(time).toBeGreaterThan(0.5);
  } finally {
    await deleteUser(user.id);
  }
});

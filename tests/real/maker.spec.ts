// A video maker on a real PeerTube 7 server: upload from /videos/publish, find it on its watch page, and the
// channel form (create, then update clearing a text) — the requests must be ones the real server accepts.
import { fileURLToPath } from 'node:url';
import { test, expect } from './fixture';
import { createUser, deleteUser, rest, uiLogin, uniqueName } from './support';

const SAMPLE = fileURLToPath(new URL('../../instance/media/web-videos/sample-480.mp4', import.meta.url));

test('upload a video and open it', async ({ page }) => {
  const user = await createUser('rtmaker');
  try {
    await uiLogin(page, user.username, user.password);
    await page.goto('/videos/publish');
    const main = page.locator('main');
    await main.getByLabel('Video file').setInputFiles(SAMPLE);
    const title = `Real upload ${uniqueName('v')}`;
    await main.getByLabel('Title').fill(title);
    await main.getByLabel('Privacy').selectOption({ label: 'Unlisted' });
    await main.getByLabel('Description').fill('Sent by the **end-to-end** tests.');
    await main.getByRole('button', { name: 'Publish' }).click();
    await expect(main.getByText('Your video is published')).toBeVisible({ timeout: 30000 });
    await main.getByRole('link', { name: 'Watch your video' }).click();
    await page.waitForURL(/\/w\/\w+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const mine = await rest('GET', '/users/me/videos?count=5', { as: user.username });
    expect(mine.data.map((v: { name: string }) => v.name)).toContain(title);
  } finally {
    await deleteUser(user.id);
  }
});

test('create a channel without optional texts, then clear its description', async ({ page }) => {
  const user = await createUser('rtchan');
  const name = uniqueName('chan');
  try {
    await uiLogin(page, user.username, user.password);
    await page.goto('/my-library/video-channels/create');
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Display name').fill('Made by the tests');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/my-library\/video-channels$/);
    const created = await rest('GET', `/video-channels/${name}`);
    expect(created).toMatchObject({ displayName: 'Made by the tests', description: null, support: null });

    await rest('PUT', `/video-channels/${name}`, {
      as: user.username,
      body: { description: 'To be cleared' },
      expect: 204,
    });
    await page.goto(`/my-library/video-channels/update/${name}`);
    await expect(page.getByLabel('Description')).toHaveValue('To be cleared');
    await page.getByLabel('Description').fill('');
    await page.getByRole('button', { name: 'Update' }).click();
    await page.waitForURL(/\/my-library\/video-channels$/);
    expect((await rest('GET', `/video-channels/${name}`)).description).toBeNull();
  } finally {
    await deleteUser(user.id);
  }
});

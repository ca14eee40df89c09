// A logged-in person's account and library on a real PeerTube 7 server: profile and video settings, subscriptions,
// saving a video to Watch later and to a new playlist, the share dialog — each checked in what the server stores.
import { test, expect } from './fixture';
import { createUser, deleteUser, makerVideos, rest, uiLogin, uniqueName } from './support';

const main = (page: import('@playwright/test').Page) => page.locator('main');

test('profile and video settings are stored as typed', async ({ page }) => {
  const user = await createUser('rtacct');
  try {
    await uiLogin(page, user.username, user.password);
    await page.goto('/my-account/settings');
    const profile = main(page).getByRole('region', { name: 'Profile' });
    await expect(profile.getByLabel('Display name')).not.toHaveValue('');
    await profile.getByLabel('Display name').fill('Real Renamed');
    await profile.getByLabel('Description').fill('I film *birds*.');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Profile updated.' })).toBeVisible();

    const form = main(page).getByRole('region', { name: 'Video settings' });
    await form.getByLabel('Default policy on videos containing sensitive content').selectOption('blur');
    await form.getByRole('checkbox', { name: 'French', exact: true }).check();
    await form.getByRole('checkbox', { name: 'Keep a history of the videos I watch' }).uncheck();
    await form.getByRole('button', { name: 'Save video settings' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Video settings updated.' })).toBeVisible();

    const me = await rest('GET', '/users/me', { as: user.username });
    expect(me.account).toMatchObject({ displayName: 'Real Renamed', description: 'I film *birds*.' });
    expect(me).toMatchObject({ nsfwPolicy: 'blur', videosHistoryEnabled: false });
    expect(me.videoLanguages).toContain('fr');
  } finally {
    await deleteUser(user.id);
  }
});

test('subscribe to a channel by its handle, then unsubscribe', async ({ page }) => {
  const user = await createUser('rtsub');
  try {
    await uiLogin(page, user.username, user.password);
    await page.goto('/my-library/subscriptions');
    const host = new URL(process.env.REAL_PEERTUBE || 'http://localhost:9000').host;
    const field = main(page).getByLabel('Subscribe to a channel');
    await field.fill(`nobody_here_at_all@${host}`);
    await main(page).getByRole('button', { name: 'Subscribe', exact: true }).click();
    await expect(
      main(page).getByText(`No channel has answered to nobody_here_at_all@${host} yet.`, { exact: false }),
    ).toBeVisible();
    await expect(field).toHaveValue(`nobody_here_at_all@${host}`);
    await field.fill(`maker_channel@${host}`);
    await main(page).getByRole('button', { name: 'Subscribe', exact: true }).click();
    await expect(main(page).getByText('1 subscription', { exact: true })).toBeVisible();
    const followed = await rest('GET', '/users/me/subscriptions', { as: user.username });
    expect(followed.data.map((c: { name: string }) => c.name)).toEqual(['maker_channel']);

    await main(page)
      .getByRole('button', { name: /^Unsubscribe from / })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(main(page).getByText('You do not follow any channel yet.')).toBeVisible();
    // The row leaves at once (optimistic); the server has answered once the toast says so.
    await expect(page.getByText('Unsubscribed from Maker Main Channel')).toBeVisible();
    expect((await rest('GET', '/users/me/subscriptions', { as: user.username })).total).toBe(0);
  } finally {
    await deleteUser(user.id);
  }
});

test('save a video to Watch later and to a new playlist; share it', async ({ page, baseURL }) => {
  const user = await createUser('rtlib');
  try {
    const [video] = await makerVideos();
    await uiLogin(page, user.username, user.password);
    await page.goto(`/w/${video.shortUUID}`);
    await page.getByRole('button', { name: `Save ${video.name} to a playlist` }).click();
    const dialog = page.getByRole('dialog', { name: 'Save to playlist' });
    const list = dialog.getByRole('list', { name: 'My playlists' });
    await list.getByRole('checkbox', { name: 'Watch later' }).check();
    await expect(list.getByRole('checkbox', { name: 'Watch later' })).toBeChecked();
    const mine = await rest('GET', `/accounts/${user.username}/video-playlists`, { as: user.username });
    const watchLater = mine.data.find((p: { type: { id: number } }) => p.type.id === 2);
    await expect
      .poll(async () =>
        (await rest('GET', `/video-playlists/${watchLater.uuid}/videos`, { as: user.username })).data.map(
          (e: { video: { uuid: string } }) => e.video.uuid,
        ),
      )
      .toEqual([video.uuid]);
    await page.keyboard.press('Escape');

    // A private playlist from My playlists, then deleted.
    const name = uniqueName('List');
    await page.goto('/my-library/video-playlists');
    await page.getByText('Create a playlist').click();
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Privacy').selectOption('Private');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    const playlists = page.getByRole('list', { name: 'My playlists' });
    await expect(playlists.getByRole('link', { name })).toBeVisible();
    const created = (await rest('GET', `/accounts/${user.username}/video-playlists`, { as: user.username })).data.find(
      (p: { displayName: string }) => p.displayName === name,
    );
    expect(created.privacy.id).toBe(3);
    await playlists.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(playlists.getByRole('link', { name })).toHaveCount(0);
    await rest('GET', `/video-playlists/${created.uuid}`, { as: user.username, expect: 404 });

    // Share: the link is this client's watch page of the video.
    await page.goto(`/w/${video.shortUUID}`);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Share' }).getByLabel('Video URL')).toHaveValue(
      `${baseURL}/w/${video.shortUUID}`,
    );
  } finally {
    await deleteUser(user.id);
  }
});

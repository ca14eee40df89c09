// Notifications from a real PeerTube 7 server: the count, the dropdown, a new one arriving in realtime, mark all read.
import { test, expect } from './fixture';
import { createUser, deleteUser, makerVideos, rest, uiLogin } from './support';

test('a mention arrives in realtime, shows in the dropdown and is marked read', async ({ page }) => {
  const user = await createUser('rtnotif');
  const [video] = await makerVideos();
  let commentId: number | undefined;
  try {
    // Realtime: wait until the socket has joined the notifications namespace before anything is sent.
    const joined = new Promise<void>((resolve) =>
      page.on('websocket', (ws) =>
        ws.on('framereceived', (frame) => {
          if (String(frame.payload).startsWith('40/user-notifications,{')) resolve();
        }),
      ),
    );
    await uiLogin(page, user.username, user.password);
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toBeVisible();
    await expect(page.locator('.notification-badge')).toHaveCount(0);

    await joined;
    const created = await rest('POST', `/videos/${video.id}/comment-threads`, {
      as: 'maker',
      body: { text: `Hello @${user.username} welcome!` },
    });
    commentId = created.comment.id;

    await expect(page.locator('.notification-badge')).toHaveText('1', { timeout: 20000 });
    await bell.click();
    const dropdown = page.getByRole('dialog', { name: 'Notifications' });
    await expect(dropdown.locator('.notification-item').first()).toContainText(/mentioned you/i);
    await dropdown.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(page.locator('.notification-badge')).toHaveCount(0);
    const count = await rest('GET', '/users/me/notifications?unread=true', { as: user.username });
    expect(count.total).toBe(0);
  } finally {
    if (commentId) await rest('DELETE', `/videos/${video.id}/comments/${commentId}`, { as: 'maker', expect: 204 });
    await deleteUser(user.id);
  }
});

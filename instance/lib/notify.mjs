// Creating a notification: store it and push it on the socket, like PeerTube's notifier does.
import { formatNotification } from '../format/social.mjs';

/** Adds a notification of `type` with reference `data` for a user and emits `new-notification`. Returns the payload. */
export function pushNotification(ctx, userId, type, data) {
  const { store } = ctx;
  const now = new Date().toISOString();
  const n = { id: store.nextIds.notification++, userId, type, read: false, data, createdAt: now, updatedAt: now };
  store.notifications.push(n);
  const payload = formatNotification(store, n);
  ctx.realtime?.notify(userId, payload);
  return payload;
}

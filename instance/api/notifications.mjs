// User notifications: list (unread filter, -createdAt), mark read, mark all read.
import { invalidParam, paginate } from '../http.mjs';
import { formatNotification } from '../format/social.mjs';

/** Registers /users/me/notifications endpoints. */
export function register(router) {
  router.get('/api/v1/users/me/notifications', (r) => {
    const user = r.user();
    const unread = r.q.bool('unread');
    const sort = r.q.str('sort') ?? '-createdAt';
    if (!['-createdAt', 'createdAt'].includes(sort)) throw invalidParam('sort');
    const list = r.store.notifications.filter(
      (n) => n.userId === user.id && (unread === undefined || n.read === !unread),
    );
    list.sort((a, b) => (sort === '-createdAt' ? b.id - a.id : a.id - b.id));
    const page = paginate(list, r.q, { defaultCount: 15 });
    return { total: page.total, data: page.data.map((n) => formatNotification(r.store, n)) };
  });

  router.post('/api/v1/users/me/notifications/read', async (r) => {
    const user = r.user();
    const { ids } = await r.body();
    if (!Array.isArray(ids) || !ids.length || !ids.every(Number.isInteger))
      throw invalidParam('ids', 'body', 'markUserNotificationsRead');
    for (const n of r.store.notifications) if (n.userId === user.id && ids.includes(n.id)) n.read = true;
  });

  router.post('/api/v1/users/me/notifications/read-all', (r) => {
    const user = r.user();
    for (const n of r.store.notifications) if (n.userId === user.id) n.read = true;
  });
}

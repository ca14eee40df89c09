import type { Api } from './client';
import type { DeepPartial, ResultList, UserNotification, UserNotificationSetting } from './types';

/** A notification as the client reads it: 7.x servers omit some fields, newer ones add types this client may not know. */
export type Notification = Omit<DeepPartial<UserNotification>, 'type'> & {
  id: number;
  type: number;
  read: boolean;
  createdAt: string;
};

/** Per-type preference keys of PUT /users/me/notification-settings. */
export type NotificationSettingKey = keyof UserNotificationSetting;

/** A preference value: a bit set of web (1) and email (2). */
export type NotificationSettings = Partial<Record<NotificationSettingKey, number>>;

/** One page of notifications. */
export type NotificationPage = { total: number; data: Notification[] };

/** GET /users/me/notifications?start=0&count=0&unread=true: the unread count is the `total`. */
export async function countUnread(api: Api): Promise<number> {
  const res = await api.get<ResultList<unknown>>('/api/v1/users/me/notifications', {
    query: { start: 0, count: 0, unread: true },
  });
  return Number(res?.total) || 0;
}

/** GET /users/me/notifications: one page, newest first, optionally unread only. */
export function listNotifications(
  api: Api,
  page: { start: number; count: number; unread?: boolean },
): Promise<NotificationPage> {
  return api.get<NotificationPage>('/api/v1/users/me/notifications', {
    query: { start: page.start, count: page.count, sort: '-createdAt', unread: page.unread ? true : undefined },
  });
}

/** POST /users/me/notifications/read with the ids. */
export const markNotificationsRead = (api: Api, ids: number[]) =>
  api.post<void>('/api/v1/users/me/notifications/read', { json: { ids } });

/** POST /users/me/notifications/read-all. */
export const markAllNotificationsRead = (api: Api) => api.post<void>('/api/v1/users/me/notifications/read-all');

/** PUT /users/me/notification-settings (only the given keys change). */
export const updateNotificationSettings = (api: Api, settings: NotificationSettings) =>
  api.put<void>('/api/v1/users/me/notification-settings', { json: settings });

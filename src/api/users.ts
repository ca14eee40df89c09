import type { Api } from './client';
import type { DeepPartial, MyUser } from './types';

/** The logged-in user as the client reads it. */
export type Me = DeepPartial<MyUser> & { username: string };

/** GET /api/v1/users/me. */
export const getMe = (api: Api) => api.get<Me>('/api/v1/users/me');

/** PUT /api/v1/users/me (profile flags, languages, settings). */
export const updateMe = (api: Api, changes: Record<string, unknown>) => api.put<void>('/api/v1/users/me', { json: changes });

/** GET /api/v1/users/me/video-quota-used. */
export const getVideoQuotaUsed = (api: Api) =>
  api.get<{ videoQuotaUsed: number; videoQuotaUsedDaily: number }>('/api/v1/users/me/video-quota-used');

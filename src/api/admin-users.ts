// User administration endpoints (PeerTube's /api/v1/users, MANAGE_USERS right): typed calls only, no state.
import type { Api } from './client';
import type { Page } from './videos';

/** A user as the administration lists and reads it (PeerTube's User, the fields this client uses). */
export interface AdminUser {
  id: number;
  username: string;
  email: string;
  emailVerified?: boolean | null;
  role: { id: number; label?: string };
  videoQuota: number;
  videoQuotaDaily: number;
  videoQuotaUsed?: number;
  videoQuotaUsedDaily?: number;
  blocked?: boolean;
  blockedReason?: string | null;
  createdAt?: string;
  lastLoginDate?: string | null;
  account?: { id?: number; displayName?: string; name?: string };
}

/** What GET /api/v1/users takes: PeerTube's paging, a sort column, words in the username or email, banned or not. */
export interface UserListQuery {
  start?: number;
  count?: number;
  sort?: string;
  search?: string;
  blocked?: boolean;
}

/** POST /api/v1/users body. */
export interface UserCreate {
  username: string;
  email: string;
  password: string;
  role: number;
  videoQuota?: number;
  videoQuotaDaily?: number;
  channelName?: string;
}

/** PUT /api/v1/users/{id} body: only what changes. */
export interface UserUpdate {
  email?: string;
  emailVerified?: boolean;
  role?: number;
  videoQuota?: number;
  videoQuotaDaily?: number;
}

/** GET /api/v1/users: one page of users. */
export const listUsers = (api: Api, query: UserListQuery) =>
  api.get<Page<AdminUser>>('/api/v1/users', { query: { ...query } });

/** GET /api/v1/users/{id}. */
export const getUser = (api: Api, id: number) => api.get<AdminUser>(`/api/v1/users/${id}`);

/** POST /api/v1/users: the new user's id and account id. */
export const createUser = (api: Api, body: UserCreate) =>
  api.post<{ user: { id: number; account: { id: number } } }>('/api/v1/users', { json: body });

/** PUT /api/v1/users/{id}. */
export const updateUser = (api: Api, id: number, body: UserUpdate) =>
  api.put<void>(`/api/v1/users/${id}`, { json: body });

/** DELETE /api/v1/users/{id}: the user, their account, channels and videos. */
export const deleteUser = (api: Api, id: number) => api.del<void>(`/api/v1/users/${id}`);

/** POST /api/v1/users/{id}/block: bans the user (their sessions end) with an optional reason they receive by email. */
export const blockUser = (api: Api, id: number, reason?: string) =>
  api.post<void>(`/api/v1/users/${id}/block`, { json: reason ? { reason } : {} });

/** POST /api/v1/users/{id}/unblock. */
export const unblockUser = (api: Api, id: number) => api.post<void>(`/api/v1/users/${id}/unblock`);

/** POST /api/v1/users/ask-reset-password: the instance emails the address a link to choose a new password. */
export const askResetPassword = (api: Api, email: string) =>
  api.post<void>('/api/v1/users/ask-reset-password', { json: { email } });

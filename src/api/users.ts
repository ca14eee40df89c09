import type { Api } from './client';
import type { DeepPartial, MyUser } from './types';

/** The logged-in user as the client reads it. */
export type Me = DeepPartial<MyUser> & { username: string };

/** GET /api/v1/users/me. */
export const getMe = (api: Api) => api.get<Me>('/api/v1/users/me');

/** PUT /api/v1/users/me (profile flags, languages, settings). */
export const updateMe = (api: Api, changes: Record<string, unknown>) =>
  api.put<void>('/api/v1/users/me', { json: changes });

/** GET /api/v1/users/me/video-quota-used. */
export const getVideoQuotaUsed = (api: Api) =>
  api.get<{ videoQuotaUsed: number; videoQuotaUsedDaily: number }>('/api/v1/users/me/video-quota-used');

/** DELETE /api/v1/users/me: the account and everything it published (PeerTube refuses it for root). */
export const deleteMe = (api: Api) => api.del<void>('/api/v1/users/me');

/** POST /api/v1/users/me/avatar/pick (multipart `avatarfile`). */
export function pickAvatar(api: Api, image: Blob, fileName: string) {
  const form = new FormData();
  form.append('avatarfile', image, fileName);
  return api.upload<{ avatars: Array<{ path: string; fileUrl?: string; width: number }> }>(
    '/api/v1/users/me/avatar/pick',
    form,
  );
}

/** DELETE /api/v1/users/me/avatar. */
export const deleteAvatar = (api: Api) => api.del<void>('/api/v1/users/me/avatar');

/** What POST /users/{id}/two-factor/request answers: the secret to show and the token to confirm it with. */
export interface TwoFactorRequest {
  otpRequest: { requestToken: string; secret: string; uri: string };
}

/** POST /api/v1/users/{id}/two-factor/request (the current password proves it is the person). */
export const requestTwoFactor = (api: Api, userId: number, currentPassword: string) =>
  api.post<TwoFactorRequest>(`/api/v1/users/${userId}/two-factor/request`, { json: { currentPassword } });

/** POST /api/v1/users/{id}/two-factor/confirm-request with a code from the authenticator app. */
export const confirmTwoFactor = (api: Api, userId: number, requestToken: string, otpToken: string) =>
  api.post<void>(`/api/v1/users/${userId}/two-factor/confirm-request`, { json: { requestToken, otpToken } });

/** POST /api/v1/users/{id}/two-factor/disable. */
export const disableTwoFactor = (api: Api, userId: number, currentPassword: string) =>
  api.post<void>(`/api/v1/users/${userId}/two-factor/disable`, { json: { currentPassword } });

/** GET /api/v1/users/scoped-tokens: the token of the personal feeds. */
export const getFeedToken = (api: Api) => api.get<{ feedToken: string }>('/api/v1/users/scoped-tokens');

/** POST /api/v1/users/scoped-tokens: a new feed token (old feed URLs stop working). */
export const renewFeedToken = (api: Api) => api.post<{ feedToken: string }>('/api/v1/users/scoped-tokens');

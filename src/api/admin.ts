import type { Api } from './client';
import type { Page } from './videos';

/** PeerTube's abuse (report) states. */
export const AbuseState = { pending: 1, rejected: 2, accepted: 3 } as const;

/** An abuse report as the moderation page lists it. */
export interface Abuse {
  id: number;
  reason?: string;
  state?: { id?: number; label?: string };
  moderationComment?: string;
  createdAt?: string;
  reporterAccount?: { displayName?: string; nameWithHost?: string } | null;
  flaggedAccount?: { displayName?: string; nameWithHost?: string } | null;
  video?: { name?: string; uuid?: string; shortUUID?: string } | null;
}

/** GET /api/v1/abuses (needs the manage-abuses right); `state` keeps one state only. */
export const listAbuses = (api: Api, query: { start?: number; count?: number; sort?: string; state?: number } = {}) =>
  api.get<Page<Abuse>>('/api/v1/abuses', { query: { sort: '-createdAt', count: 25, ...query } });

/** PUT /api/v1/abuses/{id}: a new state and/or a comment only the moderation team sees. */
export const updateAbuse = (api: Api, id: number, body: { state?: number; moderationComment?: string }) =>
  api.put<void>(`/api/v1/abuses/${id}`, { json: body });

/** A video block (PeerTube's VideoBlacklist): type 1 manual, 2 automatic (needs review). */
export interface VideoBlock {
  id: number;
  reason?: string | null;
  type?: number;
  unfederated?: boolean;
  createdAt?: string;
  video: { id: number; uuid?: string; shortUUID?: string; name?: string; channel?: { displayName?: string } };
}

/** GET /api/v1/videos/blacklist (needs the manage-video-blacklist right). */
export const listVideoBlocks = (
  api: Api,
  query: { type?: number; search?: string; start?: number; count?: number } = {},
) => api.get<Page<VideoBlock>>('/api/v1/videos/blacklist', { query: { sort: '-createdAt', count: 25, ...query } });

/** DELETE /api/v1/videos/{id}/blacklist: unblocks the video. */
export const unblockVideo = (api: Api, videoId: number | string) =>
  api.del<void>(`/api/v1/videos/${videoId}/blacklist`);

/** PeerTube's registration request states. */
export const RegistrationState = { pending: 1, rejected: 2, accepted: 3 } as const;

/** A registration request (signup with approval). */
export interface Registration {
  id: number;
  state?: { id?: number; label?: string };
  registrationReason?: string;
  moderationResponse?: string | null;
  username: string;
  email?: string;
  emailVerified?: boolean | null;
  accountDisplayName?: string;
  createdAt?: string;
}

/** GET /api/v1/users/registrations (needs the manage-registrations right). */
export const listRegistrations = (
  api: Api,
  query: { start?: number; count?: number; sort?: string; search?: string } = {},
) => api.get<Page<Registration>>('/api/v1/users/registrations', { query: { sort: '-createdAt', count: 25, ...query } });

/** POST /api/v1/users/registrations/{id}/accept or …/reject, with the response sent to the person. */
export const decideRegistration = (api: Api, id: number, decision: 'accept' | 'reject', moderationResponse: string) =>
  api.post<void>(`/api/v1/users/registrations/${id}/${decision}`, { json: { moderationResponse } });

/** DELETE /api/v1/users/registrations/{id} (the user account, if any, stays). */
export const deleteRegistration = (api: Api, id: number) => api.del<void>(`/api/v1/users/registrations/${id}`);

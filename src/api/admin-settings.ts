// The settings section's endpoints: the instance's follows (/api/v1/server/following|followers), the instance
// homepage (/api/v1/custom-pages/homepage/instance) and the instance avatar and banner (/api/v1/config/instance-*).
import type { Api } from './client';
import type { Page } from './videos';

/** An actor in a server follow (an instance's `peertube` actor, a channel or an account). */
export interface FollowActor {
  id?: number;
  name?: string;
  host?: string;
  url?: string;
}

/** Where a follow stands. */
export type FollowState = 'pending' | 'accepted' | 'rejected';

/** A follow between this instance and another actor. */
export interface Follow {
  id: number;
  follower: FollowActor;
  following: FollowActor;
  score?: number;
  state?: FollowState;
  createdAt?: string;
}

/** What the follow lists take: PeerTube's paging, sort, words in the host or name, and a state. */
export interface FollowQuery {
  start?: number;
  count?: number;
  sort?: string;
  search?: string;
  state?: FollowState;
}

/** GET /api/v1/server/followers or /following: who follows this instance, or whom it follows (public). */
export const listFollows = (api: Api, direction: 'followers' | 'following', query: FollowQuery = {}) =>
  api.get<Page<Follow>>(`/api/v1/server/${direction}`, { query: { ...query } });

/** POST /api/v1/server/following: follow instances (`hosts`) and channels or accounts (`handles`); 204, the rest runs in a job. */
export const followActors = (api: Api, body: { hosts: string[]; handles: string[] }) =>
  api.post<void>('/api/v1/server/following', { json: body });

/** DELETE /api/v1/server/following/{hostOrHandle}. */
export const unfollow = (api: Api, hostOrHandle: string) =>
  api.del<void>(`/api/v1/server/following/${encodeURIComponent(hostOrHandle)}`);

/** POST /api/v1/server/followers/{handle}/accept or …/reject. */
export const decideFollower = (api: Api, handle: string, decision: 'accept' | 'reject') =>
  api.post<void>(`/api/v1/server/followers/${encodeURIComponent(handle)}/${decision}`);

/** DELETE /api/v1/server/followers/{handle}. */
export const removeFollower = (api: Api, handle: string) =>
  api.del<void>(`/api/v1/server/followers/${encodeURIComponent(handle)}`);

/** PUT /api/v1/custom-pages/homepage/instance (an empty content turns the homepage off). */
export const updateHomepage = (api: Api, content: string) =>
  api.put<void>('/api/v1/custom-pages/homepage/instance', { json: { content } });

/** The instance's images. */
export type InstanceImageKind = 'avatar' | 'banner';

/** POST /api/v1/config/instance-{avatar|banner}/pick (multipart avatarfile / bannerfile); 204. */
export function pickInstanceImage(api: Api, kind: InstanceImageKind, image: Blob, fileName: string) {
  const form = new FormData();
  form.append(`${kind}file`, image, fileName);
  return api.upload<void>(`/api/v1/config/instance-${kind}/pick`, form);
}

/** DELETE /api/v1/config/instance-{avatar|banner}. */
export const deleteInstanceImage = (api: Api, kind: InstanceImageKind) =>
  api.del<void>(`/api/v1/config/instance-${kind}`);

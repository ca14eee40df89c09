import type { Me } from '../api/users';

/** User rights the shell checks (PeerTube's UserRight values). */
export const Right = {
  manageUsers: 1,
  manageServerFollow: 2,
  manageAbuses: 6,
  manageConfiguration: 8,
  manageVideoBlacklist: 12,
  manageAnyVideoComment: 16,
  seeAllVideos: 20,
  managePlugins: 23,
  manageRegistrations: 28,
} as const;

/** Role ids: 0 administrator, 1 moderator, 2 user. */
export const Role = { administrator: 0, moderator: 1, user: 2 } as const;

// As PeerTube's moderator role, for the pages this client has.
const MODERATOR_RIGHTS: number[] = [Right.manageUsers, Right.seeAllVideos, Right.manageAbuses, Right.manageVideoBlacklist, Right.manageRegistrations, Right.manageAnyVideoComment];

/** Whether the user has a right; rights follow the role (administrator: all; moderator: MODERATOR_RIGHTS). */
export function hasRight(user: Pick<Me, 'role'> | null | undefined, right: number): boolean {
  const role = user?.role?.id;
  if (role === Role.administrator) return true;
  if (role === Role.moderator) return MODERATOR_RIGHTS.includes(right);
  return false;
}

/** Upload is disabled when either quota is zero. */
export function uploadDisabled(user: Pick<Me, 'videoQuota' | 'videoQuotaDaily'>): boolean {
  return user.videoQuota === 0 || user.videoQuotaDaily === 0;
}

import type { Me } from '../api/users';

/** User rights the shell checks (PeerTube's UserRight values). */
export const Right = {
  manageConfiguration: 8,
  manageAbuses: 6,
  seeAllVideos: 20,
} as const;

/** Role ids: 0 administrator, 1 moderator, 2 user. */
export const Role = { administrator: 0, moderator: 1, user: 2 } as const;

const MODERATOR_RIGHTS: number[] = [Right.seeAllVideos, Right.manageAbuses];

/** Whether the user has a right; rights follow the role (administrator: all; moderator: see-all-videos and manage-abuses). */
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

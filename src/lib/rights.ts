import type { Me } from '../api/users';

/** User rights the shell checks (PeerTube's UserRight values). */
export const Right = {
  manageUsers: 1,
  manageServerFollow: 2,
  manageLogs: 3,
  manageDebug: 4,
  manageAbuses: 6,
  manageJobs: 7,
  manageConfiguration: 8,
  manageInstanceCustomPage: 9,
  manageAccountsBlocklist: 10,
  manageServersBlocklist: 11,
  manageVideoBlacklist: 12,
  manageAnyVideoChannel: 13,
  removeAnyVideo: 14,
  removeAnyVideoPlaylist: 15,
  manageAnyVideoComment: 16,
  updateAnyVideo: 17,
  seeAllVideos: 20,
  seeAllComments: 21,
  managePlugins: 23,
  manageVideoFiles: 25,
  runVideoTranscoding: 26,
  manageRegistrations: 28,
  manageRunners: 29,
  manageInstanceWatchedWords: 32,
  manageInstanceAutoTags: 33,
} as const;

/** Role ids: 0 administrator, 1 moderator, 2 user. */
export const Role = { administrator: 0, moderator: 1, user: 2 } as const;

// PeerTube 7's moderator role (packages/core-utils/src/users/user-role.ts).
const MODERATOR_RIGHTS: number[] = [
  Right.manageVideoBlacklist,
  Right.manageAbuses,
  Right.manageAnyVideoChannel,
  Right.removeAnyVideo,
  Right.removeAnyVideoPlaylist,
  Right.manageAnyVideoComment,
  Right.updateAnyVideo,
  Right.seeAllVideos,
  Right.manageAccountsBlocklist,
  Right.manageServersBlocklist,
  Right.manageUsers,
  Right.seeAllComments,
  Right.manageRegistrations,
  Right.manageInstanceWatchedWords,
  Right.manageInstanceAutoTags,
];

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

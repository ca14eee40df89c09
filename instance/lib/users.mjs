// Creating users (registration and test control) and the figures derived from a user.
import { SEED_PASSWORD } from '../seed/actors.mjs';
import { EPOCH } from '../seed/time.mjs';
import { shortUUID } from './ids.mjs';

/** Default notification settings of a new user (PeerTube defaults, fixtures/users-me-root.json). */
export const DEFAULT_NOTIFICATION_SETTINGS = {
  newCommentOnMyVideo: 1,
  newVideoFromSubscription: 1,
  abuseAsModerator: 3,
  videoAutoBlacklistAsModerator: 3,
  blacklistOnMyVideo: 3,
  myVideoPublished: 1,
  myVideoImportFinished: 1,
  newUserRegistration: 1,
  commentMention: 1,
  newFollow: 1,
  newInstanceFollower: 1,
  autoInstanceFollowing: 1,
  abuseNewMessage: 3,
  abuseStateChange: 3,
  newPeerTubeVersion: 3,
  myVideoStudioEditionFinished: 1,
  myVideoTranscriptionGenerated: 1,
  newPluginVersion: 1,
};

/** Creates a user with its account and default channel; `fields` override user defaults. */
export function createUser(
  store,
  { username, password = SEED_PASSWORD, email, displayName, role = 2, channelName, channelDisplayName, ...fields },
) {
  const now = new Date().toISOString();
  const id = store.nextIds.user++;
  const accountId = store.nextIds.account++;
  const user = {
    id,
    username,
    password,
    email: email ?? `${username}@example.com`,
    role,
    videoQuota: store.config().user.videoQuota,
    videoQuotaDaily: store.config().user.videoQuotaDaily,
    twoFactorEnabled: false,
    videoLanguages: null,
    noWelcomeModal: role !== 0,
    noInstanceConfigWarningModal: role !== 0,
    noAccountSetupWarningModal: false,
    theme: 'instance-default',
    nsfwPolicy: 'do_not_list',
    autoPlayVideo: true,
    autoPlayNextVideo: false,
    autoPlayNextVideoPlaylist: true,
    p2pEnabled: true,
    videosHistoryEnabled: true,
    emailVerified: true,
    accountId,
    createdAt: now,
    lastLoginDate: null,
    adminFlags: 0,
    ...fields,
  };
  store.users.push(user);
  store.accounts.push({
    id: accountId,
    name: username,
    host: null,
    userId: id,
    displayName: displayName ?? username,
    description: null,
    avatar: false,
    createdAt: now,
    updatedAt: now,
    followersCount: 0,
    followingCount: 0,
  });
  store.channels.push({
    id: store.nextIds.channel++,
    name: channelName ?? `${username}_channel`,
    host: null,
    accountId,
    displayName: channelDisplayName ?? `Main ${username} channel`,
    description: null,
    support: null,
    avatar: false,
    banner: false,
    createdAt: now,
    updatedAt: now,
    followersCount: 0,
    followingCount: 0,
  });
  const uuid = globalThis.crypto.randomUUID();
  store.playlists.push({
    id: Math.max(...store.playlists.filter((p) => !p.host).map((p) => p.id)) + 1,
    uuid,
    shortUUID: shortUUID(uuid),
    host: null,
    accountId,
    channelId: null,
    displayName: 'Watch later',
    description: null,
    privacy: 3,
    type: 2,
    createdAt: now,
    updatedAt: now,
    elements: [],
  });
  store.reindex();
  return user;
}

/** Local videos owned by a user (all privacies). */
export function videosOfUser(store, user) {
  const channelIds = new Set(store.channels.filter((c) => c.accountId === user.accountId).map((c) => c.id));
  return store.videos.filter((v) => channelIds.has(v.channelId));
}

/** `{ videoQuotaUsed, videoQuotaUsedDaily }` (bytes of the user's videos; daily = last 24 h before the seed epoch). */
export function quotaUsed(store, user) {
  const videos = videosOfUser(store, user);
  const used = user.videoQuotaUsedOverride ?? videos.reduce((s, v) => s + v.size, 0);
  const daily = videos.filter((v) => EPOCH - Date.parse(v.publishedAt) < 86_400_000).reduce((s, v) => s + v.size, 0);
  return { videoQuotaUsed: used, videoQuotaUsedDaily: daily };
}

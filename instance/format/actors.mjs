// Account and channel JSON, shaped like fixtures/accounts-*.json and video-channels-*.json.
import { avatars, banners } from './images.mjs';

/** The `host` field: this instance's host for local actors. */
export const hostOf = (store, actor) => actor.host ?? store.host;

/** Absolute ActivityPub-ish URL of an actor (`accounts` or `video-channels`). */
export function actorUrl(store, kind, actor) {
  return actor.host ? `https://${actor.host}/${kind}/${actor.name}` : `${store.origin}/${kind}/${actor.name}`;
}

/** Full Account (GET /accounts/{name}). */
export function formatAccount(store, a) {
  return {
    url: actorUrl(store, 'accounts', a),
    name: a.name,
    host: hostOf(store, a),
    avatars: avatars(store, 'account', a),
    id: a.id,
    hostRedundancyAllowed: false,
    followingCount: a.followingCount,
    followersCount: a.followersCount,
    createdAt: a.createdAt,
    displayName: a.displayName,
    description: a.description,
    updatedAt: a.updatedAt,
    userId: a.userId,
  };
}

/** Full VideoChannel with ownerAccount (GET /video-channels/{handle}). */
export function formatChannel(store, c) {
  return {
    url: actorUrl(store, 'video-channels', c),
    name: c.name,
    host: hostOf(store, c),
    avatars: avatars(store, 'channel', c),
    id: c.id,
    hostRedundancyAllowed: false,
    followingCount: c.followingCount,
    followersCount: c.followersCount,
    createdAt: c.createdAt,
    banners: banners(store, c),
    displayName: c.displayName,
    description: c.description,
    support: c.support,
    isLocal: !c.host,
    updatedAt: c.updatedAt,
    ownerAccount: formatAccount(store, store.accountById(c.accountId)),
  };
}

/** Channel as listed in MyUser.videoChannels (no ownerAccount). */
export function formatOwnChannel(store, c) {
  const { ownerAccount, ...rest } = formatChannel(store, c);
  return rest;
}

/** AccountSummary as embedded in videos. */
export function accountSummary(store, a) {
  return {
    id: a.id,
    displayName: a.displayName,
    name: a.name,
    url: actorUrl(store, 'accounts', a),
    host: hostOf(store, a),
    avatars: avatars(store, 'account', a),
  };
}

/** VideoChannelSummary as embedded in videos. */
export function channelSummary(store, c) {
  return {
    id: c.id,
    name: c.name,
    displayName: c.displayName,
    url: actorUrl(store, 'video-channels', c),
    host: hostOf(store, c),
    avatars: avatars(store, 'channel', c),
  };
}

/** ActorInfo as embedded in notifications. */
export function actorInfo(store, actor, kind = 'account') {
  return {
    id: actor.id,
    displayName: actor.displayName,
    name: actor.name,
    host: hostOf(store, actor),
    avatars: avatars(store, kind, actor),
  };
}

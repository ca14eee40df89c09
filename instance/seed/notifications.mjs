// Seeded user notifications of every PeerTube type (1..22), stored as references that
// instance/format/notifications.mjs turns into UserNotification payloads at read time.
import { ago } from './time.mjs';

/** All notification types of the 8.1 UserNotificationType enum. */
export const NOTIFICATION_TYPES = Array.from({ length: 22 }, (_, i) => i + 1);

/** Reference data for one notification of `type`; `n` varies which video/comment/account is used. */
export function notificationData(type, world, n = 0) {
  const listed = world.videos.filter((v) => v.host === null && v.privacy === 1 && !v.blacklisted && !v.isLive);
  const video = listed[n % listed.length];
  const live = world.videos.find((v) => v.isLive && v.state === 1) ?? video;
  const comment = world.comments[n % world.comments.length];
  const local = world.accounts.filter((a) => a.host === null);
  const remote = world.accounts.filter((a) => a.host !== null);
  const hostile = local.find((a) => a.name === 'mallory');
  switch (type) {
    case 1:
    case 5:
    case 6:
    case 19:
      return { videoId: video.id };
    case 21:
      return { videoId: live.id };
    case 2:
    case 11:
      return { commentId: comment.id };
    case 3:
    case 15:
      return { abuse: { id: 100 + n, state: type === 15 ? 3 : 1, videoId: video.id } };
    case 16:
      return { abuse: { id: 100 + n, state: 1, commentId: comment.id } };
    case 4:
    case 12:
      return { blacklist: { id: 200 + n, videoId: video.id } };
    case 7:
      return {
        videoImport: {
          id: 300 + n,
          videoId: video.id,
          targetUri: `https://videos.example.org/w/${n}`,
          torrentName: null,
          magnetUri: null,
        },
      };
    case 8:
      return {
        videoImport: {
          id: 300 + n,
          videoId: null,
          targetUri: null,
          torrentName: `<script>alert(${n})</script>.torrent`,
          magnetUri: null,
        },
      };
    case 9:
      return { accountId: (n % 3 === 0 ? hostile : local[n % local.length]).id };
    case 10:
      return {
        follow: {
          id: 400 + n,
          state: 'accepted',
          followerAccountId: (n % 4 === 0 ? hostile : local[n % local.length]).id,
          following: { type: 'channel', channelId: world.channels[n % 3].id },
        },
      };
    case 13:
      return {
        follow: {
          id: 400 + n,
          state: n % 2 ? 'accepted' : 'pending',
          followerAccountId: remote[n % remote.length].id,
          following: { type: 'instance' },
        },
      };
    case 14:
      return {
        follow: {
          id: 400 + n,
          state: 'accepted',
          followerAccountId: null,
          following: { type: 'instance', host: remote[n % remote.length].host },
        },
      };
    case 17:
      return {
        plugin: {
          name: n % 2 ? 'peertube-plugin-hello-world' : 'peertube-theme-dark',
          type: n % 2 ? 1 : 2,
          latestVersion: `2.${n % 10}.0`,
        },
      };
    case 18:
      return { peertube: { latestVersion: '8.2.0' } };
    case 20:
      return { registration: { id: 500 + n, username: n % 3 ? `newcomer${n}` : '<img src=x onerror=alert(1)>' } };
    case 22:
      return { caption: { id: 600 + n, language: n % 2 ? 'fr' : 'en', videoId: video.id } };
    default:
      throw new Error(`Unknown notification type ${type}`);
  }
}

// [username, how many, how many of the oldest are read]
const PLAN = [
  ['alice', 132, 10],
  ['root', 44, 30],
  ['maker', 22, 0],
  ['moderator', 22, 22],
  ['noupload', 5, 2],
  ['carol', 3, 0],
  ['mallory', 2, 0],
];

/** Builds the seeded notifications; ids grow with time so -createdAt order equals -id order. */
export function seedNotifications(users, world) {
  const all = [];
  for (const [username, count, readCount] of PLAN) {
    const user = users.find((u) => u.username === username);
    for (let i = 0; i < count; i++) {
      const type = NOTIFICATION_TYPES[i % NOTIFICATION_TYPES.length];
      all.push({
        userId: user.id,
        type,
        read: i < readCount,
        data: notificationData(type, world, i),
        order: i,
        minutesAgo: (count - i) * 37,
      });
    }
  }
  all.sort((a, b) => b.minutesAgo - a.minutesAgo || a.userId - b.userId);
  return all.map(({ minutesAgo, order, ...n }, i) => ({
    id: i + 1,
    ...n,
    createdAt: ago(minutesAgo),
    updatedAt: ago(minutesAgo),
  }));
}

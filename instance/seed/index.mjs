// Assembles the whole deterministic seed (plain data, no origin-dependent values).
import { seedActors } from './actors.mjs';
import { seedVideos } from './videos.mjs';
import { seedComments, seedPlaylists, SUBSCRIPTIONS, RATINGS, HISTORY } from './social.mjs';
import { seedVidiverse } from './vidiverse.mjs';
import { seedNotifications } from './notifications.mjs';
import { ago } from './time.mjs';

/** Builds a fresh copy of every seeded collection. */
export function buildSeed() {
  const { users, accounts, channels } = seedActors();
  const videos = seedVideos(channels);
  const remote = seedVidiverse();
  const comments = seedComments(videos, accounts);
  const playlists = seedPlaylists(accounts, channels, videos);
  const world = {
    accounts: [...accounts, ...remote.accounts],
    channels: [...channels, ...remote.channels],
    videos: [...videos, ...remote.videos],
    comments,
    playlists: [...playlists, ...remote.playlists],
  };
  const notifications = seedNotifications(users, world);
  const listed = videos.filter((v) => v.privacy === 1 && !v.blacklisted);
  const userId = (name) => users.find((u) => u.username === name).id;
  const channelByHandle = (h) => {
    const [name, host = null] = h.split('@');
    return world.channels.find((c) => c.name === name && c.host === host);
  };
  const subscriptions = SUBSCRIPTIONS.map(([u, handle, min]) => ({
    userId: userId(u),
    channelId: channelByHandle(handle).id,
    createdAt: ago(min),
  }));
  const ratings = RATINGS.map(([u, i, rating]) => ({ userId: userId(u), videoId: listed[i].id, rating }));
  const history = HISTORY.map(([u, i, currentTime, min]) => ({
    userId: userId(u),
    videoId: listed[i].id,
    currentTime,
    viewedAt: ago(min),
  }));
  // Followers follow from subscriptions, as in PeerTube.
  for (const s of subscriptions) {
    world.channels.find((c) => c.id === s.channelId).followersCount++;
    accounts.find((a) => a.userId === s.userId).followingCount++;
  }
  return { users, ...world, notifications, subscriptions, ratings, history, registrations: [] };
}

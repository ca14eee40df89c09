// Seeded comments, playlists, subscriptions, ratings and watch history.
import { prng, uuidFrom } from '../lib/ids.mjs';
import { ago } from './time.mjs';

const COMMENTS = [
  ['alice', 'Nice video @maker! Thanks for sharing.'],
  ['bob', 'Great, I learned a lot.'],
  ['mallory', '<img src=x onerror=alert(1)> <script>alert("comment")</script> [link](javascript:alert(1))'],
  ['carol', 'Très intéressant, merci !'],
  ['moderator', 'Please keep the discussion civil.'],
];

/** Builds comment threads (with replies) on the first public videos of each channel. */
export function seedComments(videos, accounts) {
  const byName = (n) => accounts.find((a) => a.name === n);
  const comments = [];
  const targets = videos.filter((v) => v.privacy === 1 && !v.blacklisted && v.commentsEnabled).slice(0, 12);
  targets.forEach((video, vi) => {
    const threads = 1 + (vi % 3);
    for (let t = 0; t < threads; t++) {
      const [author, text] = COMMENTS[(vi + t) % COMMENTS.length];
      const id = comments.length + 1;
      const createdAt = ago(60 * (500 - vi * 30 - t * 5));
      comments.push({
        id,
        videoId: video.id,
        threadId: id,
        inReplyToCommentId: null,
        accountId: byName(author).id,
        text,
        createdAt,
        updatedAt: createdAt,
        deletedAt: null,
      });
      // The first thread of every other video gets a reply chain (reply, reply to reply).
      if (t === 0 && vi % 2 === 0) {
        const r1 = comments.length + 1;
        comments.push({
          id: r1,
          videoId: video.id,
          threadId: id,
          inReplyToCommentId: id,
          accountId: byName('maker').id,
          text: `@${author} thank you!`,
          createdAt: ago(60 * (499 - vi * 30)),
          updatedAt: ago(60 * (499 - vi * 30)),
          deletedAt: null,
        });
        comments.push({
          id: r1 + 1,
          videoId: video.id,
          threadId: id,
          inReplyToCommentId: r1,
          accountId: byName(author).id,
          text: 'You are welcome :)',
          createdAt: ago(60 * (498 - vi * 30)),
          updatedAt: ago(60 * (498 - vi * 30)),
          deletedAt: null,
        });
      }
    }
  });
  return comments;
}

/** Builds playlists: a private "Watch later" per account plus public/unlisted/private regular ones. */
export function seedPlaylists(accounts, channels, videos) {
  const rand = prng(7);
  const listed = videos.filter((v) => v.privacy === 1 && !v.blacklisted);
  const playlists = [];
  const add = (accountName, displayName, privacy, type, videoIds, channelName, description = null) => {
    const account = accounts.find((a) => a.name === accountName);
    const id = playlists.length + 1;
    const createdAt = ago(60 * 24 * (200 - id * 3));
    playlists.push({
      id,
      uuid: uuidFrom(rand),
      host: null,
      accountId: account.id,
      channelId: channelName ? channels.find((c) => c.name === channelName).id : null,
      displayName,
      description,
      privacy,
      type,
      createdAt,
      updatedAt: createdAt,
      elements: videoIds.map((videoId, i) => ({
        id: id * 1000 + i + 1,
        videoId,
        startTimestamp: i === 1 ? 10 : null,
        stopTimestamp: null,
      })),
    });
  };
  for (const a of accounts)
    add(a.name, 'Watch later', 3, 2, a.name === 'alice' ? listed.slice(0, 3).map((v) => v.id) : []);
  add(
    'maker',
    'Best of Maker',
    1,
    1,
    listed
      .filter((v) => v.channelId >= 3 && v.channelId <= 5)
      .slice(0, 8)
      .map((v) => v.id),
    'maker_films',
    'My **favourite** videos.',
  );
  add(
    'maker',
    'Music marathon',
    1,
    1,
    listed.filter((v) => v.channelId === 4).map((v) => v.id),
    'maker_music',
    'All the music in one go.',
  );
  add(
    'maker',
    'Unlisted picks',
    2,
    1,
    listed.slice(10, 14).map((v) => v.id),
    'maker_films',
    'Shared by link only.',
  );
  add(
    'alice',
    'Alice favourites',
    1,
    1,
    listed.filter((_, i) => i % 7 === 0).map((v) => v.id),
    'alice_channel',
    'Things I liked.',
  );
  add(
    'alice',
    'Alice private list',
    3,
    1,
    listed.slice(20, 23).map((v) => v.id),
    null,
    'Only for me.',
  );
  add(
    'root',
    'Instance highlights',
    1,
    1,
    listed.filter((v) => v.channelId === 1).map((v) => v.id),
    'root_channel',
    'Start here.',
  );
  add(
    'moderator',
    'Recettes préférées',
    1,
    1,
    listed.filter((v) => v.channelId === 2).map((v) => v.id),
    'cuisine_fr',
    'Crème de la crème.',
  );
  add(
    'mallory',
    '<img src=x onerror=alert(1)> playlist',
    1,
    1,
    listed.filter((v) => v.channelId === 10).map((v) => v.id),
    'mallory_channel',
    '<script>alert(1)</script>',
  );
  add('bob', 'Empty playlist', 1, 1, [], 'bob_channel', 'Nothing here yet.');
  return playlists;
}

/** Subscriptions as [username, channel handle (name or name@remote-host), minutes ago]. */
export const SUBSCRIPTIONS = [
  ['alice', 'maker_films', 600],
  ['alice', 'maker_music', 550],
  ['alice', 'root_channel', 500],
  ['alice', 'cuisine_fr', 450],
  ['alice', 'open_science@videos.example.org', 400],
  ['bob', 'maker_science', 300],
  ['carol', 'cuisine_fr', 200],
  ['maker', 'root_channel', 100],
  ['root', 'maker_films', 50],
];

/** Ratings as [username, video index in the listed videos, rating]. */
export const RATINGS = [
  ['alice', 0, 'like'],
  ['alice', 1, 'dislike'],
  ['alice', 2, 'like'],
  ['bob', 0, 'like'],
];

/** Watch history as [username, listed video index, currentTime seconds, minutes ago]. */
export const HISTORY = [
  ['alice', 0, 30, 20],
  ['alice', 3, 120, 200],
  ['alice', 5, 4, 2000],
  ['alice', 8, 60, 5000],
  ['bob', 1, 10, 100],
];

// State of the instance's content moderation: the server account's watched-words lists (and the automatic tags they
// give videos and comments), the instance-wide blocklist, and which video files an administrator removed or is
// transcoding again. Kept per seed: POST /__test/reset replaces store.users, so keying on it starts over with the rest.
import { fail } from '../http.mjs';
import { ago } from '../seed/time.mjs';

/** PeerTube 7's UserRight values this area checks. */
export const RIGHT = {
  manageAccountsBlocklist: 10,
  manageServersBlocklist: 11,
  manageVideoBlacklist: 12,
  removeAnyVideo: 14,
  manageAnyVideoComment: 16,
  seeAllVideos: 20,
  seeAllComments: 21,
  manageVideoFiles: 25,
  runVideoTranscoding: 26,
  manageInstanceWatchedWords: 32,
  manageInstanceAutoTags: 33,
};

// The moderator role's rights (packages/core-utils/src/users/user-role.ts) among those above.
const MODERATOR = new Set([10, 11, 12, 14, 16, 20, 21, 32, 33]);

/** Whether a user has a right (administrators: all). */
export const hasRight = (user, right) => user?.role === 0 || (user?.role === 1 && MODERATOR.has(right));

/** PeerTube's ensureUserHasRight: 403 naming the user, the right and the router-relative path. */
export function needRight(user, right, path) {
  if (!hasRight(user, right))
    throw fail(403, `User ${user.username} does not have right ${right} to access to ${path}.`);
}

/** The watched-words limits (CONSTRAINTS_FIELDS.WATCHED_WORDS). */
export const WATCHED_WORDS = { listName: [1, 100], words: [1, 500], word: [1, 100] };

const areas = new WeakMap();

/** This seed's state of the area. */
export function contentArea(store) {
  let state = areas.get(store.users);
  if (!state) {
    state = {
      // One seeded list, so the tag filters have something to show from the start.
      lists: [
        {
          id: 1,
          listName: 'spam-words',
          words: ['buy now', 'free money'],
          createdAt: ago(60 * 24 * 10),
          updatedAt: ago(60 * 24 * 10),
        },
      ],
      nextListId: 2,
      blocks: [],
      transcoding: new Set(),
    };
    areas.set(store.users, state);
  }
  return state;
}

const escape = (word) => word.trim().replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');

/** PeerTube's wordsToRegExp: any of the words, not inside another word, case-insensitive. */
export const wordsRegExp = (words) => new RegExp(`(?:\\P{L}|^)(?:${words.map(escape).join('|')})(?=\\P{L}|$)`, 'iu');

/**
 * The automatic tags of a text: each watched-words list with a word in it, and `external-link` for a link to another
 * host. PeerTube computes them when the video or comment is saved; here they follow the current lists.
 */
export function automaticTags(store, ...texts) {
  const text = texts.filter(Boolean).join('\n');
  const tags = contentArea(store)
    .lists.filter((l) => l.words.length && wordsRegExp(l.words).test(text))
    .map((l) => l.listName);
  const links = text.match(/https?:\/\/[^\s<>"')\]]+/g) ?? [];
  if (
    links.some((url) => {
      try {
        return !store.isLocalHost(new URL(url).host);
      } catch {
        return false;
      }
    })
  )
    tags.push('external-link');
  return [...new Set(tags)];
}

/** Whether the instance muted an account (`blockedOwner`) or its server (`blockedServer`). */
export function instanceMuted(store, accountId) {
  const account = store.accountById(accountId);
  const { blocks } = contentArea(store);
  return {
    account: blocks.some((b) => b.accountId === accountId),
    server: !!account?.host && blocks.some((b) => b.host === account.host),
  };
}

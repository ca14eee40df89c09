// PeerTube 7.0's field rules (server/core/initializers/constants.ts, CONSTRAINTS_FIELDS), as facts: the client checks
// the same limits before sending, so people see the rule on the field instead of a 400 after a long upload.

/** Length and count limits of PeerTube's fields. */
export const LIMITS = {
  user: {
    displayName: [1, 120],
    description: [3, 1000],
    username: [1, 50],
    password: [6, 255],
    blockedReason: [3, 250],
  },
  channel: { displayName: [1, 120], description: [3, 1000], support: [3, 1000], name: [1, 50] },
  video: {
    name: [3, 120],
    description: [3, 10000],
    support: [3, 1000],
    tags: [0, 5],
    tag: [2, 30],
    password: [2, 100],
  },
  playlist: { displayName: [1, 120], description: [3, 1000] },
  abuse: { reason: [2, 3000], message: [2, 3000], moderationComment: [2, 3000] },
  registration: { reason: [2, 3000], moderationResponse: [2, 3000] },
  comment: { text: [1, 10000] },
  blacklist: { reason: [2, 300] },
  chapter: { title: [1, 100] },
  watchedWords: { listName: [1, 100], words: [1, 500], word: [1, 100] },
  studio: { tasks: [1, 10] },
} as const;

/** File rules: allowed extensions and the largest size in bytes. */
export const FILES = {
  caption: { ext: ['.vtt', '.srt'], max: 20 * 1024 * 1024 },
  torrent: { ext: ['.torrent'], max: 200 * 1024 },
  videoImage: { ext: ['.png', '.jpg', '.jpeg', '.webp'], max: 4 * 1024 * 1024 },
  playlistImage: { ext: ['.jpg', '.jpeg'], max: 4 * 1024 * 1024 },
  actorImage: { ext: ['.png', '.jpeg', '.jpg', '.gif', '.webp'], max: 4 * 1024 * 1024 },
} as const;

/** Actor (channel / account) handle names: what PeerTube accepts in a URL. */
export const ACTOR_NAME = /^[a-zA-Z0-9\-_.:]+$/;
/** Usernames additionally may not contain ':'. */
export const USERNAME = /^[a-z0-9._]+$/;

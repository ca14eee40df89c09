// Seeded users, their accounts and channels. Passwords are documented in instance/README.md.
import { ago } from './time.mjs';

/** Password of every seeded user. */
export const SEED_PASSWORD = 'password';
/** The fixed one-time code accepted for users with two-factor enabled. */
export const SEED_OTP = '123456';

const HOSTILE_NAME = '<img src=x onerror=alert(1)> Mallory';

// [username, role, extra user fields, account fields, channels]
const USERS = [
  [
    'root',
    0,
    { email: 'admin@example.com', noWelcomeModal: false, noInstanceConfigWarningModal: false },
    { displayName: 'root', description: 'The administrator of this **local** instance.', avatar: true },
    [['root_channel', 'Main root channel', 'Announcements from the administrator.']],
  ],
  [
    'moderator',
    1,
    { noWelcomeModal: true, noInstanceConfigWarningModal: true, noAccountSetupWarningModal: true },
    { displayName: 'Mod Erator', description: 'I keep things tidy.', avatar: true },
    [['cuisine_fr', 'Cuisine française', 'Recettes, crème brûlée et pâtisserie.']],
  ],
  [
    'maker',
    2,
    { noAccountSetupWarningModal: true, videoLanguages: null },
    { displayName: 'Maker Studio', description: 'I make videos about films, music and science.', avatar: true },
    [
      ['maker_films', 'Maker Films', 'Short films and trailers.'],
      ['maker_music', 'Maker Music', 'Concerts, covers and jams.'],
      ['maker_science', 'Science Corner', 'Experiments explained.'],
    ],
  ],
  [
    'alice',
    2,
    { videoLanguages: ['en', 'fr'], noAccountSetupWarningModal: true },
    { displayName: 'Alice', description: 'Curious viewer.', avatar: true },
    [['alice_channel', 'Main alice channel', null]],
  ],
  [
    'noupload',
    2,
    { videoQuota: 0, videoQuotaDaily: 0, noAccountSetupWarningModal: true },
    { displayName: 'No Upload', description: 'Uploads disabled, old videos kept.', avatar: true },
    [['noupload_channel', 'Noupload archive', 'Archived videos from before the quota change.']],
  ],
  [
    'carol',
    2,
    { twoFactorEnabled: true, noAccountSetupWarningModal: true },
    { displayName: 'Carol', description: 'Security minded.', avatar: true },
    [['carol_channel', 'Main carol channel', null]],
  ],
  [
    'bob',
    2,
    { noAccountSetupWarningModal: false },
    { displayName: 'bob', description: null, avatar: false },
    [['bob_channel', 'Main bob channel', null]],
  ],
  [
    'mallory',
    2,
    { noAccountSetupWarningModal: true },
    {
      displayName: HOSTILE_NAME,
      description: 'Hi <script>alert("desc")</script> [click me](javascript:alert(1))',
      avatar: true,
    },
    [
      [
        'mallory_channel',
        '<script>alert("channel")</script> Chan',
        'Channel <img src=x onerror=alert(2)> with [a bad link](javascript:alert(3)).',
      ],
    ],
  ],
];

/** Builds users, accounts and channels (local ones; `host` null means this instance). */
export function seedActors() {
  const users = [];
  const accounts = [];
  const channels = [];
  USERS.forEach(([username, role, extra, acc, chans], i) => {
    const createdAt = ago(60 * 24 * (400 - i * 20));
    const userId = i + 1;
    const accountId = i + 2; // account 1 is the instance's own application actor in PeerTube
    users.push({
      id: userId,
      username,
      password: SEED_PASSWORD,
      email: `${username}@example.com`,
      role,
      videoQuota: -1,
      videoQuotaDaily: -1,
      twoFactorEnabled: false,
      videoLanguages: null,
      noWelcomeModal: true,
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
      createdAt,
      lastLoginDate: ago(60 * (i + 1)),
      adminFlags: 0,
      ...extra,
    });
    accounts.push({
      id: accountId,
      name: username,
      host: null,
      userId,
      displayName: acc.displayName,
      description: acc.description,
      avatar: acc.avatar,
      createdAt,
      updatedAt: createdAt,
      followersCount: 0,
      followingCount: 0,
    });
    for (const [name, displayName, description] of chans) {
      const id = channels.length + 1;
      const chCreated = ago(60 * 24 * (390 - i * 20 - id));
      channels.push({
        id,
        name,
        host: null,
        accountId,
        displayName,
        description,
        support: description ? 'Support me on example.org' : null,
        avatar: acc.avatar,
        banner: acc.avatar,
        createdAt: chCreated,
        updatedAt: chCreated,
        followersCount: 0,
        followingCount: 0,
      });
    }
  });
  return { users, accounts, channels };
}

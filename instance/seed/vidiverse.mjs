// The "vidiverse": remote actors and videos on other hosts, served for searchTarget=search-index
// and for remote URI / handle resolution. Ids start at 10000 so they never clash with local ones.
import { prng, uuidFrom } from '../lib/ids.mjs';
import { ago } from './time.mjs';

const REMOTE = [
  // host, account, account display name, [channel name, channel display name, category, language, titles]
  [
    'videos.example.org',
    'sciencelab',
    'Science Lab',
    [
      [
        'open_science',
        'Open Science',
        15,
        'en',
        [
          'Open hardware microscope',
          'Citizen science weather station',
          'Fermentation science',
          'Quantum computing for kids',
          'Bird migration tracking',
          'Crème de la science',
        ],
      ],
      [
        'lab_notes',
        'Lab Notes',
        13,
        'fr',
        ['Les bases de la chimie', 'Électricité expliquée', "L'énergie solaire", 'Pourquoi le ciel est bleu'],
      ],
    ],
  ],
  [
    'tube.example.net',
    'freemusic',
    'Free Music Collective',
    [
      [
        'free_music',
        'Free Music',
        1,
        'en',
        [
          'Creative commons concert',
          'Folk session at the pub',
          'Jazz standards night',
          'Electronic music workshop',
          'Piano improvisation',
        ],
      ],
      [
        'musica_libre',
        'Música libre',
        1,
        'es',
        ['Guitarra flamenca', 'Canción de otoño', 'Concierto acústico', 'Ritmos latinos'],
      ],
    ],
  ],
  [
    'peertube.example.com',
    'nomad',
    'Nomad Travels',
    [
      [
        'nomad_travels',
        'Nomad Travels',
        6,
        'de',
        ['Wanderung in den Alpen', 'Reise nach Köln', 'Nordsee im Winter', 'Kyoto travel guide', 'Tokyo night walk'],
      ],
    ],
  ],
];

/** Builds remote accounts, channels, videos and playlists of the vidiverse. */
export function seedVidiverse() {
  const rand = prng(99);
  const accounts = [];
  const channels = [];
  const videos = [];
  const playlists = [];
  for (const [host, accountName, accountDisplay, chans] of REMOTE) {
    const accountId = 10000 + accounts.length + 1;
    const createdAt = ago(60 * 24 * (800 - accounts.length * 50));
    accounts.push({
      id: accountId,
      name: accountName,
      host,
      userId: null,
      displayName: accountDisplay,
      description: `Remote account on ${host}.`,
      avatar: true,
      createdAt,
      updatedAt: createdAt,
      followersCount: 120,
      followingCount: 3,
    });
    for (const [name, displayName, category, language, titles] of chans) {
      const channelId = 10000 + channels.length + 1;
      channels.push({
        id: channelId,
        name,
        host,
        accountId,
        displayName,
        description: `${displayName}, federated from ${host}.`,
        support: null,
        avatar: true,
        banner: false,
        createdAt,
        updatedAt: createdAt,
        followersCount: 40 + channels.length,
        followingCount: 0,
      });
      for (const title of titles) {
        const id = 10000 + videos.length + 1;
        const minutesAgo = 60 * 24 * Math.floor(rand() * 300) + 60;
        const duration = [62, 240, 600, 1800, 3600][Math.floor(rand() * 5)];
        videos.push({
          id,
          uuid: uuidFrom(rand),
          host,
          channelId,
          name: title,
          description: `${title} — from ${host}.`,
          category,
          licence: 1,
          language,
          privacy: 1,
          nsfw: false,
          isLive: false,
          state: 1,
          blacklisted: false,
          blacklistedReason: null,
          duration,
          aspectRatio: 1.7778,
          views: Math.floor(rand() * 9000),
          likes: Math.floor(rand() * 300),
          dislikes: Math.floor(rand() * 9),
          viewers: 0,
          tags: [name.split('_')[0], 'vidiverse'],
          commentsEnabled: true,
          downloadEnabled: true,
          support: null,
          createdAt: ago(minutesAgo + 30),
          publishedAt: ago(minutesAgo),
          updatedAt: ago(minutesAgo),
          originallyPublishedAt: null,
          size: duration * 40_000,
        });
      }
      const id = 10000 + playlists.length + 1;
      playlists.push({
        id,
        uuid: uuidFrom(rand),
        host,
        accountId,
        channelId,
        displayName: `${displayName} essentials`,
        description: `Best of ${displayName}.`,
        privacy: 1,
        type: 1,
        createdAt,
        updatedAt: createdAt,
        elements: videos
          .filter((v) => v.channelId === channelId)
          .map((v, i) => ({ id: id * 100 + i + 1, videoId: v.id, startTimestamp: null, stopTimestamp: null })),
      });
    }
  }
  return { accounts, channels, videos, playlists };
}

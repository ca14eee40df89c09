// Seeded local videos: ≥ 60 over 7 channels, varied languages, categories, tags, dates and durations.
import { prng, uuidFrom } from '../lib/ids.mjs';
import { ago } from './time.mjs';

const LONG = 'This description is long on purpose so that the truncated description is cut. '.repeat(6);

// channel name → { category, language(s), tags, titles }. Titles with a `!` prefix flag specials (see SPECIAL).
const CATALOG = {
  root_channel: {
    category: 15,
    languages: ['en'],
    tags: ['peertube', 'instance'],
    titles: [
      'Welcome to PeerTube Local',
      'Instance rules explained',
      'How federation works',
      'Release notes 8.1',
      'Moderation tools tour',
      'Server maintenance log',
      'Community call October',
      'Community call November',
      '!live:Live: Town hall',
      '!private:Private draft of the roadmap',
    ],
  },
  cuisine_fr: {
    category: 18,
    languages: ['fr'],
    tags: ['cuisine', 'recette'],
    titles: [
      'Crème brûlée facile',
      'Pâte à choux inratable',
      "Ratatouille d'été",
      "Soupe à l'oignon gratinée",
      'Tarte Tatin renversée',
      'Café crème au petit-déjeuner',
      'Bœuf bourguignon de grand-mère',
      'Galette des rois',
    ],
  },
  maker_films: {
    category: 2,
    languages: ['en', 'en', 'fr'],
    tags: ['film', 'cinema'],
    titles: [
      'Trailer: The Last Orbit',
      'Short film: Night Train',
      'Behind the scenes: Night Train',
      'Stop motion basics',
      'Color grading 101',
      '!nsfw:Film noir tribute (mature)',
      'Documentary: River Life',
      'Animated short: Paper Birds',
      '!unlisted:Unlisted preview cut',
      'Le court-métrage du dimanche',
    ],
  },
  maker_music: {
    category: 1,
    languages: ['en', 'es', null],
    tags: ['music', 'live'],
    titles: [
      'Piano sonata live',
      'Jazz jam session',
      'Guitar cover: Autumn Leaves',
      'Drum solo practice',
      'Synth patch walkthrough',
      'Choir rehearsal',
      'Concierto en Sevilla',
      'Lo-fi beats to study',
      '!live:Live: 24/7 lofi radio',
      'Canción de cuna',
    ],
  },
  maker_science: {
    category: 15,
    languages: ['en', 'en', 'de'],
    tags: ['science', 'experiment'],
    titles: [
      'Why is the sky blue?',
      'Building a cloud chamber',
      'Rocket stove experiment',
      'Microscope tour of pond water',
      'Magnets and superconductors',
      'The physics of bicycles',
      'Solar eclipse timelapse',
      'Chemistry of bread',
      'Über Schwarze Löcher',
      '!nsfw:Anatomy lecture (graphic)',
    ],
  },
  noupload_channel: {
    category: 6,
    languages: ['de', 'es', 'ja', 'en'],
    tags: ['travel', 'archive'],
    titles: [
      'Archive: Nürnberg Weihnachtsmarkt',
      'Archivo: viaje a Sevilla',
      '京都の古い街並み',
      'Archive: summer road trip',
      'Archive: Zürich by night',
      'Archivo: Málaga en bicicleta',
      '富士山の日の出',
      'Archive: winter in Québec',
    ],
  },
  mallory_channel: {
    category: 10,
    languages: ['en'],
    tags: ['<script>alert(1)</script>', 'safe'],
    titles: [
      '<img src=x onerror=alert(1)> totally safe video',
      "<script>alert('xss')</script> tutorial",
      'Markdown links [click](javascript:alert(1))',
      '!blocked:Blocked: spam video',
      '!nsfw:NSFW <b>bold</b> content',
      'Ünïcödé & "quotes" \'n\' <tags>',
    ],
  },
};

const DESCRIPTIONS = [
  (t) => `**${t}** — a video seeded for the local instance.\n\nSee [PeerTube](https://joinpeertube.org) for more.`,
  (t) => `${t}.\n\n- point one\n- point two\n\nTimestamps: 0:10 intro, 1:00 main part.`,
  (t) => `${t}. ${LONG}`,
  () => null,
];

/** Builds the local videos; `channels` gives channel ids by name. */
export function seedVideos(channels) {
  const rand = prng(20261101);
  const pick = (arr) => arr[Math.floor(rand() * arr.length)];
  const videos = [];
  const byChannel = Object.entries(CATALOG);
  // Interleave channels so ids (creation order) mix channels, like a real instance.
  const maxLen = Math.max(...byChannel.map(([, c]) => c.titles.length));
  for (let i = 0; i < maxLen; i++) {
    for (const [channelName, spec] of byChannel) {
      const raw = spec.titles[i];
      if (!raw) continue;
      const [, special, title] = /^(?:!(\w+):)?(.*)$/.exec(raw);
      const id = videos.length + 1;
      const channel = channels.find((c) => c.name === channelName);
      const minutesAgo = 60 * 24 * 360 * (1 - id / 70) + Math.floor(rand() * 600);
      const duration = special === 'live' ? 0 : [45, 95, 180, 312, 605, 1260, 2720, 5400, 7322][Math.floor(rand() * 9)];
      const language = spec.languages[i % spec.languages.length];
      const description =
        channelName === 'mallory_channel'
          ? `Click [here](javascript:alert(1)) or <img src=x onerror=alert(1)> <script>alert(2)</script>. ${title}`
          : DESCRIPTIONS[id % DESCRIPTIONS.length](title);
      videos.push({
        id,
        uuid: uuidFrom(rand),
        host: null,
        channelId: channel.id,
        name: title,
        description,
        category: spec.category,
        licence: [1, 2, 4, 7, null][id % 5],
        language,
        privacy: special === 'private' ? 3 : special === 'unlisted' ? 2 : 1,
        nsfw: special === 'nsfw',
        isLive: special === 'live',
        state: special === 'live' && channelName === 'root_channel' ? 4 : 1,
        blacklisted: special === 'blocked',
        blacklistedReason: special === 'blocked' ? 'Spam' : null,
        duration,
        aspectRatio: id % 9 === 0 ? 0.5625 : 1.7778,
        views: Math.floor(rand() * rand() * 50000),
        likes: Math.floor(rand() * 400),
        dislikes: Math.floor(rand() * 20),
        viewers: special === 'live' ? 12 : 0,
        tags: [
          ...spec.tags,
          pick(['tutorial', 'vlog', 'fun', 'howto', 'été', 'live']),
          title
            .split(/\W+/u)
            .filter((w) => w.length > 4)[0]
            ?.toLowerCase(),
        ]
          .filter(Boolean)
          .slice(0, 5),
        commentsEnabled: id % 11 !== 0,
        downloadEnabled: true,
        support: id % 3 === 0 ? 'Support the channel on example.org' : null,
        createdAt: ago(minutesAgo + 30),
        publishedAt: ago(minutesAgo),
        updatedAt: ago(minutesAgo - 5),
        originallyPublishedAt: id % 10 === 0 ? ago(minutesAgo + 60 * 24 * 365 * 3) : null,
        size: Math.max(duration, 10) * 48_000 + id,
      });
    }
  }
  // Dedupe tags (a title word can repeat a channel tag).
  for (const v of videos) v.tags = [...new Set(v.tags)];
  return videos;
}

// /search's results as views — channels (islands/search/ChannelResult.tsx), playlists (PlaylistResult.tsx), videos
// (video cards) — and their early paint from the page's three early answers, with what the island shows around them:
// the heading, the count of results, each section's title, count and "Load more".
import type { AvatarImage } from '../avatar';
import type { EarlyModel } from '../early-paint/paint';
import { EAGER_RESULTS } from '../early-paint/hand-over';
import { actorHandle } from '../format';
import { mediaFrom } from '../instance-url';
import type { Translate } from '../video-status';
import { avatarView } from './actor';
import type { ListAnswer } from './paged';
import { videoCardView, type VideoLike } from './video-card';
import { text } from './text';
import type { Formatter, RowContext, RowView } from './view';

/** A channel result's fields its card shows (GET /api/v1/search/video-channels). */
export interface ChannelResultItem {
  name: string;
  displayName?: string;
  host?: string | null;
  followersCount?: number;
  avatars?: AvatarImage[] | null;
}

/** A playlist result's fields its card shows (GET /api/v1/search/video-playlists). */
export interface PlaylistResultItem {
  uuid: string;
  shortUUID?: string;
  displayName: string;
  thumbnailPath?: string | null;
  thumbnailUrl?: string | null;
  videosLength?: number;
  videoChannel?: { displayName?: string } | null;
}

/** A channel result's view. */
export type ChannelResultView = RowView<
  'initials' | 'name' | 'handle' | 'followers',
  'avatar' | 'link',
  'avatar' | 'initials'
>;

/** A playlist result's view. */
export type PlaylistResultView = RowView<
  'videos' | 'name' | 'channel',
  'link' | 'thumb' | 'loading' | 'priority' | 'decoding',
  'thumb' | 'channel'
>;

/** A channel: avatar, name linking to /c/{handle}, full handle and followers. */
export function channelResultView(channel: ChannelResultItem, ctx: RowContext): ChannelResultView {
  const { tn } = ctx.fmt;
  const name = text(channel.displayName || channel.name);
  const avatar = avatarView(name, channel.avatars, 64, ctx);
  return {
    text: {
      ...avatar.text,
      name,
      handle: `${text(channel.name)}@${channel.host ?? ctx.host}`,
      followers: tn(
        'search.followers',
        { one: '{count} follower', other: '{count} followers' },
        channel.followersCount ?? 0,
      ),
    },
    attr: { ...avatar.attr, link: `/c/${actorHandle(channel, ctx.host)}` },
    show: avatar.show,
  };
}

/** A playlist: thumbnail (`eager` for the first row) with its count of videos, name linking to /w/p/{id}, channel. */
export function playlistResultView(playlist: PlaylistResultItem, ctx: RowContext, eager = false): PlaylistResultView {
  const { tn } = ctx.fmt;
  const thumb = mediaFrom(ctx.base, playlist.thumbnailPath, playlist.thumbnailUrl) ?? '';
  const channel = text(playlist.videoChannel?.displayName);
  return {
    text: {
      videos: tn(
        'search.playlistVideos',
        { one: '{count} video', other: '{count} videos' },
        playlist.videosLength ?? 0,
      ),
      name: text(playlist.displayName),
      channel,
    },
    attr: {
      link: `/w/p/${text(playlist.shortUUID ?? playlist.uuid)}`,
      thumb,
      loading: eager ? 'eager' : 'lazy',
      priority: eager ? 'high' : 'auto',
      decoding: eager ? 'sync' : 'async',
    },
    show: { thumb: !!thumb, channel: !!channel },
  };
}

/** The heading of a search for text. */
export const resultsFor = (t: Translate, search: string) =>
  t('search.resultsFor', 'Search results for “{search}”', { search });

/** The count of all results. */
export const resultsCount = (tn: Formatter['tn'], total: number) =>
  tn('search.count', { one: '{count} result', other: '{count} results' }, total);

/** The three result sections, in the page's order: their binding names, titles and "Load more" buttons. */
export const sections = (t: Translate) =>
  [
    { name: 'channels', title: t('search.channels', 'Channels'), more: t('search.moreChannels', 'Load more channels') },
    {
      name: 'playlists',
      title: t('search.playlists', 'Playlists'),
      more: t('search.morePlaylists', 'Load more playlists'),
    },
    { name: 'videos', title: t('search.videos', 'Videos'), more: t('search.moreVideos', 'Load more videos') },
  ] as const;

/** A section's heading id (the early paint's copy has its own: the island's sections exist beside it). */
export const sectionHeading = (name: string) => `results-${name}`;

/** Searched texts the early paint leaves to the island: padded ones (the island trims them), handles and URLs (the
 *  island may put a notice about those above the filters). A regular expression's source (case-insensitive), also
 *  given to the paint gate (EarlyFetch's `gateSkip`) so the framework does not wait for a paint that will not come. */
export const SKIPPED_SEARCH = '^\\s|\\s$|@|^https?://';

/** The searched text when the page is a plain `?search=…` the early paint can show, else null. */
function searchedText(query: string): string | null {
  const params = new URLSearchParams(query);
  const search = params.get('search');
  if ([...params.keys()].join() !== 'search' || !search) return null;
  return new RegExp(SKIPPED_SEARCH, 'i').test(search) ? null : search;
}

/** A visitor's plain `?search=…`: the three first pages (channels, playlists, videos) and what surrounds them. Nothing
 *  when every list is empty (the island's empty state). Sensitive thumbnails are blurred, as in a grid. */
export const early: EarlyModel = {
  views: (answers, ctx) => {
    const search = searchedText(ctx.query);
    const pages = answers as Array<ListAnswer | null>;
    if (search === null || !pages.every((p) => Array.isArray(p?.data)) || pages.every((p) => !p!.data!.length))
      return null;
    const { t, tn } = ctx.fmt;
    // The totals as the island's paged lists keep them.
    const totals = pages.map((p) => Math.max(typeof p!.total === 'number' ? p!.total : 0, p!.data!.length));
    const frame: RowView = {
      text: {
        heading: resultsFor(t, search),
        summary: resultsCount(
          tn,
          totals.reduce((a, b) => a + b, 0),
        ),
      },
      attr: {},
      show: {},
    };
    sections(t).forEach((section, i) => {
      const page = pages[i]!;
      frame.text[`${section.name}Title`] = section.title;
      frame.text[`${section.name}Count`] = `(${totals[i]})`;
      frame.text[`${section.name}More`] = section.more;
      frame.attr[`${section.name}Heading`] = `early-${sectionHeading(section.name)}`;
      frame.show[section.name] = page.data!.length > 0;
      // As the paged list's hasMore after a first page.
      frame.show[`${section.name}More`] = typeof page.total === 'number' && page.data!.length < page.total;
    });
    const [channels, playlists, videos] = pages.map((p) => p!.data!);
    return {
      frame,
      lists: [
        (channels as ChannelResultItem[]).map((c) => channelResultView(c, ctx)),
        (playlists as PlaylistResultItem[]).map((p, i) => playlistResultView(p, ctx, i < EAGER_RESULTS)),
        (videos as VideoLike[]).map((v, i) => videoCardView(v, ctx, { eager: i < EAGER_RESULTS, blurred: !!v.nsfw })),
      ],
    };
  },
};

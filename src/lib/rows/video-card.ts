// A video card (islands/video/VideoCard.tsx) as a view, and the early paint of the video grids made of them (browse,
// subscriptions; history adds its actions, lib/rows/history.ts).
import type { Video } from '../../api/types';
import type { EarlyModel } from '../early-paint/paint';
import { EAGER_CARDS } from '../early-paint/hand-over';
import { actorHandle, isoDuration } from '../format';
import { mediaFrom } from '../instance-url';
import { watchPath } from '../watch-path';
import type { Translate } from '../video-status';
import { isoDate, text } from './text';
import type { RowContext, RowView } from './view';

/** A video as lists return it; only these fields are read. */
export type VideoLike = Pick<
  Video,
  'uuid' | 'name' | 'duration' | 'views' | 'publishedAt' | 'thumbnailPath' | 'isLive'
> &
  Partial<
    Pick<
      Video,
      | 'id'
      | 'shortUUID'
      | 'channel'
      | 'account'
      | 'nsfw'
      | 'userHistory'
      | 'isLocal'
      | 'aspectRatio'
      | 'privacy'
      | 'url'
    >
  >;

/** How a card shows: `eager` for the first row (its thumbnail loads at once, high priority), `hideChannel` on a
 *  channel's own page, `href` to link elsewhere than /w/{id} (inside a playlist), `blurred` for a sensitive thumbnail
 *  the person's preferences blur. */
export interface CardOptions {
  eager?: boolean;
  hideChannel?: boolean;
  href?: string;
  blurred?: boolean;
}

/** A card's view. */
export type VideoCardView = RowView<
  'live' | 'duration' | 'title' | 'channel' | 'views' | 'time' | 'sensitive',
  | 'link'
  | 'thumbClass'
  | 'thumb'
  | 'loading'
  | 'priority'
  | 'decoding'
  | 'durationIso'
  | 'progress'
  | 'name'
  | 'menu'
  | 'menuTitle'
  | 'channelLink'
  | 'published'
  | 'date',
  'live' | 'duration' | 'progress' | 'channel' | 'sensitive'
>;

/** A video card: thumbnail with duration or LIVE, title with its "More actions" menu, channel, views and date. */
export function videoCardView(video: VideoLike, ctx: RowContext, options: CardOptions = {}): VideoCardView {
  const { t, tn } = ctx.fmt;
  const { eager = false, hideChannel = false, href, blurred = false } = options;
  const link = href ?? watchPath(video);
  const channel = video.channel;
  const views = video.views ?? 0;
  const count = ctx.fmt.count(views);
  const watched = video.userHistory?.currentTime;
  const progress = watched && video.duration ? Math.min(100, (watched / video.duration) * 100) : 0;
  const published = isoDate(video.publishedAt);
  const name = text(video.name);
  return {
    text: {
      live: t('videos.live', 'LIVE'),
      duration: ctx.fmt.duration(video.duration),
      title: name,
      channel: text(channel?.displayName),
      views: video.isLive
        ? tn('videos.viewers', { one: '{count} viewer', other: '{count} viewers' }, views, { count })
        : tn('videos.views', { one: '{count} view', other: '{count} views' }, views, { count }),
      time: published && ctx.fmt.relative(published),
      sensitive: ` · ${t('videos.sensitive', 'Sensitive')}`,
    },
    attr: {
      link,
      thumbClass: blurred ? 'video-thumb video-thumb-blur' : 'video-thumb',
      thumb: mediaFrom(ctx.base, video.thumbnailPath) ?? '',
      loading: eager ? 'eager' : 'lazy',
      priority: eager ? 'high' : 'auto',
      decoding: eager ? 'sync' : 'async',
      durationIso: video.duration ? isoDuration(video.duration) : '',
      progress: `${progress}%`,
      name,
      menu: t('cardMenu.trigger', 'More actions for {name}', { name }),
      menuTitle: t('cardMenu.triggerTitle', 'More actions'),
      channelLink: channel ? `/c/${actorHandle(channel, ctx.host)}` : '',
      published,
      date: published && ctx.fmt.date(published),
    },
    show: {
      live: !!video.isLive,
      duration: !video.isLive && !!video.duration,
      progress: progress > 0,
      channel: !hideChannel && !!channel,
      sensitive: !!video.nsfw,
    },
  };
}

/** The cards of a grid's first page, as the grid shows them (its first row eager). Sensitive thumbnails are blurred:
 *  the paint cannot know whether the person chose to display them (the grid then shows them as chosen). */
export const cardViews = (videos: VideoLike[], ctx: RowContext) =>
  videos.map((video, i) => videoCardView(video, ctx, { eager: i < EAGER_CARDS, blurred: !!video.nsfw }));

/** The early paint of a video grid from its first page: its cards, its list named `label`. */
export function gridEarly(label: (t: Translate) => string): EarlyModel {
  return {
    views: ([page], ctx) => {
      const videos = (page as { data?: unknown } | null)?.data;
      if (!Array.isArray(videos)) return null;
      return {
        frame: { text: {}, attr: { list: label(ctx.fmt.t) }, show: {} },
        lists: [cardViews(videos as VideoLike[], ctx)],
      };
    },
  };
}

/** /videos/browse's grid's name. */
export const browseLabel = (t: Translate) => t('videos.browse.list', 'Videos');
/** /videos/subscriptions' grid's name. */
export const subscriptionsLabel = (t: Translate) => t('videos.subscriptions.list', 'Videos from your subscriptions');

/** /videos/browse's first page (a visitor's default filters). */
export const browse = /* @__PURE__ */ gridEarly(browseLabel);
/** /videos/subscriptions' first page (with a session). */
export const subscriptions = /* @__PURE__ */ gridEarly(subscriptionsLabel);

// My videos' rows (islands/library/MyVideos.tsx's Row) as a view, and the list's early paint.
import type { Video } from '../../api/types';
import { mediaFrom } from '../instance-url';
import { videoStatusText, type StatusVideo, type Translate } from '../video-status';
import { pagedEarly, type ListTexts } from './paged';
import { text } from './text';
import type { RowContext, RowView } from './view';

/** A video's fields its row shows (GET /api/v1/users/me/videos). */
export type MyVideo = Pick<Video, 'uuid' | 'name'> &
  Partial<Pick<Video, 'id' | 'shortUUID' | 'thumbnailPath' | 'publishedAt' | 'duration' | 'views' | 'isLive'>> &
  StatusVideo & {
    channel?: { displayName?: string } | null;
    privacy?: { label?: string } | null;
  };

/** A row's view. */
export type MyVideoView = RowView<
  'name' | 'facts' | 'status' | 'edit' | 'captions' | 'studio' | 'stats' | 'delete' | 'named',
  'thumb' | 'watch' | 'edit' | 'captions' | 'studio' | 'stats',
  'thumb' | 'noThumb' | 'status' | 'studio'
>;

/** One video: thumbnail, title, facts (channel · privacy · date · duration or Live · views), status, and its actions
 *  (the studio's when the instance has it: `studio`). */
export function myVideoView(video: MyVideo, ctx: RowContext, studio: boolean): MyVideoView {
  const { t, tn } = ctx.fmt;
  const id = text(video.shortUUID || video.uuid);
  const thumb = mediaFrom(ctx.base, video.thumbnailPath) ?? '';
  const views = video.views ?? 0;
  const facts = [
    text(video.channel?.displayName),
    ctx.fmt.label(video.privacy?.label),
    video.publishedAt ? ctx.fmt.date(video.publishedAt) : '',
    video.isLive ? t('myVideos.live', 'Live') : ctx.fmt.duration(video.duration),
    tn('myVideos.viewCount', { one: '{count} view', other: '{count} views' }, views, { count: ctx.fmt.count(views) }),
  ];
  const status = videoStatusText(video, ctx.fmt.language, t);
  const manage = `/videos/manage/${id}`;
  return {
    text: {
      name: text(video.name),
      facts: facts.filter(Boolean).join(' · '),
      status,
      edit: t('myVideos.edit', 'Edit'),
      captions: t('myVideos.captions', 'Captions'),
      studio: t('myVideos.studio', 'Studio'),
      stats: t('myVideos.stats', 'Statistics'),
      delete: t('myVideos.delete', 'Delete'),
      // Each action's name ends with the video's, for screen readers.
      named: ` ${text(video.name)}`,
    },
    attr: {
      thumb,
      watch: `/w/${id}`,
      edit: manage,
      captions: `${manage}#captions`,
      studio: `${manage}/studio`,
      stats: `${manage}/stats`,
    },
    show: { thumb: !!thumb, noThumb: !thumb, status: !!status, studio: studio && !video.isLive },
  };
}

/** The list's name and count. */
export const myVideosTexts: ListTexts = {
  list: (t: Translate) => t('myVideos.list', 'Your videos'),
  count: (n, { tn }) => tn('myVideos.total', { one: '{count} video', other: '{count} videos' }, n),
};

/** The list's first page; its Studio buttons follow the instance's config. */
export const early = /* @__PURE__ */ pagedEarly<MyVideo>(
  myVideosTexts,
  (video, ctx) =>
    myVideoView(video, ctx, !!(ctx.config as { videoStudio?: { enabled?: boolean } } | null)?.videoStudio?.enabled),
  { config: true },
);

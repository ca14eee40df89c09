// My videos' rows, painted before the framework (lib/early-rows.ts): islands/library/MyVideos.tsx's Row.
import {
  clone,
  counted,
  facts,
  fillMarkers,
  marker,
  ROW_ALT_TEMPLATE,
  ROW_TEMPLATE,
  SAMPLE_COUNT,
  thumbnail,
  type Context,
  type RowPainter,
} from './early-rows';
import { countEnglish, dateEnglish, formatDuration } from './format';
import { mediaFrom } from './instance-url';
import { english, videoStatusText, type StatusVideo } from './video-status';

/** A listed video's fields the early row shows (GET /api/v1/users/me/videos). */
export interface EarlyRowVideo extends StatusVideo {
  id?: number;
  uuid: string;
  shortUUID?: string;
  name: string;
  thumbnailPath?: string | null;
  publishedAt?: string;
  duration?: number;
  views?: number;
  channel?: { displayName?: string } | null;
  privacy?: { id?: number; label?: string } | null;
}

/** The samples the templates are rendered with (components/library/EarlyRows.astro): a video, not live. */
export const SAMPLE_VIDEO = {
  id: 0,
  uuid: marker('id'),
  shortUUID: marker('id'),
  name: marker('name'),
  thumbnailPath: '/_',
  publishedAt: '2000-01-01T00:00:00.000Z',
  duration: 1,
  views: SAMPLE_COUNT,
  isLive: false,
  state: { id: 1, label: '' },
  channel: { displayName: marker('channel') },
  privacy: { id: 1, label: marker('privacy') },
};

/** A row of My videos (islands/library/MyVideos.tsx's Row). */
export function paintVideoRow(doc: Document, video: EarlyRowVideo, ctx: Context): Element {
  const live = !!video.isLive;
  const row = clone(doc, live ? ROW_ALT_TEMPLATE : ROW_TEMPLATE);
  fillMarkers(row, {
    id: String(video.shortUUID || video.uuid),
    name: String(video.name),
    channel: String(video.channel?.displayName ?? ''),
    privacy: String(video.privacy?.label ?? ''),
  });
  thumbnail(row.querySelector('img'), mediaFrom(ctx.base, video.thumbnailPath), 'span');
  const views = video.views ?? 0;
  const viewsPart = row.querySelector('[data-part="views"]');
  counted(viewsPart, views, countEnglish(views));
  facts(row.querySelector('.muted'), {
    date: video.publishedAt ? dateEnglish(video.publishedAt) : '',
    duration: live ? undefined : formatDuration(video.duration),
  });
  const status = videoStatusText(video, 'en', english);
  if (status) {
    const badge = doc.createElement('span');
    badge.className = 'manage-badge';
    badge.textContent = status;
    row.querySelector('.manage-row-title')?.parentElement?.append(badge);
  }
  if (!ctx.studio) row.querySelector('[data-part="studio"]')?.remove();
  return row;
}

/** My videos: its Studio button follows the config. */
export const videoRows: RowPainter = { row: paintVideoRow, config: true };

import { $videoPreferences, blursSensitive } from '../../stores/settings/video-preferences';
import { useStore } from '@nanostores/react';
import type { Video } from '../../api/types';
import type { CardVideo } from '../../stores/dialogs/card-menu';
import { mediaUrl, instanceHost } from '../../stores/instance/client-settings';
import { $language } from '../../i18n';
import { useT, useTn } from '../../i18n/useT';
import { actorHandle, formatCount, formatDuration, isoDuration } from '../../lib/format';
import { watchPath } from '../../lib/watch-path';
import RelativeTime from '../common/RelativeTime';
import { contained } from '../common/contained';
import CardMenuButton from './CardMenuButton';

/** Thumbnail size PeerTube generates (and the card reserves, so nothing shifts while images load). */
export const THUMBNAIL_WIDTH = 280;
export const THUMBNAIL_HEIGHT = 157;

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

/** Props: the video; `eager` for the first row (loads the thumbnail at once, high priority); `hideChannel` on a channel's own page; `href` to link elsewhere than /w/{id} (e.g. inside a playlist). */
export interface VideoCardProps {
  video: VideoLike;
  eager?: boolean;
  hideChannel?: boolean;
  href?: string;
}

/** A video in a grid: thumbnail with duration, title with its "More actions" menu, channel, views and relative date. */
function VideoCard({ video, eager = false, hideChannel = false, href }: VideoCardProps) {
  const t = useT();
  const tn = useTn();
  const language = useStore($language);
  const link = href ?? watchPath(video);
  const channel = video.channel;
  const preferences = useStore($videoPreferences);
  const blurred = Boolean(video.nsfw) && blursSensitive(preferences);
  const progress =
    video.userHistory && video.duration ? Math.min(100, (video.userHistory.currentTime / video.duration) * 100) : 0;
  return (
    <article className="video-card">
      <a className={`video-thumb${blurred ? ' video-thumb-blur' : ''}`} href={link} tabIndex={-1} aria-hidden="true">
        <img
          src={mediaUrl(video.thumbnailPath)}
          width={THUMBNAIL_WIDTH}
          height={THUMBNAIL_HEIGHT}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          decoding={eager ? 'sync' : 'async'}
        />
        {video.isLive ? (
          <span className="video-badge live">{t('videos.live', 'LIVE')}</span>
        ) : video.duration ? (
          <time className="video-badge" dateTime={isoDuration(video.duration)}>
            {formatDuration(video.duration)}
          </time>
        ) : null}
        {progress > 0 && <span className="video-progress" style={{ width: `${progress}%` }} />}
      </a>
      <div className="video-info">
        <div className="video-title-row">
          <h3 className="video-title">
            <a href={link} title={video.name}>
              {video.name}
            </a>
          </h3>
          <CardMenuButton video={video as CardVideo} />
        </div>
        {!hideChannel && channel && (
          <a className="video-channel" href={`/c/${actorHandle(channel, instanceHost())}`}>
            {channel.displayName}
          </a>
        )}
        <p className="video-meta">
          {video.isLive
            ? tn('videos.viewers', { one: '{count} viewer', other: '{count} viewers' }, video.views ?? 0, {
                count: formatCount(video.views ?? 0, language),
              })
            : tn('videos.views', { one: '{count} view', other: '{count} views' }, video.views ?? 0, {
                count: formatCount(video.views ?? 0, language),
              })}
          {' · '}
          <RelativeTime date={video.publishedAt} />
          {video.nsfw && <span className="video-nsfw"> · {t('videos.sensitive', 'Sensitive')}</span>}
        </p>
      </div>
    </article>
  );
}

export default contained(VideoCard, 'VideoCard');

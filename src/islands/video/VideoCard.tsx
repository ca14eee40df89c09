import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { $videoPreferences, blursSensitive } from '../../stores/settings/video-preferences';
import type { CardVideo } from '../../stores/dialogs/card-menu';
import { videoCardView, type CardOptions, type VideoCardView, type VideoLike } from '../../lib/rows/video-card';
import { contained } from '../common/contained';
import { useRowContext } from '../common/useRowContext';
import CardMenuButton from './CardMenuButton';

export type { VideoLike };

/** Thumbnail size PeerTube generates (and the card reserves, so nothing shifts while images load). */
export const THUMBNAIL_WIDTH = 280;
export const THUMBNAIL_HEIGHT = 157;

/** Props: the video, and how it shows (lib/rows/video-card.ts's CardOptions, but `blurred`: the person's preferences
 *  say it). */
export interface VideoCardProps extends Omit<CardOptions, 'blurred'> {
  video: VideoLike;
}

/** A card drawn from its view, with the menu trigger given (the early paint's template is this, from a template view:
 *  lib/rows/view.ts says what the data-* attributes bind). */
export function CardView({ view, menu }: { view: VideoCardView; menu: ReactNode }) {
  const { text, attr, show } = view;
  return (
    <article className="video-card">
      <a
        className={attr.thumbClass}
        href={attr.link}
        tabIndex={-1}
        aria-hidden="true"
        data-a="class:thumbClass;href:link"
      >
        <img
          src={attr.thumb || undefined}
          width={THUMBNAIL_WIDTH}
          height={THUMBNAIL_HEIGHT}
          alt=""
          loading={attr.loading as 'eager' | 'lazy'}
          fetchPriority={attr.priority as 'high' | 'auto'}
          decoding={attr.decoding as 'sync' | 'async'}
          data-a="src:thumb;loading:loading;fetchpriority:priority;decoding:decoding"
        />
        {show.live && (
          <span className="video-badge live" data-show="live" data-v="live">
            {text.live}
          </span>
        )}
        {show.duration && (
          <time
            className="video-badge"
            dateTime={attr.durationIso}
            data-show="duration"
            data-v="duration"
            data-a="datetime:durationIso"
          >
            {text.duration}
          </time>
        )}
        {show.progress && (
          <span
            className="video-progress"
            style={{ width: attr.progress }}
            data-show="progress"
            data-a="style.width:progress"
          />
        )}
      </a>
      <div className="video-info">
        <div className="video-title-row">
          <h3 className="video-title">
            <a href={attr.link} title={attr.name} data-v="title" data-a="href:link;title:name">
              {text.title}
            </a>
          </h3>
          {menu}
        </div>
        {show.channel && (
          <a
            className="video-channel"
            href={attr.channelLink}
            data-show="channel"
            data-v="channel"
            data-a="href:channelLink"
          >
            {text.channel}
          </a>
        )}
        <p className="video-meta">
          <span data-v="views">{text.views}</span>
          {' · '}
          <time dateTime={attr.published} title={attr.date} data-v="time" data-a="datetime:published;title:date">
            {text.time}
          </time>
          {show.sensitive && (
            <span className="video-nsfw" data-show="sensitive" data-v="sensitive">
              {text.sensitive}
            </span>
          )}
        </p>
      </div>
    </article>
  );
}

/** A video in a grid: thumbnail with duration, title with its "More actions" menu, channel, views and relative date. */
function VideoCard({ video, ...options }: VideoCardProps) {
  const ctx = useRowContext();
  const preferences = useStore($videoPreferences);
  const blurred = Boolean(video.nsfw) && blursSensitive(preferences);
  const view = videoCardView(video, ctx, { ...options, blurred });
  const menu = <CardMenuButton video={video as CardVideo} label={view.attr.menu} title={view.attr.menuTitle} />;
  return <CardView view={view} menu={menu} />;
}

export default contained(VideoCard, 'VideoCard');

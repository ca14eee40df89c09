import { mediaUrl } from '../../stores/instance/client-settings';
import { useTn } from '../../i18n/useT';
import type { Playlist } from '../../stores/watch/watch-playlist';
import { THUMBNAIL_HEIGHT, THUMBNAIL_WIDTH } from '../video/VideoCard';
import './playlist-card.css';

/** Props: the playlist as lists return it. */
export interface PlaylistCardProps {
  playlist: Playlist;
}

/** A playlist in a grid: thumbnail with the video count, name linking to its page, owner channel. */
export default function PlaylistCard({ playlist }: PlaylistCardProps) {
  const tn = useTn();
  const href = `/p/${playlist.shortUUID ?? playlist.uuid}`;
  const count = playlist.videosLength ?? 0;
  return (
    <article className="playlist-card">
      <a className="thumb" href={href} tabIndex={-1} aria-hidden="true">
        {playlist.thumbnailPath && (
          <img
            src={mediaUrl(playlist.thumbnailPath)}
            width={THUMBNAIL_WIDTH}
            height={THUMBNAIL_HEIGHT}
            alt=""
            loading="lazy"
            decoding="async"
          />
        )}
        <span className="count">{count}</span>
      </a>
      <h3>
        <a href={href}>{playlist.displayName}</a>
      </h3>
      <p>{tn('playlist.videos', { one: '{count} video', other: '{count} videos' }, count)}</p>
    </article>
  );
}

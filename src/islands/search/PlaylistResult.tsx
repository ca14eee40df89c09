import type { SearchPlaylist } from '../../api/search';
import { mediaUrl } from '../../stores/instance/client-settings';
import { useTn } from '../../i18n/useT';
import { THUMBNAIL_HEIGHT, THUMBNAIL_WIDTH } from '../video/VideoCard';

/** A playlist in search results: thumbnail, name linking to /w/p/{id}, channel and video count. `eager` for the first
 *  row: its thumbnail is often the page's largest paint, so it loads at once, as a video card's does. */
export default function PlaylistResult({ playlist, eager = false }: { playlist: SearchPlaylist; eager?: boolean }) {
  const tn = useTn();
  const href = `/w/p/${playlist.shortUUID ?? playlist.uuid}`;
  const thumbnail = mediaUrl(playlist.thumbnailPath, playlist.thumbnailUrl);
  return (
    <article className="search-playlist">
      <a className="video-thumb" href={href} tabIndex={-1} aria-hidden="true">
        {thumbnail && (
          <img
            src={thumbnail}
            width={THUMBNAIL_WIDTH}
            height={THUMBNAIL_HEIGHT}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : 'auto'}
            decoding={eager ? 'sync' : 'async'}
          />
        )}
        <span className="video-badge">
          {tn('search.playlistVideos', { one: '{count} video', other: '{count} videos' }, playlist.videosLength ?? 0)}
        </span>
      </a>
      <div>
        <h3 className="video-title">
          <a href={href}>{playlist.displayName}</a>
        </h3>
        {playlist.videoChannel?.displayName && <p className="search-meta">{playlist.videoChannel.displayName}</p>}
      </div>
    </article>
  );
}

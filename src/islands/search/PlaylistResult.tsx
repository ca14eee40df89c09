import type { SearchPlaylist } from '../../api/search';
import { playlistResultView, type PlaylistResultView } from '../../lib/rows/search';
import { useRowContext } from '../common/useRowContext';
import { THUMBNAIL_HEIGHT, THUMBNAIL_WIDTH } from '../video/VideoCard';

/** A playlist result from its view (lib/rows/search.ts): thumbnail with its count of videos, name linking to
 *  /w/p/{id}, channel (the early paint's template is this, from a template view). */
export function PlaylistResultCard({ view }: { view: PlaylistResultView }) {
  const { text, attr, show } = view;
  return (
    <article className="search-playlist">
      <a className="video-thumb" href={attr.link} tabIndex={-1} aria-hidden="true" data-a="href:link">
        {show.thumb && (
          <img
            src={attr.thumb}
            width={THUMBNAIL_WIDTH}
            height={THUMBNAIL_HEIGHT}
            alt=""
            loading={attr.loading as 'eager' | 'lazy'}
            fetchPriority={attr.priority as 'high' | 'auto'}
            decoding={attr.decoding as 'sync' | 'async'}
            data-show="thumb"
            data-a="src:thumb;loading:loading;fetchpriority:priority;decoding:decoding"
          />
        )}
        <span className="video-badge" data-v="videos">
          {text.videos}
        </span>
      </a>
      <div>
        <h3 className="video-title">
          <a href={attr.link} data-v="name" data-a="href:link">
            {text.name}
          </a>
        </h3>
        {show.channel && (
          <p className="search-meta" data-show="channel" data-v="channel">
            {text.channel}
          </p>
        )}
      </div>
    </article>
  );
}

/** A playlist in search results: thumbnail, name linking to /w/p/{id}, channel and video count. `eager` for the first
 *  row: its thumbnail is often the page's largest paint, so it loads at once, as a video card's does. */
export default function PlaylistResult({ playlist, eager = false }: { playlist: SearchPlaylist; eager?: boolean }) {
  return <PlaylistResultCard view={playlistResultView(playlist, useRowContext(), eager)} />;
}

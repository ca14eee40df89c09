import { useStore } from '@nanostores/react';
import { mediaUrl } from '../../stores/instance/client-settings';
import { useT } from '../../i18n/useT';
import { formatDuration } from '../../lib/format';
import {
  $playlistNav,
  $position,
  playable,
  playElement,
  playNext,
  playPrevious,
  type Playlist,
  type PlaylistElement,
} from '../../stores/watch/watch-playlist';

/** Props: the playlist, its elements. */
export interface PlaylistPanelProps {
  playlist: Playlist;
  elements: PlaylistElement[];
}

/** The playlist beside the player: its elements (the playing one marked), previous and next. */
export default function PlaylistPanel({ playlist, elements }: PlaylistPanelProps) {
  const t = useT();
  const position = useStore($position);
  const nav = useStore($playlistNav);
  const index = elements.findIndex((e) => e.position === position);
  return (
    <section className="playlist-panel" aria-labelledby="playlist-panel-title">
      <header>
        <h2 id="playlist-panel-title">
          <a href={`/p/${playlist.shortUUID ?? playlist.uuid}`}>{playlist.displayName}</a>
        </h2>
        <p>{t('playlist.position', '{position} / {count}', { position: index + 1, count: elements.length })}</p>
        <div className="playlist-nav">
          <button type="button" className="button" disabled={!nav.previous} onClick={() => playPrevious()}>
            {t('playlist.previous', 'Previous video')}
          </button>
          <button type="button" className="button" disabled={!nav.next} onClick={() => playNext()}>
            {t('playlist.next', 'Next video')}
          </button>
        </div>
      </header>
      <ol className="playlist-items" aria-label={t('playlist.elements', 'Videos of the playlist')}>
        {elements.map((element, i) => (
          <li key={element.id ?? element.position} className="playlist-item">
            {playable(element) ? (
              <a
                href={`/w/p/${playlist.shortUUID ?? playlist.uuid}?playlistPosition=${element.position}`}
                aria-current={element.position === position ? 'true' : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  playElement(element);
                }}
              >
                <span className="pos" aria-hidden="true">
                  {element.position === position ? '▶' : i + 1}
                </span>
                <img
                  src={mediaUrl(element.video!.thumbnailPath)}
                  width={100}
                  height={56}
                  alt=""
                  loading="lazy"
                  decoding="async"
                />
                <span className="name">
                  {element.video!.name}
                  {element.video!.duration ? (
                    <span className="visually-hidden">, {formatDuration(element.video!.duration)}</span>
                  ) : null}
                </span>
              </a>
            ) : (
              <span className="playlist-unavailable">{t('playlist.unavailable', 'Unavailable video')}</span>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

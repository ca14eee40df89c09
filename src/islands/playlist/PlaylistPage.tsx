import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { mediaUrl, instanceHost } from '../../stores/instance/client-settings';
import { $language } from '../../i18n';
import { useT, useTn } from '../../i18n/useT';
import { actorHandle, formatCount, formatDuration } from '../../lib/format';
import { idFromPath } from '../../stores/watch/watch-route';
import { $playlist, loadPlaylist, playable } from '../../stores/watch/watch-playlist';
import { watchProblem } from '../../stores/watch/watch-problem';
import { EmptyState, ErrorState, Loader } from '../common/ListStates';
import Markdown from '../common/Markdown';
import { setPageTitle } from '../watch/page-title';
import { $ownsPlaylist, moveElement, removeElement } from '../../stores/playlist/playlist-edit';
import PlaylistEditor from './PlaylistEditor';
import PlaylistShareButton from '../watch/PlaylistShareButton';
import '../../styles/watch.css';
import { contained } from '../common/contained';
import { $serverT } from '../../stores/instance/server-labels';

/** The /p/{id} page: the playlist's name, owner, description, "Play all" and its videos in order. */
function PlaylistPage() {
  const t = useT();
  const tn = useTn();
  const language = useStore($language);
  const st = useStore($serverT);
  const state = useStore($playlist);
  const owns = useStore($ownsPlaylist);
  const [dragging, setDragging] = useState<number | null>(null);
  const [dragOver, setDragOver] = useState<number | null>(null);
  const [id, setId] = useState<string | null>(null);
  useEffect(() => {
    const playlistId = idFromPath(location.pathname, '/p/');
    setId(playlistId ?? '');
    if (playlistId) void loadPlaylist(playlistId, 'my-library');
  }, []);
  const title = state.data?.playlist.displayName;
  useEffect(() => {
    if (title) setPageTitle(title);
  }, [title]);

  const notFound = (
    <section className="watch-problem">
      <h1>{t('playlist.notFound', 'This playlist does not exist')}</h1>
    </section>
  );
  if (id === '') return notFound;
  if (state.status === 'error' && !state.data) {
    const problem = watchProblem(state.error);
    if (problem === 'not-found') return notFound;
    if (problem === 'private')
      return (
        <section className="watch-problem">
          <h1>{t('playlist.private', 'This playlist is private')}</h1>
        </section>
      );
    return <ErrorState message={state.error.message} onRetry={() => id && void loadPlaylist(id, 'my-library')} />;
  }
  if (!state.data) return <Loader label={t('playlist.loading', 'Loading the playlist…')} />;
  const { playlist, elements } = state.data;
  const base = `/w/p/${playlist.shortUUID ?? playlist.uuid}`;
  const host = instanceHost();
  return (
    <article>
      <header className="playlist-header">
        <h1>{playlist.displayName}</h1>
        <p className="actor-stats">
          {playlist.ownerAccount && (
            <>
              {t('playlist.by', 'By')}{' '}
              <a href={`/a/${actorHandle(playlist.ownerAccount, host)}`}>{playlist.ownerAccount.displayName}</a>
            </>
          )}
          {playlist.videoChannel && (
            <>
              {' '}
              · <a href={`/c/${actorHandle(playlist.videoChannel, host)}`}>{playlist.videoChannel.displayName}</a>
            </>
          )}
          {' · '}
          {tn(
            'playlist.videos',
            { one: '{count} video', other: '{count} videos' },
            playlist.videosLength ?? elements.length,
          )}
          {playlist.privacy?.label && <> · {st(playlist.privacy.label)}</>}
        </p>
        <Markdown source={playlist.description} />
        <p className="form-actions">
          {elements.some(playable) && (
            <a className="button primary" href={base}>
              {t('playlist.playAll', 'Play all')}
            </a>
          )}
          <PlaylistShareButton playlist={playlist} />
        </p>
        {owns && <PlaylistEditor playlist={playlist} />}
      </header>
      {elements.length === 0 ? (
        <EmptyState message={t('playlist.empty', 'This playlist has no videos.')} />
      ) : (
        <ol className="playlist-elements" aria-label={t('playlist.elements', 'Videos of the playlist')}>
          {elements.map((element, i) => (
            <li
              key={element.id ?? element.position}
              className={`playlist-element${owns ? ' playlist-element-owned' : ''}${dragOver === i ? ' drag-over' : ''}`}
              draggable={owns}
              onDragStart={
                owns
                  ? (e) => {
                      setDragging(i);
                      e.dataTransfer.effectAllowed = 'move';
                    }
                  : undefined
              }
              onDragOver={
                owns
                  ? (e) => {
                      e.preventDefault();
                      setDragOver(i);
                    }
                  : undefined
              }
              onDragLeave={owns ? () => setDragOver(null) : undefined}
              onDrop={
                owns
                  ? (e) => {
                      e.preventDefault();
                      if (dragging !== null) void moveElement(dragging, i);
                      setDragging(null);
                      setDragOver(null);
                    }
                  : undefined
              }
              onDragEnd={
                owns
                  ? () => {
                      setDragging(null);
                      setDragOver(null);
                    }
                  : undefined
              }
            >
              <span className="pos">{i + 1}</span>
              {playable(element) ? (
                <>
                  <a href={`${base}?playlistPosition=${element.position}`} tabIndex={-1} aria-hidden="true">
                    <img
                      src={mediaUrl(element.video!.thumbnailPath)}
                      width={160}
                      height={90}
                      alt=""
                      loading={i < 4 ? 'eager' : 'lazy'}
                      decoding="async"
                    />
                  </a>
                  <div>
                    <h3>
                      <a href={`${base}?playlistPosition=${element.position}`}>{element.video!.name}</a>
                    </h3>
                    <p>
                      {element.video!.channel?.displayName}
                      {element.video!.duration ? ` · ${formatDuration(element.video!.duration)}` : ''}
                      {' · '}
                      {tn('videos.views', { one: '{count} view', other: '{count} views' }, element.video!.views ?? 0, {
                        count: formatCount(element.video!.views ?? 0, language),
                      })}
                    </p>
                  </div>
                </>
              ) : (
                <>
                  <span />
                  <p className="playlist-unavailable">{t('playlist.unavailable', 'Unavailable video')}</p>
                </>
              )}
              {owns && (
                <div
                  className="playlist-element-actions"
                  role="group"
                  aria-label={t('playlistEdit.actionsFor', 'Actions for {name}', {
                    name: element.video?.name ?? t('playlist.unavailable', 'Unavailable video'),
                  })}
                >
                  <button
                    type="button"
                    className="icon-button"
                    disabled={i === 0}
                    onClick={() => void moveElement(i, i - 1)}
                    aria-label={t('playlistEdit.moveUp', 'Move up')}
                    title={t('playlistEdit.moveUp', 'Move up')}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="icon-button"
                    disabled={i === elements.length - 1}
                    onClick={() => void moveElement(i, i + 1)}
                    aria-label={t('playlistEdit.moveDown', 'Move down')}
                    title={t('playlistEdit.moveDown', 'Move down')}
                  >
                    ↓
                  </button>
                  <button type="button" className="button" onClick={() => void removeElement(element)}>
                    {t('playlistEdit.remove', 'Remove')}
                  </button>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
    </article>
  );
}

export default contained(PlaylistPage, 'PlaylistPage');

import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { useT } from '../../i18n/useT';
import { idFromPath } from '../../stores/watch/watch-route';
import {
  $playlist,
  $playlistAutoPlay,
  $playlistNav,
  followHistory,
  playElement,
  playNext,
  playPlaylist,
} from '../../stores/watch/watch-playlist';
import { watchProblem } from '../../stores/watch/watch-problem';
import { EmptyState, ErrorState, Loader } from '../common/ListStates';
import WatchView from '../watch/WatchView';
import WatchProblemPage from '../watch/WatchProblemPage';
import PlaylistPanel from './PlaylistPanel';
import { contained } from '../common/contained';

/** The /w/p/{playlistId} page: plays the playlist's videos in order with its panel, previous and next. */
function PlaylistWatchPage() {
  const t = useT();
  const state = useStore($playlist);
  const nav = useStore($playlistNav);
  const [id, setId] = useState<string | null>(null);
  const autoPlay = useStore($playlistAutoPlay);
  const nextElement = nav.next;
  const next = useMemo(
    () => (nextElement?.video?.name ? { title: nextElement.video.name, go: () => playElement(nextElement) } : null),
    [nextElement],
  );

  useEffect(() => {
    const playlistId = idFromPath(location.pathname, '/w/p/');
    setId(playlistId);
    if (!playlistId) return;
    const position = Number(new URLSearchParams(location.search).get('playlistPosition')) || undefined;
    void playPlaylist(playlistId, position);
    return followHistory();
  }, []);

  if (id === null && typeof location !== 'undefined' && !idFromPath(location.pathname, '/w/p/')) {
    return <WatchProblemPage problem="not-found" onRetry={() => {}} />;
  }
  if (state.status === 'error' && !state.data) {
    const problem = watchProblem(state.error);
    if (problem !== 'unavailable') {
      return (
        <section className="watch-problem">
          <h1>
            {problem === 'not-found'
              ? t('playlist.notFound', 'This playlist does not exist')
              : t('playlist.private', 'This playlist is private')}
          </h1>
          <p>
            <a href="/videos/browse">{t('watch.browse', 'Browse videos')}</a>
          </p>
        </section>
      );
    }
    return <ErrorState message={state.error.message} onRetry={() => id && void playPlaylist(id)} />;
  }
  if (!state.data) return <Loader label={t('playlist.loading', 'Loading the playlist…')} />;
  const { playlist, elements } = state.data;
  if (!elements.some((e) => e.video?.uuid)) {
    return (
      <section>
        <h1>{playlist.displayName}</h1>
        <EmptyState message={t('playlist.empty', 'This playlist has no videos.')} />
      </section>
    );
  }
  return (
    <WatchView
      startTime={nav.current?.startTimestamp ?? undefined}
      autoPlay={autoPlay}
      onEnded={() => void playNext()}
      inPlaylist
      next={next}
      side={<PlaylistPanel playlist={playlist} elements={elements} />}
    />
  );
}

export default contained(PlaylistWatchPage, 'PlaylistWatchPage');

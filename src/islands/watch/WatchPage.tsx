import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { ApiError } from '../../api/errors';
import { useT } from '../../i18n/useT';
import { $video, countView, retryVideo, watchVideo } from '../../stores/watch';
import { watchProblem } from '../../stores/watch-problem';
import { startFromQuery, videoIdFromPath } from '../../stores/watch-route';
import { Loader } from '../common/ListStates';
import Player from '../player/Player';
import Comments from './Comments';
import RelatedVideos from './RelatedVideos';
import VideoInfo from './VideoInfo';
import WatchProblemPage from './WatchProblemPage';
import { setPageTitle } from './page-title';
import '../../styles/video.css';
import '../../styles/watch.css';

/** Seconds of playback after which a view is counted. */
export const VIEW_AFTER_SECONDS = 5;

/** The /w/{id} page: the player first (its poster is the page's largest paint), then the video's details. */
export default function WatchPage() {
  const t = useT();
  const state = useStore($video);
  useEffect(() => {
    const id = videoIdFromPath(location.pathname);
    if (id) void watchVideo(id);
    else $video.set({ status: 'error', error: new ApiError({ kind: 'http', status: 404 }) });
  }, []);
  useEffect(() => {
    if (state.status === 'ready') setPageTitle(state.data.name);
  }, [state.data?.name]);

  if (state.status === 'error') {
    return <WatchProblemPage problem={watchProblem(state.error)} message={state.error.message} onRetry={() => void retryVideo()} />;
  }
  if (state.status !== 'ready') {
    return (
      <div className="watch">
        <div className="player player-placeholder" aria-hidden="true" />
        <Loader label={t('watch.loading', 'Loading the video…')} />
      </div>
    );
  }
  const video = state.data;
  return (
    <div className="watch">
      <div className="watch-main">
        {video.blacklisted && (
          <p className="alert watch-blocked" role="status">
            <strong>{t('watch.blocked', 'This video has been blocked')}</strong>
            {video.blacklistedReason ? ` — ${video.blacklistedReason}` : ''}
          </p>
        )}
        <Player
          video={video}
          startTime={startFromQuery(location.search)}
          onTimeUpdate={(time) => { if (time >= VIEW_AFTER_SECONDS) countView(time); }}
        />
        <VideoInfo video={video} />
        <Comments videoId={video.uuid} enabled={video.commentsEnabled !== false} />
      </div>
      <aside className="watch-side">
        <RelatedVideos />
      </aside>
    </div>
  );
}

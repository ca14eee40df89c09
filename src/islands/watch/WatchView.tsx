import { useStore } from '@nanostores/react';
import { useEffect, type ReactNode } from 'react';
import { useT } from '../../i18n/useT';
import { $video, retryVideo, type WatchedVideo } from '../../stores/watch/watch';
import { watchProblem } from '../../stores/watch/watch-problem';
import { Loader } from '../common/ListStates';
import Player from '../player/Player';
import Comments from './Comments';
import RelatedVideos from './RelatedVideos';
import VideoInfo from './VideoInfo';
import WatchProblemPage from './WatchProblemPage';
import { setPageTitle } from './page-title';
import { videoShown, watchPageStarted } from '../../stores/watch/watch-plugins';
import '../../styles/video.css';
import '../../styles/watch.css';

/** Comments are open unless the policy says disabled (2) or, on 7.x servers, commentsEnabled is false. */
export function commentsEnabled(video: WatchedVideo): boolean {
  const legacy = (video as { commentsEnabled?: boolean }).commentsEnabled;
  return video.commentsPolicy?.id !== 2 && legacy !== false;
}

/** Props: player options and what goes beside the video (default: related videos). */
export interface WatchViewProps {
  startTime?: number;
  /** Pause at this time (seconds, ?stop=). */
  stopTime?: number;
  autoPlay?: boolean;
  onEnded?: () => void;
  /** Above the related videos (the playlist panel). */
  side?: ReactNode;
}

/** The video of $video: the player first (its poster is the page's largest paint), then details and comments. */
export default function WatchView({ startTime, stopTime, autoPlay, onEnded, side }: WatchViewProps) {
  const t = useT();
  const state = useStore($video);
  const title = state.status === 'ready' ? state.data.name : null;
  useEffect(() => {
    if (title) setPageTitle(title);
  }, [title]);
  useEffect(watchPageStarted, []);
  // Told once the video is on screen, so a plugin finds the page's elements (the placeholder beside the player).
  const shown = state.status === 'ready' ? state.data : null;
  useEffect(() => {
    if (shown) videoShown(shown);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per video, not per change of its counts
  }, [shown?.uuid]);

  if (state.status === 'error') {
    return (
      <WatchProblemPage
        problem={watchProblem(state.error)}
        message={state.error.message}
        onRetry={() => void retryVideo()}
        passwordRefused={state.error.code === 'incorrect_video_password'}
      />
    );
  }
  if (state.status !== 'ready') {
    return (
      <div className="watch">
        <div className="watch-main">
          <div className="player player-placeholder" aria-hidden="true" />
          <Loader label={t('watch.loading', 'Loading the video…')} />
        </div>
        <aside className="watch-side">{side}</aside>
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
          key={video.uuid}
          video={video}
          startTime={startTime}
          stopTime={stopTime}
          autoPlay={autoPlay}
          onEnded={onEnded}
        />
        {/* PeerTube's plugin placeholder beside the player: plugins add their elements here. */}
        <div id="plugin-placeholder-player-next" className="plugin-placeholder" />
        <VideoInfo video={video} />
        <Comments videoId={video.uuid} enabled={commentsEnabled(video)} />
      </div>
      <aside className="watch-side">
        {side}
        <RelatedVideos />
      </aside>
    </div>
  );
}

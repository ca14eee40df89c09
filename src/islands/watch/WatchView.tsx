import { useStore } from '@nanostores/react';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useT } from '../../i18n/useT';
import { $video, refreshVideo, retryVideo, type WatchedVideo } from '../../stores/watch/watch';
import { watchProblem } from '../../stores/watch/watch-problem';
import { $sensitiveGate, acceptSensitive, hasMedia, processingOf } from '../../stores/watch/watch-gates';
import {
  $liveInfo,
  $liveStartedHere,
  $liveViewers,
  followLive,
  pollWhileProcessing,
} from '../../stores/watch/watch-live';
import { $relatedNext, autoplayRequested, goToNext } from '../../stores/watch/watch-next';
import { $theater } from '../../stores/player/player-prefs';
import type { PlayerOptions } from '../../stores/player/session';
import { Loader } from '../common/ListStates';
import Player from '../player/Player';
import { LiveEnded, LiveWaiting, ProcessingGate, ProcessingNotice, SensitiveGate } from '../player/PlayerGates';
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
  /** A playlist's next element (the playlist page); else the first recommendation is next. */
  next?: PlayerOptions['next'];
  /** Within a playlist. */
  inPlaylist?: boolean;
}

/** The video of $video: the player first (its poster is the page's largest paint), then details and comments. */
export default function WatchView({ startTime, stopTime, autoPlay, onEnded, side, next, inPlaylist }: WatchViewProps) {
  const t = useT();
  const state = useStore($video);
  const gate = useStore($sensitiveGate);
  const theater = useStore($theater);
  const viewers = useStore($liveViewers);
  const liveInfo = useStore($liveInfo);
  const liveStarted = useStore($liveStartedHere);
  const relatedNext = useStore($relatedNext);
  const title = state.status === 'ready' ? state.data.name : null;
  const video = state.status === 'ready' ? state.data : null;
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
  const live = !!video?.isLive;
  useEffect(() => (video && live ? followLive(video) : undefined), [video?.uuid, live]); // eslint-disable-line react-hooks/exhaustive-deps -- once per live
  const waiting = !!video && ((!hasMedia(video) && !live) || (live && video.state?.id === 5 && !!liveInfo?.saveReplay));
  useEffect(() => (waiting ? pollWhileProcessing() : undefined), [waiting]);
  const relatedGo = useMemo<PlayerOptions['next']>(
    () => (relatedNext ? { title: relatedNext.name, go: () => goToNext(relatedNext) } : null),
    [relatedNext],
  );

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
  if (!video) {
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
  const processing = processingOf(video);
  const startAt = (video as { liveSchedules?: Array<{ startAt?: string }> }).liveSchedules?.[0]?.startAt;
  let player: ReactNode;
  if (gate) player = <SensitiveGate video={video} gate={gate} onAccept={acceptSensitive} />;
  else if (live && video.state?.id === 4) player = <LiveWaiting video={video} startAt={startAt} />;
  else if (live && video.state?.id === 5) player = <LiveEnded video={video} replay={!!liveInfo?.saveReplay} />;
  // Nothing to play yet (being processed; or published before its transcoding, waitTranscoding off): said, and the page
  // reads it again until there is.
  else if (!hasMedia(video)) player = <ProcessingGate video={video} processing={processing ?? 'transcoding'} />;
  else
    player = (
      <Player
        key={video.uuid}
        video={video}
        startTime={startTime}
        stopTime={stopTime}
        autoPlay={autoPlay || (live && liveStarted) || autoplayRequested(video)}
        inPlaylist={inPlaylist}
        // A live that stops playing has probably ended: the page reads its state again.
        onEnded={live ? () => void refreshVideo() : onEnded}
        next={inPlaylist ? next : relatedGo}
        viewers={live ? viewers : undefined}
      />
    );
  return (
    <div className={theater ? 'watch theater' : 'watch'}>
      <div className="watch-main">
        {video.blacklisted && (
          <p className="alert watch-blocked" role="status">
            <strong>{t('watch.blocked', 'This video has been blocked')}</strong>
            {video.blacklistedReason
              ? ` — ${t('watch.blockedReason', 'Reason: {reason}', { reason: video.blacklistedReason })}`
              : ''}{' '}
            {t('watch.blockedWho', 'Only its owner and the moderators can see it.')}
          </p>
        )}
        {processing && hasMedia(video) && <ProcessingNotice processing={processing} />}
        {player}
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

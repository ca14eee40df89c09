import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import type { DeepPartial, VideoDetails } from '../../api/types';
import { mediaUrl } from '../../stores/player/player-source';
import { $playerView, mountPlayer, preloadPlayer, updatePlayer, type PlayerOptions } from '../../stores/player/session';
import { $chapters } from '../../stores/watch/watch-media';
import { playerShown } from '../../stores/watch/watch-plugins';
import { $playerT } from '../../stores/instance/server-labels';
import { useT } from '../../i18n/useT';
import Chapters from './Chapters';
import { mayDownloadAhead } from '../../lib/save-data';

/** Props of the player. */
export interface PlayerProps {
  video: DeepPartial<VideoDetails>;
  /** Start position in seconds from the link (playlist elements, ?start=); else where the person stopped. */
  startTime?: number;
  /** Pause here (?stop=). */
  stopTime?: number;
  /** Start playing as soon as possible (next video of a playlist). */
  autoPlay?: boolean;
  /** Within a playlist (its own autoplay setting applies). */
  inPlaylist?: boolean;
  onEnded?: () => void;
  /** The video that plays next (autoplay next, the Next button). */
  next?: PlayerOptions['next'];
  /** A live's viewers now. */
  viewers?: number;
}

/**
 * The video player: a <video> played by stores/player/session (HLS with hls.js and P2P, or native, or a web-video
 * MP4), its controls (loaded with playback), chapters below. Nothing of the video downloads before play (the poster is
 * the page's picture), nor the player's code: until the first play a Play button stands for the controls; pointing at
 * or focusing it starts fetching them, and any play (button, keys, autoplay) starts it.
 */
export default function Player({
  video,
  startTime,
  stopTime,
  autoPlay,
  inPlaylist,
  onEnded,
  next,
  viewers,
}: PlayerProps) {
  const t = useT();
  const pt = useStore($playerT);
  const box = useRef<HTMLDivElement>(null);
  const media = useRef<HTMLVideoElement>(null);
  const view = useStore($playerView);
  const chapters = useStore($chapters);
  const poster = video.previewPath ? mediaUrl(video.previewPath) : undefined;
  const uuid = video.uuid ?? '';

  useEffect(() => {
    if (!box.current || !media.current) return;
    // Plugins hear of the player once it is there (PeerTube's action:video-watch.player.loaded).
    playerShown(media.current, video);
    return mountPlayer(box.current, media.current, {
      video,
      startTime,
      stopTime,
      autoPlay,
      inPlaylist,
      onEnded,
      next,
      viewers,
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one player per video; later changes go through updatePlayer
  }, [uuid]);

  useEffect(() => updatePlayer({ next, viewers, onEnded }), [next, viewers, onEnded]);

  const seek = (to: number) => {
    const el = media.current;
    if (!el) return;
    el.currentTime = to;
    if (el.paused) void el.play().catch(() => {});
  };

  const ratio = video.aspectRatio && video.aspectRatio > 0 ? video.aspectRatio : 16 / 9;
  return (
    <>
      <div
        ref={box}
        className="player"
        role="region"
        aria-label={t('player.label', 'Video player')}
        aria-describedby="player-keys"
        tabIndex={-1}
        data-engine={view.engine}
      >
        {/* Media controls run left to right in every language (as PeerTube's player): time goes that way. */}
        {/* Caption tracks are added from the video's captions once chosen (stores/player/session). */}
        {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
        <video
          ref={media}
          dir="ltr"
          className="player-video"
          tabIndex={-1}
          playsInline
          preload="none"
          poster={poster}
          width={Math.round(480 * ratio)}
          height={480}
          style={{ aspectRatio: String(ratio) }}
          aria-label={video.name ?? t('player.video', 'Video')}
        >
          {view.track && (
            <track
              key={view.track.src}
              kind="subtitles"
              src={view.track.src}
              srcLang={view.track.language}
              label={view.track.label}
              default
            />
          )}
        </video>
        {!view.started && (
          <button
            type="button"
            className="player-start"
            dir="ltr"
            aria-label={pt('Play')}
            onClick={() => void media.current?.play().catch(() => {})}
            onPointerEnter={() => mayDownloadAhead() && preloadPlayer()}
            onFocus={preloadPlayer}
            onTouchStart={preloadPlayer}
          >
            <span className="player-start-icon" aria-hidden="true" />
          </button>
        )}
        {view.failed && (
          <p className="player-error alert" role="alert">
            {t('player.failed', 'This video cannot be played in this browser.')}
          </p>
        )}
        <p id="player-keys" className="visually-hidden">
          {t(
            'player.keys2',
            'Keyboard: space or k play or pause, arrows or j and l seek, 0 to 9 jump, up and down change the volume, m mutes, c subtitles, < and > speed, f full screen.',
          )}
        </p>
        <p className="visually-hidden" role="status" aria-live="polite">
          {view.status}
        </p>
      </div>
      <Chapters chapters={chapters} onSeek={seek} />
    </>
  );
}

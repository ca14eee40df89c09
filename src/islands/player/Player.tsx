import { useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { DeepPartial, VideoDetails } from '../../api/types';
import { chooseSources, detectAbility, mediaUrl, type PlaybackSource } from '../../stores/player/player-source';
import { attachSources, preloadPlayer, type Qualities } from '../../stores/player/player';
import { $captionsLanguage, $playbackRate, stepSpeed } from '../../stores/player/player-prefs';
import { $captions, $chapters, captionTrackUrl, loadMediaExtras } from '../../stores/watch/watch-media';
import { resumeTime } from '../../stores/watch/resume';
import { trackViews } from '../../stores/watch/watch-views';
import { useT } from '../../i18n/useT';
import { applyAction, playerAction } from './keys';
import PlayerMenus from './PlayerMenus';
import Chapters from './Chapters';
import { needsFileToken } from '../../lib/file-token';
import { playbackFileToken } from '../../stores/player/file-token';
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
  onEnded?: () => void;
}

/**
 * The video player: the browser's own accessible controls on a <video> whose source is HLS (hls.js or native)
 * or a web-video MP4; quality, speed and subtitles menus; chapters; keyboard shortcuts while focus is inside.
 * Nothing of the video itself downloads before play (the poster is the page's picture), nor hls.js: until the first
 * play an HLS video shows its own Play button (the browser's controls stay disabled with no source); pointing at or
 * focusing that button starts fetching hls.js, and any play (button, keys, autoplay) starts it.
 */
export default function Player({ video, startTime, stopTime, autoPlay, onEnded }: PlayerProps) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const media = useRef<HTMLVideoElement>(null);
  const [source, setSource] = useState<PlaybackSource | null>(null);
  const [failed, setFailed] = useState(false);
  const [started, setStarted] = useState(false);
  const [status, setStatus] = useState('');
  const [qualities, setQualities] = useState<Qualities | null>(null);
  const [track, setTrack] = useState<{ language: string; label: string; src: string } | null>(null);
  const [time, setTime] = useState(0);
  const rate = useStore($playbackRate);
  const captions = useStore($captions);
  const chapters = useStore($chapters);
  const captionsLanguage = useStore($captionsLanguage);
  const lastLanguage = useRef(captionsLanguage);
  const poster = video.previewPath ? mediaUrl(video.previewPath) : undefined;
  const uuid = video.uuid ?? '';
  const start = useMemo(
    () =>
      resumeTime({ uuid, duration: video.duration, linkStart: startTime, historyTime: video.userHistory?.currentTime }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the start point is chosen once per video
    [uuid],
  );

  useEffect(() => {
    if (uuid) void loadMediaExtras(video.id ?? uuid);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per video
  }, [uuid]);

  useEffect(() => {
    const el = media.current;
    if (!el) return;
    setFailed(false);
    setStarted(false);
    const sources = chooseSources(video, detectAbility());
    if (start)
      el.addEventListener(
        'loadedmetadata',
        () => {
          el.currentTime = start;
        },
        { once: true },
      );
    const attach = (fileToken?: string) =>
      attachSources(el, sources, {
        onEngine: setSource,
        onFail: () => setFailed(true),
        onQualities: setQualities,
        startPosition: start,
        deferHls: true,
        fileToken,
      });
    // A protected video's files need a file token first; public videos attach at once.
    let detach: () => void = () => {};
    let gone = false;
    if (needsFileToken(video))
      void playbackFileToken(video).then((token) => {
        if (!gone) detach = attach(token);
      });
    else detach = attach();
    const stopViews = uuid ? trackViews(el, { id: video.id, uuid }, start ?? 0) : () => {};
    return () => {
      gone = true;
      stopViews();
      detach();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the media is attached once per video
  }, [uuid]);

  useEffect(() => {
    if (autoPlay) void media.current?.play().catch(() => {});
  }, [uuid, autoPlay, source]);

  useEffect(() => {
    const el = media.current;
    if (!el) return;
    el.defaultPlaybackRate = rate;
    el.playbackRate = rate;
  }, [rate, source]);

  // Subtitles: fetched only once chosen; the choice (or "off") is remembered for the next video.
  useEffect(() => {
    const caption = captions.find((c) => c.language.id === captionsLanguage);
    if (!caption) return setTrack(null);
    lastLanguage.current = captionsLanguage;
    let live = true;
    captionTrackUrl(caption).then(
      (src) => {
        if (live) setTrack({ language: caption.language.id, label: caption.language.label, src });
      },
      () => {
        if (live) setStatus(t('player.captionsFailed', 'The subtitles could not be loaded.'));
      },
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a language change must not reload the captions
  }, [captions, captionsLanguage]);

  useEffect(() => {
    const el = media.current;
    if (!el) return;
    const show = () => {
      for (const tt of Array.from(el.textTracks))
        tt.mode = track && tt.language === track.language ? 'showing' : 'disabled';
    };
    show();
    el.textTracks.addEventListener?.('addtrack', show);
    return () => el.textTracks.removeEventListener?.('addtrack', show);
  }, [track]);

  // ?stop=: pause once there.
  useEffect(() => {
    const el = media.current;
    if (!el || !stopTime) return;
    const onTime = () => {
      if (el.currentTime >= stopTime) {
        el.pause();
        el.removeEventListener('timeupdate', onTime);
      }
    };
    el.addEventListener('timeupdate', onTime);
    return () => el.removeEventListener('timeupdate', onTime);
  }, [uuid, stopTime]);

  function toggleCaptions(): string | null {
    if (!captions.length) return null;
    if (captionsLanguage) {
      $captionsLanguage.set('');
      return '';
    }
    const next = captions.find((c) => c.language.id === lastLanguage.current) ?? captions[0];
    $captionsLanguage.set(next.language.id);
    return next.language.label;
  }

  // Native listeners in the capture phase: Chromium's own controls act on Space at keypress/keyup on the
  // <video> itself, so the player must claim its keys before they get there, at every stage of the press.
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const onKey = (event: KeyboardEvent) => {
      // The menus' own keys (arrows) are their own; the chapter buttons keep Space and Enter (the Play button too,
      // but it takes the player's letter keys).
      const own =
        event.target instanceof HTMLButtonElement &&
        (event.key === ' ' || event.key === 'Enter' || !event.target.classList.contains('player-start'));
      if (event.target instanceof HTMLSelectElement || own) return;
      const action = playerAction(event);
      if (!action || !media.current) return;
      event.preventDefault();
      event.stopPropagation();
      if (event.type !== 'keydown') return;
      setStatus(
        applyAction(
          media.current,
          action,
          {
            toggleFullscreen,
            stepSpeed: (direction) => {
              const next = stepSpeed($playbackRate.get(), direction);
              $playbackRate.set(next);
              return next;
            },
            toggleCaptions,
          },
          t,
        ),
      );
    };
    const types = ['keydown', 'keypress', 'keyup'] as const;
    types.forEach((type) => el.addEventListener(type, onKey, true));
    return () => types.forEach((type) => el.removeEventListener(type, onKey, true));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- toggleCaptions is rebuilt each render from the listed values
  }, [t, captions, captionsLanguage]);

  function toggleFullscreen() {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    else void box.current?.requestFullscreen?.().catch(() => {});
  }

  function seek(to: number) {
    const el = media.current;
    if (!el) return;
    el.currentTime = to;
    if (el.paused) void el.play().catch(() => {});
  }

  const ratio = video.aspectRatio && video.aspectRatio > 0 ? video.aspectRatio : 16 / 9;
  // hls.js is not there before the first play: the Play button stands in for the browser's (disabled) controls.
  const gated = !started && source?.kind === 'hls' && source.engine === 'hlsjs';
  return (
    <>
      <div
        ref={box}
        className="player"
        role="region"
        aria-label={t('player.label', 'Video player')}
        aria-describedby="player-keys"
        tabIndex={-1}
        data-engine={source ? (source.kind === 'hls' ? `hls-${source.engine}` : 'mp4') : undefined}
      >
        {/* Caption tracks are added from the video's captions once they load (stores/watch/watch-media). */}
        {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
        <video
          ref={media}
          className="player-video"
          controls={!gated}
          tabIndex={gated ? -1 : undefined}
          onPlay={() => setStarted(true)}
          playsInline
          preload="none"
          poster={poster}
          width={Math.round(480 * ratio)}
          height={480}
          style={{ aspectRatio: String(ratio) }}
          onEnded={onEnded}
          onTimeUpdate={chapters.length ? (e) => setTime(e.currentTarget.currentTime) : undefined}
          aria-label={video.name ?? t('player.video', 'Video')}
        >
          {track && (
            <track
              key={track.src}
              kind="subtitles"
              src={track.src}
              srcLang={track.language}
              label={track.label}
              default
            />
          )}
        </video>
        {gated && (
          <button
            type="button"
            className="player-start"
            aria-label={t('player.play', 'Play')}
            onClick={() => void media.current?.play().catch(() => {})}
            onPointerEnter={() => mayDownloadAhead() && preloadPlayer()}
            onFocus={preloadPlayer}
            onTouchStart={preloadPlayer}
          >
            <span className="player-start-icon" aria-hidden="true" />
          </button>
        )}
        <PlayerMenus
          qualities={qualities}
          rate={rate}
          onRate={(r) => $playbackRate.set(r)}
          captions={captions}
          captionsLanguage={captionsLanguage}
          onCaptions={(language) => $captionsLanguage.set(language)}
        />
        {failed && (
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
          {status}
        </p>
      </div>
      <Chapters chapters={chapters} duration={video.duration ?? 0} currentTime={time} onSeek={seek} />
    </>
  );
}

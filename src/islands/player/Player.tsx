import { useEffect, useRef, useState } from 'react';
import type { DeepPartial, VideoDetails } from '../../api/types';
import { chooseSources, detectAbility, mediaUrl, type PlaybackSource } from '../../stores/player-source';
import { attachSources, type Qualities } from '../../stores/player';
import { useT } from '../../i18n/useT';
import { applyAction, playerAction } from './keys';

/** Props of the player. */
export interface PlayerProps {
  video: DeepPartial<VideoDetails>;
  /** Start position in seconds (playlist elements, ?start=). */
  startTime?: number;
  /** Start playing as soon as possible (next video of a playlist). */
  autoPlay?: boolean;
  onEnded?: () => void;
  /** Called as playback advances (view counting). */
  onTimeUpdate?: (currentTime: number) => void;
}

/**
 * The video player: the browser's own accessible controls on a <video> whose source is HLS (hls.js or native)
 * or a web-video MP4, plus keyboard shortcuts while focus is inside the player.
 */
export default function Player({ video, startTime, autoPlay, onEnded, onTimeUpdate }: PlayerProps) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const media = useRef<HTMLVideoElement>(null);
  const [source, setSource] = useState<PlaybackSource | null>(null);
  const [failed, setFailed] = useState(false);
  const [status, setStatus] = useState('');
  const [qualities, setQualities] = useState<Qualities | null>(null);
  const poster = video.previewPath ? mediaUrl(video.previewPath) : undefined;

  useEffect(() => {
    const el = media.current;
    if (!el) return;
    setFailed(false);
    const sources = chooseSources(video, detectAbility());
    if (startTime) {
      const seek = () => { el.currentTime = startTime; };
      el.addEventListener('loadedmetadata', seek, { once: true });
    }
    return attachSources(el, sources, { onEngine: setSource, onFail: () => setFailed(true), onQualities: setQualities });
  }, [video.uuid]);

  useEffect(() => {
    if (autoPlay) void media.current?.play().catch(() => {});
  }, [video.uuid, autoPlay, source]);

  // Native listeners in the capture phase: Chromium's own controls act on Space at keypress/keyup on the
  // <video> itself, so the player must claim its keys before they get there, at every stage of the press.
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const onKey = (event: KeyboardEvent) => {
      // The quality menu's own keys (arrows) are its own.
      if (event.target instanceof HTMLSelectElement) return;
      const action = playerAction(event);
      if (!action || !media.current) return;
      event.preventDefault();
      event.stopPropagation();
      if (event.type === 'keydown') setStatus(applyAction(media.current, action, toggleFullscreen, t));
    };
    const types = ['keydown', 'keypress', 'keyup'] as const;
    types.forEach((type) => el.addEventListener(type, onKey, true));
    return () => types.forEach((type) => el.removeEventListener(type, onKey, true));
  }, [t]);

  function toggleFullscreen() {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    else void box.current?.requestFullscreen?.().catch(() => {});
  }

  const ratio = video.aspectRatio && video.aspectRatio > 0 ? video.aspectRatio : 16 / 9;
  return (
    <div
      ref={box}
      className="player"
      role="region"
      aria-label={t('player.label', 'Video player')}
      aria-describedby="player-keys"
      tabIndex={-1}
      data-engine={source ? (source.kind === 'hls' ? `hls-${source.engine}` : 'mp4') : undefined}
    >
      <video
        ref={media}
        className="player-video"
        controls
        playsInline
        preload="metadata"
        poster={poster}
        width={Math.round(480 * ratio)}
        height={480}
        style={{ aspectRatio: String(ratio) }}
        onEnded={onEnded}
        onTimeUpdate={onTimeUpdate ? (e) => onTimeUpdate(e.currentTarget.currentTime) : undefined}
        aria-label={video.name ?? t('player.video', 'Video')}
      />
      {qualities && <QualityMenu qualities={qualities} />}
      {failed && (
        <p className="player-error alert" role="alert">
          {t('player.failed', 'This video cannot be played in this browser.')}
        </p>
      )}
      <p id="player-keys" className="visually-hidden">
        {t('player.keys', 'Keyboard: space or k play or pause, arrows seek and change the volume, m mutes, f full screen.')}
      </p>
      <p className="visually-hidden" role="status" aria-live="polite">{status}</p>
    </div>
  );
}

/** The rendition choice of an adaptive stream: Auto (with the height playing now) or one height. */
function QualityMenu({ qualities }: { qualities: Qualities }) {
  const t = useT();
  const { heights, selected, playing } = qualities;
  const order = heights.map((height, index) => ({ height, index })).sort((a, b) => b.height - a.height);
  return (
    <div className="player-bar">
      <label>
        {t('player.quality', 'Quality')}{' '}
        <select value={selected} onChange={(e) => qualities.select(Number(e.target.value))}>
          <option value={-1}>
            {playing && selected === -1 ? t('player.autoPlaying', 'Auto ({height}p)', { height: playing }) : t('player.auto', 'Auto')}
          </option>
          {order.map(({ height, index }) => <option key={index} value={index}>{`${height}p`}</option>)}
        </select>
      </label>
    </div>
  );
}

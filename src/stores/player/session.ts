// The watch page's player, as a store: what islands/player/Player.tsx used to do itself. It attaches the video's
// sources to the page's <video> (hls.js and the P2P loader on play, a file token first for protected videos), starts
// where the link or the person's history says, pauses at ?stop=, counts views, applies the remembered speed and
// subtitles, answers the player's keys, loads the controls with playback (lib/player/controls) and keeps them up to
// date, and offers a small API for the rest of the page and plugin hooks ($playerApi). The island only renders.
import { atom, map } from 'nanostores';
import type { DeepPartial, VideoDetails } from '../../api/types';
import { t } from '../../i18n';
import { applyAction, playerAction } from '../../lib/player/keys';
import type { ControlsHandle, ControlsOptions, PlaybackStats } from '../../lib/player/controls';
import type { P2PSession } from '../../lib/player/p2p-support';
import type { HlsClass, Qualities } from '../../lib/playback-attach';
import { needsFileToken } from '../../lib/file-token';
import { getLive } from '../../api/upload';
import { api } from '../instance/api';
import { $captions, $chapters, $storyboard, captionTrackUrl, loadMediaExtras } from '../watch/watch-media';
import { resumeTime } from '../watch/resume';
import { trackViews } from '../watch/watch-views';
import { playbackFileToken } from './file-token';
import { attachSources, preloadPlayer as preloadHls } from './player';
import { chooseSources, detectAbility, type PlaybackSource } from './player-source';
import { $captionsLanguage, $playbackRate, $theater, SPEEDS, stepSpeed, toggleTheater } from './player-prefs';
import { p2pStarter } from './p2p';
import { $autoPlayNext, setAutoPlayNext } from './autoplay-next';
import { $playerApi, createPlayerApi } from './player-api';

type Video = DeepPartial<VideoDetails>;

/** What the player island shows: the engine, whether playback started, a failure, the subtitles track, a spoken status. */
export interface PlayerView {
  engine?: 'hls-hlsjs' | 'hls-native' | 'mp4';
  started: boolean;
  failed: boolean;
  /** Said to screen readers (the keys' effect: "Muted", "Volume 60%"). */
  status: string;
  track: { language: string; label: string; src: string } | null;
  /** The controls have loaded (the island's own Play button goes). */
  controls: boolean;
}

/** The player's state for its island. */
export const $playerView = map<PlayerView>({ started: false, failed: false, status: '', track: null, controls: false });

/** Where playback is, in whole seconds (the chapter list marks the one playing). */
export const $playerTime = atom(0);

/** What the page tells the player. */
export interface PlayerOptions {
  video: Video;
  /** Start position in seconds from the link (playlist elements, ?start=); else where the person stopped. */
  startTime?: number;
  /** Pause here (?stop=). */
  stopTime?: number;
  /** Start playing as soon as possible (next video of a playlist, or after autoplay next). */
  autoPlay?: boolean;
  /** In a playlist: its own autoplay setting applies, and the page moves on at the end (onEnded). */
  inPlaylist?: boolean;
  onEnded?: () => void;
  /** The video that comes next (the next playlist element, else the first recommendation). */
  next?: ControlsOptions['next'];
  /** A live's viewers, from its realtime updates. */
  viewers?: number;
}

const loadControls = () => import('../../lib/player/controls');

/** Starts downloading what playback needs (hls.js, the controls) ahead of a likely play: a pointer over the Play button. */
export function preloadPlayer(): void {
  preloadHls();
  void loadControls().catch(() => {});
}

let current: { options: PlayerOptions; refresh: () => void } | null = null;

/** Passes the page's newer knowledge to the player (the next video once recommendations load, a live's viewers). */
export function updatePlayer(changes: Partial<PlayerOptions>): void {
  if (!current) return;
  current.options = { ...current.options, ...changes };
  current.refresh();
}

const ENGINES: Record<string, string> = { 'hls-hlsjs': 'hls.js', 'hls-native': 'HLS', mp4: 'MP4' };

function engineOf(source: PlaybackSource): PlayerView['engine'] {
  return source.kind === 'hls' ? (source.engine === 'hlsjs' ? 'hls-hlsjs' : 'hls-native') : 'mp4';
}

/** Plays `options.video` in `media` (inside `box`, the player's region); returns what stops it all. */
export function mountPlayer(box: HTMLElement, media: HTMLVideoElement, options: PlayerOptions): () => void {
  const video = options.video;
  const uuid = video.uuid ?? '';
  const cleanups: Array<() => void> = [];
  const listen = (target: EventTarget, type: string, fn: (e: Event) => void, capture = false) => {
    target.addEventListener(type, fn, capture);
    cleanups.push(() => target.removeEventListener(type, fn, capture));
  };
  $playerView.set({ started: false, failed: false, status: '', track: null, controls: false });
  // Mounted on the first play (below); the sources and captions tell them what changes.
  let controls: ControlsHandle | null = null;
  let gone = false;
  const events = new EventTarget();
  if (uuid) void loadMediaExtras(video.id ?? uuid);

  const start = resumeTime({
    uuid,
    duration: video.duration,
    linkStart: options.startTime,
    historyTime: video.userHistory?.currentTime,
  });
  if (start) listen(media, 'loadedmetadata', () => void (media.currentTime = start));

  let p2p: P2PSession | null = null;
  let hls: InstanceType<HlsClass> | null = null;
  let qualities: Qualities | null = null;
  let source: PlaybackSource | null = null;
  let latencyMode: number | undefined;
  if (video.isLive && video.id) {
    // Public fields of a live (its latency mode) answer anyone; the stream key only its owner.
    getLive(api, video.id).then(
      (live) => void (latencyMode = live.latencyMode),
      () => {},
    );
  }
  const starter = p2pStarter(
    video,
    () => latencyMode,
    (session) => void (p2p = session),
  );
  const attach = (fileToken?: string) =>
    attachSources(media, chooseSources(video, detectAbility()), {
      onEngine: (s) => {
        source = s;
        $playerView.setKey('engine', engineOf(s));
      },
      onFail: () => $playerView.setKey('failed', true),
      onQualities: (q) => {
        qualities = q;
        controls?.update({ qualities: q });
      },
      startPosition: start,
      deferHls: true,
      fileToken,
      p2p: starter,
      live: video.isLive
        ? {
            get latencyMode() {
              return latencyMode;
            },
          }
        : undefined,
      onHls: (instance) => void (hls = instance),
    });
  // A protected video's files need a file token first; public videos attach at once.
  let detach: () => void = () => {};
  if (needsFileToken(video))
    void playbackFileToken(video).then((token) => {
      if (!gone) detach = attach(token);
    });
  else detach = attach();
  cleanups.push(() => {
    gone = true;
    detach();
  });
  if (uuid) cleanups.push(trackViews(media, { id: video.id, uuid }, start ?? 0));

  cleanups.push(
    $playbackRate.subscribe((rate) => {
      media.defaultPlaybackRate = rate;
      media.playbackRate = rate;
    }),
  );
  followCaptions(media, cleanups, () => controls?.update(captionOptions()));

  // ?stop=: pause once there.
  if (options.stopTime) {
    const stop = options.stopTime;
    const onTime = () => {
      if (media.currentTime < stop) return;
      media.pause();
      media.removeEventListener('timeupdate', onTime);
    };
    listen(media, 'timeupdate', onTime);
  }
  listen(media, 'play', () => $playerView.setKey('started', true));
  $playerTime.set(0);
  listen(media, 'timeupdate', () => $playerTime.set(Math.floor(media.currentTime)));
  listen(media, 'ended', () => {
    if (options.inPlaylist && $autoPlayNext.get().playlist) current?.options.onEnded?.();
    else if (!options.inPlaylist) current?.options.onEnded?.();
  });

  // The player's keys, on the whole box in the capture phase: Chromium acts on Space at keypress/keyup on a focused
  // <video>, so the player claims its keys at every stage of the press.
  const onKey = (event: Event) => {
    const key = event as KeyboardEvent;
    const target = key.target;
    // Menus, checkboxes and the volume slider keep their own keys; buttons keep Space and Enter (they press them).
    if (target instanceof HTMLSelectElement) return;
    if (target instanceof HTMLInputElement && !target.classList.contains('pt-seek')) return;
    if (target instanceof HTMLButtonElement && (key.key === ' ' || key.key === 'Enter')) return;
    const action = playerAction(key);
    if (!action) return;
    key.preventDefault();
    key.stopPropagation();
    if (key.type !== 'keydown') return;
    $playerView.setKey(
      'status',
      applyAction(
        media,
        action,
        { toggleFullscreen: () => toggleFullscreen(box), stepSpeed: speedStep, toggleCaptions },
        t,
      ),
    );
  };
  for (const type of ['keydown', 'keypress', 'keyup']) listen(box, type, onKey, true);

  // The controls come with playback (or a pointer over the Play button): never before.
  function captionOptions(): Partial<ControlsOptions> {
    return {
      captions: $captions.get().map((c) => ({
        id: c.language.id,
        label: c.automaticallyGenerated
          ? t('player.captionAuto', '{language} (auto-generated)', { language: c.language.label })
          : c.language.label,
      })),
      caption: $captionsLanguage.get(),
    };
  }
  const controlOptions = (): ControlsOptions => {
    const o = current?.options ?? options;
    const inPlaylist = !!o.inPlaylist;
    return {
      t,
      duration: video.duration ?? 0,
      chapters: $chapters.get(),
      storyboard: $storyboard.get(),
      range: o.stopTime ? { start: o.startTime, stop: o.stopTime } : undefined,
      live: video.isLive ? { viewers: o.viewers } : null,
      qualities,
      rates: SPEEDS,
      onRate: (rate) => $playbackRate.set(rate),
      onCaption: (language) => $captionsLanguage.set(language),
      ...captionOptions(),
      stats: (): PlaybackStats => ({
        engine: source ? (ENGINES[engineOf(source)!] ?? '') : '',
        p2pOn: !!starter,
        p2p: p2p?.stats() ?? null,
        resolution:
          qualities?.playing ?? (hls && hls.currentLevel >= 0 ? hls.levels[hls.currentLevel]?.height : null) ?? null,
      }),
      autoplayNext: o.next
        ? {
            on: $autoPlayNext.get()[inPlaylist ? 'playlist' : 'video'],
            set: (on) => void setAutoPlayNext(on, inPlaylist),
            countdown: !inPlaylist,
          }
        : null,
      next: o.next,
      theater: { on: $theater.get(), toggle: toggleTheater },
      toggleFullscreen: () => toggleFullscreen(box),
    };
  };
  const showControls = () => {
    if (controls || gone) return;
    void loadControls().then(
      (mod) => {
        if (gone || controls) return;
        controls = mod.mountControls(box, media, controlOptions());
        $playerView.setKey('controls', true);
        events.dispatchEvent(new CustomEvent('controls-loaded'));
      },
      () => {},
    );
  };
  listen(media, 'play', showControls);
  const refresh = () => controls?.update(controlOptions());
  for (const store of [$chapters, $storyboard, $theater, $autoPlayNext]) cleanups.push(store.listen(refresh));

  current = { options, refresh };
  $playerApi.set(createPlayerApi(media, events));
  if (options.autoPlay) void media.play().catch(() => {});

  return () => {
    gone = true;
    cleanups.forEach((fn) => fn());
    controls?.destroy();
    if ($playerApi.get()?.element === media) $playerApi.set(null);
    current = null;
  };
}

function speedStep(direction: 1 | -1): number {
  const next = stepSpeed($playbackRate.get(), direction);
  $playbackRate.set(next);
  return next;
}

let lastLanguage = $captionsLanguage.get();

/** The c key: subtitles off, or back on in the last language (else the first). */
function toggleCaptions(): string | null {
  const captions = $captions.get();
  if (!captions.length) return null;
  if ($captionsLanguage.get()) {
    $captionsLanguage.set('');
    return '';
  }
  const next = captions.find((c) => c.language.id === lastLanguage) ?? captions[0];
  $captionsLanguage.set(next.language.id);
  return next.language.label;
}

/** Subtitles: fetched only once chosen; the choice (or "off") is remembered for the next video. */
function followCaptions(media: HTMLVideoElement, cleanups: Array<() => void>, changed: () => void) {
  let generation = 0;
  const choose = () => {
    changed();
    const language = $captionsLanguage.get();
    const caption = $captions.get().find((c) => c.language.id === language);
    const mine = ++generation;
    if (!caption) return $playerView.setKey('track', null);
    lastLanguage = language;
    captionTrackUrl(caption).then(
      (src) => {
        if (mine === generation)
          $playerView.setKey('track', { language: caption.language.id, label: caption.language.label, src });
      },
      () => {
        if (mine === generation)
          $playerView.setKey('status', t('player.captionsFailed', 'The subtitles could not be loaded.'));
      },
    );
  };
  cleanups.push($captions.listen(choose), $captionsLanguage.listen(choose));
  choose();
  // The island renders the <track>; the chosen one is shown, the others off.
  const show = () => {
    const track = $playerView.get().track;
    for (const tt of Array.from(media.textTracks))
      tt.mode = track && tt.language === track.language ? 'showing' : 'disabled';
  };
  media.textTracks.addEventListener?.('addtrack', show);
  cleanups.push(
    $playerView.listen((view, old, key) => {
      if (key === 'track') queueMicrotask(show);
    }),
    () => media.textTracks.removeEventListener?.('addtrack', show),
  );
  cleanups.push(() => void (generation = -1));
}

function toggleFullscreen(box: HTMLElement): void {
  if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
  else void box.requestFullscreen?.().catch(() => {});
}

// /videos/embed/{id} and /video-playlists/embed/{id}: only the player, for other sites' <iframe>s. No framework and no
// stores (nothing of the app shell): this file, the pure playback helpers, the player's controls and hls.js, imported
// statically (a dynamic import of the app's kind would pull in Vite's preload helper, which lives in the shell's
// chunk). PeerTube's P2P loader comes on play, only when P2P is on, and the plugins' host only where the instance has
// plugins: each as a file of its own whose address the build gives (`?worker&url`, exports kept: astro.config.mjs).
// Honours PeerTube's embed URL parameters and answers the @peertube/embed-api protocol (lib/embed-channel.ts).
// Its few words are English: loading a language catalog would cost more than the embed itself.
import { embedOptions } from '../lib/embed-params';
import { openEmbedChannel, parentOrigin, type EmbedChannel } from '../lib/embed-channel';
import { chooseSources, detectAbility, type PlaybackSource } from '../lib/playback-sources';
import { instanceUrlFrom } from '../lib/instance-url';
import Hls from 'hls.js/dist/hls.light.mjs';
import { attachSources, type Detach, type Qualities } from '../lib/playback-attach';
import { mountControls, type ControlsHandle, type Translate } from '../lib/player/controls';
import { applyAction, playerAction } from '../lib/player/keys';
import { browserTrackers, nodeGlobals, webRtcAvailable, type P2PSession } from '../lib/player/p2p-support';
import type { PluginConfig } from '../lib/plugins/scripts';
import type { PluginHost } from '../stores/plugins/host';
import p2pUrl from '../lib/player/p2p?worker&url';
import pluginsUrl from './embed-plugins?worker&url';

type Playlist = { playlistUrl?: string; segmentsSha256Url?: string; redundancies?: Array<{ baseUrl?: string }> };
type Video = {
  id: number;
  uuid: string;
  shortUUID?: string;
  name: string;
  duration?: number;
  previewPath?: string;
  isLive?: boolean;
  isLocal?: boolean;
  state?: { id?: number };
  trackerUrls?: string[];
  streamingPlaylists?: Playlist[];
  files?: unknown[];
};
type Caption = { language: { id: string; label: string }; captionPath?: string; fileUrl?: string };
type Config = {
  defaults?: { p2p?: { embed?: { enabled?: boolean } } };
  tracker?: { enabled?: boolean };
  webrtc?: { stunServers?: string[] };
};

const RATES = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2];
/** English, with `{name}` placeholders filled. */
const t: Translate = (_key, text, params) => text.replace(/\{(\w+)\}/g, (w, n) => String(params?.[n] ?? w));
const options = embedOptions(location.search);
const parts = location.pathname.split('/');
const playlistMode = parts[1] === 'video-playlists';
const targetId = decodeURIComponent(parts[3] ?? '');
const root = document.getElementById('embed')!;
const media = document.createElement('video');
media.playsInline = true;
media.preload = 'none';
media.muted = options.muted;
media.loop = options.loop && !playlistMode;
media.tabIndex = -1;
media.className = 'embed-video';
root.append(media);

let base = '';
let config: Config = {};
let configReady: Promise<void> = Promise.resolve();
/** The `embed` scope's plugins, loaded once the config is read (most instances: none, nothing fetched). */
let plugins: Promise<PluginHost | null> | null = null;
let video: Video | null = null;
let source: PlaybackSource | null = null;
let qualities: Qualities | null = null;
let captions: Caption[] = [];
let showing = '';
let detach: Detach = () => {};
let playlist: Array<{ position: number; video: Video | null }> = [];
let position = 1;
let channel: EmbedChannel | null = null;
let state: 'unstarted' | 'playing' | 'paused' | 'ended' = 'unstarted';
let controls: ControlsHandle | null = null;
let p2p: P2PSession | null = null;
let p2pOn = false;

const abs = (path: string) => (/^https?:\/\//.test(path) ? path : base + path);

async function json<T>(path: string): Promise<T> {
  const res = await fetch(abs(path), { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(15000) });
  if (!res.ok)
    throw new Error(
      res.status === 404 ? 'This video does not exist or is not available here.' : `The server answered ${res.status}.`,
    );
  return res.json() as Promise<T>;
}

function message(className: string, text: string, retry?: () => void): void {
  root.querySelector(`.${className}`)?.remove();
  const box = document.createElement('div');
  box.className = className;
  box.setAttribute('role', className === 'embed-error' ? 'alert' : 'status');
  box.textContent = text;
  if (retry) {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'Retry';
    button.onclick = () => {
      box.remove();
      retry();
    };
    box.append(' ', button);
  }
  root.append(box);
}
const showError = (text: string, retry?: () => void) => message('embed-error', text, retry);

function showTitle(v: Video): void {
  root.querySelector('.embed-title')?.remove();
  media.setAttribute('aria-label', v.name);
  document.title = v.name;
  if (!options.title) return;
  const box = document.createElement('div');
  box.className = 'embed-title';
  const title = document.createElement(options.peertubeLink ? 'a' : 'p');
  title.textContent = v.name;
  if (title instanceof HTMLAnchorElement) {
    title.href = `${location.origin}/w/${v.shortUUID ?? v.uuid}`;
    title.target = '_blank';
    title.rel = 'noopener';
  }
  box.append(title);
  // PeerTube's warning: sharing over P2P shows the viewer's address to the other viewers.
  if (p2pOn && options.warningTitle) {
    const warning = document.createElement('p');
    warning.className = 'embed-warning';
    warning.textContent = 'Watching this video may reveal your IP address to others.';
    box.append(warning);
  }
  root.append(box);
}

async function setCaption(language: string): Promise<void> {
  showing = language;
  controls?.update({ caption: language });
  for (const track of Array.from(media.querySelectorAll('track'))) track.remove();
  const caption = captions.find((c) => c.language.id === language);
  if (!caption) return;
  const url = caption.fileUrl ?? (caption.captionPath ? abs(caption.captionPath) : '');
  const text = await (await fetch(url)).text();
  const track = document.createElement('track');
  Object.assign(track, { kind: 'subtitles', srclang: language, label: caption.language.label, default: true });
  track.src = URL.createObjectURL(new Blob([text], { type: 'text/vtt' }));
  media.append(track);
  track.track.mode = 'showing';
}

/** The P2P session starter of a video, as PeerTube's embed decides it (the `p2p` parameter, else the instance's
 *  default for embeds; never without WebRTC, the tracker, or published segment hashes). */
function p2pFor(v: Video): (() => Promise<P2PSession | null>) | undefined {
  const hls = v.streamingPlaylists?.find((p) => p.playlistUrl);
  const wanted = options.p2p ?? config.defaults?.p2p?.embed?.enabled !== false;
  const trackers = browserTrackers(v.trackerUrls ?? []);
  p2pOn =
    wanted &&
    webRtcAvailable() &&
    !(v.isLocal && config.tracker?.enabled === false) &&
    !!hls?.segmentsSha256Url &&
    trackers.length > 0;
  if (!p2pOn || !hls?.playlistUrl || !hls.segmentsSha256Url) return undefined;
  const settings = {
    playlistUrl: hls.playlistUrl,
    segmentsSha256Url: hls.segmentsSha256Url,
    redundancyBaseUrls: (hls.redundancies ?? []).map((r) => r.baseUrl ?? '').filter(Boolean),
    trackerUrls: trackers,
    stunServers: config.webrtc?.stunServers ?? [],
    isLive: !!v.isLive,
  };
  return async () => {
    nodeGlobals();
    const mod = (await import(/* @vite-ignore */ p2pUrl)) as typeof import('../lib/player/p2p');
    const host = await plugins;
    p2p = await mod.startP2P(settings, {
      filterSettings: async (s) =>
        host ? host.runHook('filter:internal.player.p2p-media-loader.options.result', s) : s,
    });
    return p2p;
  };
}

function toggleFullscreen(): void {
  if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
  else void root.requestFullscreen?.().catch(() => {});
}

function showControls(): void {
  if (controls || !options.controls) return;
  controls = mountControls(root, media, {
    t,
    duration: video?.duration,
    range: options.stop ? { start: options.start, stop: options.stop } : undefined,
    live: video?.isLive ? {} : null,
    qualities,
    rates: RATES,
    onRate: (rate) => {
      media.playbackRate = rate;
    },
    captions: captions.map((c) => ({ id: c.language.id, label: c.language.label })),
    caption: showing,
    onCaption: (id) => void setCaption(id).catch(() => {}),
    stats: () => ({
      engine: source ? (source.kind === 'mp4' ? 'MP4' : source.engine === 'hlsjs' ? 'hls.js' : 'HLS') : '',
      p2pOn,
      p2p: p2p?.stats() ?? null,
      resolution: qualities?.playing ?? null,
    }),
    next: playlistMode ? { title: 'Next video', go: () => void playAt(position + 1) } : null,
    toggleFullscreen,
    controlBar: options.controlBar,
  });
}

/** The big Play button before the first play (the controls come with playback). */
function startButton(): void {
  root.querySelector('.embed-start')?.remove();
  if (!options.controls || options.autoplay) return;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'embed-start';
  button.setAttribute('aria-label', 'Play');
  button.onclick = () => void media.play().catch(() => {});
  root.append(button);
  media.addEventListener('play', () => button.remove(), { once: true });
}

async function load(id: string, start?: number): Promise<void> {
  detach();
  p2p = null;
  state = 'unstarted';
  try {
    [video] = await Promise.all([json<Video>(`/api/v1/videos/${encodeURIComponent(id)}`), configReady]);
  } catch (error) {
    return showError((error as Error).message, () => void load(id, start));
  }
  const v = video;
  if (v.previewPath) media.poster = abs(v.previewPath);
  // A live that has not started (4) or has ended (5): said, and read again until it plays.
  if (v.isLive && (v.state?.id === 4 || v.state?.id === 5)) {
    showTitle(v);
    message('embed-status', v.state.id === 4 ? 'This live has not started yet.' : 'This live has ended.');
    setTimeout(() => void load(id, start), 10_000);
    return;
  }
  root.querySelector('.embed-status')?.remove();
  const sources = chooseSources(v as never, detectAbility(), abs);
  const startP2p = p2pFor(v);
  showTitle(v);
  if (!sources.length) return showError('This video cannot be played here.');
  if (start)
    media.addEventListener(
      'loadedmetadata',
      () => {
        media.currentTime = start;
      },
      { once: true },
    );
  detach = attachSources(media, sources, {
    startPosition: start,
    deferHls: true,
    p2p: startP2p,
    live: v.isLive ? {} : undefined,
    onEngine: (s) => {
      source = s;
    },
    onQualities: (q) => {
      qualities = q;
      controls?.update({ qualities: q });
    },
    onFail: () => showError('This video cannot be played in this browser.'),
    loadHls: () => Promise.resolve(Hls),
  });
  if (options.playbackRate) media.playbackRate = media.defaultPlaybackRate = options.playbackRate;
  startButton();
  captions = await json<{ data: Caption[] }>(`/api/v1/videos/${v.id}/captions`).then(
    (r) => r.data ?? [],
    () => [],
  );
  controls?.update({
    captions: captions.map((c) => ({ id: c.language.id, label: c.language.label })),
    duration: v.duration,
    live: v.isLive ? {} : null,
  });
  if (options.subtitle) void setCaption(options.subtitle).catch(() => {});
  if (options.autoplay) void media.play().catch(() => {});
  // PeerTube gives its video.js player; this embed's player is the <video> element itself (no video.js).
  void plugins?.then((p) =>
    p?.runHook('action:embed.player.loaded', undefined, { player: media, videojs: undefined, video: v }),
  );
}

async function playAt(next: number): Promise<boolean> {
  const element = playlist.find((e) => e.position === next && e.video);
  if (!element?.video) return false;
  position = next;
  await load(element.video.uuid);
  void media.play().catch(() => {});
  return true;
}

/** What a host may ask (the @peertube/embed-api methods). */
function handlers() {
  const resolutions = () =>
    qualities
      ? qualities.heights.map((height, id) => ({ id, label: `${height}p`, height, active: qualities!.selected === id }))
      : source?.kind === 'mp4'
        ? [{ id: 0, label: `${source.resolution}p`, height: source.resolution, active: true }]
        : [];
  return {
    play: () => media.play(),
    pause: () => media.pause(),
    isPlaying: () => !media.paused,
    isReady: () => !!video,
    seek: (time: unknown) => {
      media.currentTime = Number(time);
    },
    getCurrentTime: () => media.currentTime,
    setVolume: (value: unknown) => {
      media.volume = Math.min(1, Math.max(0, Number(value)));
    },
    getVolume: () => media.volume,
    getResolutions: resolutions,
    setResolution: (id: unknown) => qualities?.select(Number(id)),
    getCaptions: () =>
      captions.map((c) => ({
        id: c.language.id,
        label: c.language.label,
        src: c.fileUrl ?? c.captionPath,
        mode: showing === c.language.id ? 'showing' : 'disabled',
      })),
    setCaption: (id: unknown) => setCaption(String(id ?? '')),
    getPlaybackRates: () => RATES,
    getPlaybackRate: () => media.playbackRate,
    setPlaybackRate: (rate: unknown) => {
      media.playbackRate = Number(rate);
    },
    playNextVideo: () => playAt(position + 1),
    playPreviousVideo: () => playAt(position - 1),
    getCurrentPosition: () => position,
    getImageDataUrl: () => null,
    setVideoPassword: () => null,
  };
}

function track(): void {
  const change = (next: typeof state) => {
    state = next;
    channel?.notify('playbackStatusChange', next);
  };
  media.addEventListener('play', () => {
    change('playing');
    showControls();
  });
  media.addEventListener('pause', () => {
    if (!media.ended) change('paused');
  });
  media.addEventListener('ended', () => {
    change('ended');
    if (playlistMode) void playAt(position + 1);
  });
  if (options.stop)
    media.addEventListener('timeupdate', function stop() {
      if (media.currentTime >= options.stop!) {
        media.pause();
        media.removeEventListener('timeupdate', stop);
      }
    });
  // The player's keys, as on the watch page (controls=0 leaves the picture alone).
  if (options.controls) {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target;
      if (target instanceof HTMLSelectElement) return;
      if (target instanceof HTMLInputElement && !target.classList.contains('pt-seek')) return;
      if (target instanceof HTMLButtonElement && (event.key === ' ' || event.key === 'Enter')) return;
      const action = playerAction(event);
      if (!action) return;
      event.preventDefault();
      if (event.type === 'keydown') applyAction(media, action, { toggleFullscreen }, t);
    };
    for (const type of ['keydown', 'keypress', 'keyup'] as const) document.addEventListener(type, onKey, true);
  }
  setInterval(() => {
    channel?.notify('playbackStatusUpdate', {
      position: media.currentTime,
      volume: media.volume,
      duration: media.duration || video?.duration || 0,
      playbackState: state,
    });
  }, 500);
}

async function start(): Promise<void> {
  const settings = await fetch('/client-settings.json', { signal: AbortSignal.timeout(10000) }).then(
    (r) => (r.ok ? r.json() : {}),
    () => ({}),
  );
  base = instanceUrlFrom(settings);
  // The instance's defaults (P2P in embeds, its tracker, STUN servers): asked alongside the video.
  configReady = json<Config>('/api/v1/config').then(
    (c) => void (config = c),
    () => {},
  );
  // Where the server lists plugins, their `embed` scripts (the file that loads them first). The embed is in English:
  // the plugins' own translations are not asked for.
  plugins = configReady
    .then(async () => {
      if (!(config as PluginConfig).plugin?.registered?.length) return null;
      const mod = (await import(/* @vite-ignore */ pluginsUrl)) as typeof import('./embed-plugins');
      return mod.embedPlugins({ base, config: config as PluginConfig, language: 'en-US' });
    })
    .catch((error) => (console.error('[plugins] cannot load', error), null));
  // PeerTube's embed answers its API only when the URL asks for it (api=1), and only to the page that frames it.
  if (options.api && window.parent !== window)
    channel = openEmbedChannel(window.parent, options.scope, handlers(), parentOrigin());
  track();
  if (playlistMode) {
    try {
      const page = await json<{ data: Array<{ position: number; video: Video | null }> }>(
        `/api/v1/video-playlists/${encodeURIComponent(targetId)}/videos?count=100`,
      );
      playlist = page.data ?? [];
    } catch (error) {
      return showError((error as Error).message);
    }
    const first = options.playlistPosition ?? playlist.find((e) => e.video)?.position ?? 1;
    const element = playlist.find((e) => e.position === first && e.video);
    if (!element?.video) return showError('This playlist has no videos to play.');
    position = first;
    await load(element.video.uuid, options.start);
  } else {
    await load(targetId, options.start);
  }
  channel?.notify('ready', true);
}

void start();

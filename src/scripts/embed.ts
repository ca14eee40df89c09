// /videos/embed/{id} and /video-playlists/embed/{id}: only the player, for other sites' <iframe>s. No framework and no
// stores (nothing of the app shell): this file, the pure playback helpers and hls.js, imported statically (a dynamic
// import would pull in Vite's preload helper, which lives in the shell's chunk).
// Honours PeerTube's embed URL parameters and answers the @peertube/embed-api protocol (lib/embed-channel.ts).
// Its few words are English: loading a language catalog would cost more than the embed itself.
import { embedOptions } from '../lib/embed-params';
import { openEmbedChannel, parentOrigin, type EmbedChannel } from '../lib/embed-channel';
import { chooseSources, detectAbility, type PlaybackSource } from '../lib/playback-sources';
import { instanceUrlFrom } from '../lib/instance-url';
import Hls from 'hls.js/dist/hls.light.mjs';
import { attachSources, type Detach, type Qualities } from '../lib/playback-attach';

type Video = {
  id: number;
  uuid: string;
  shortUUID?: string;
  name: string;
  duration?: number;
  previewPath?: string;
  streamingPlaylists?: unknown[];
  files?: unknown[];
};
type Caption = { language: { id: string; label: string }; captionPath?: string; fileUrl?: string };

const RATES = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2];
const options = embedOptions(location.search);
const parts = location.pathname.split('/');
const playlistMode = parts[1] === 'video-playlists';
const targetId = decodeURIComponent(parts[3] ?? '');
const root = document.getElementById('embed')!;
const media = document.createElement('video');
media.playsInline = true;
media.preload = 'none';
media.controls = options.controls;
media.muted = options.muted;
media.loop = options.loop && !playlistMode;
media.className = 'embed-video';
root.append(media);

let base = '';
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

const abs = (path: string) => (/^https?:\/\//.test(path) ? path : base + path);

async function json<T>(path: string): Promise<T> {
  const res = await fetch(abs(path), { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(15000) });
  if (!res.ok)
    throw new Error(
      res.status === 404 ? 'This video does not exist or is not available here.' : `The server answered ${res.status}.`,
    );
  return res.json() as Promise<T>;
}

function showError(message: string, retry?: () => void): void {
  root.querySelector('.embed-error')?.remove();
  const box = document.createElement('div');
  box.className = 'embed-error';
  box.setAttribute('role', 'alert');
  box.textContent = message;
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

function showTitle(v: Video): void {
  root.querySelector('.embed-title')?.remove();
  media.setAttribute('aria-label', v.name);
  document.title = v.name;
  if (!options.title) return;
  const title = document.createElement(options.peertubeLink ? 'a' : 'p');
  title.className = 'embed-title';
  title.textContent = v.name;
  if (title instanceof HTMLAnchorElement) {
    title.href = `${location.origin}/w/${v.shortUUID ?? v.uuid}`;
    title.target = '_blank';
    title.rel = 'noopener';
  }
  root.append(title);
}

async function setCaption(language: string): Promise<void> {
  showing = language;
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

async function load(id: string, start?: number): Promise<void> {
  detach();
  state = 'unstarted';
  try {
    video = await json<Video>(`/api/v1/videos/${encodeURIComponent(id)}`);
  } catch (error) {
    return showError((error as Error).message, () => void load(id, start));
  }
  showTitle(video);
  if (video.previewPath) media.poster = abs(video.previewPath);
  const sources = chooseSources(video as never, detectAbility(), abs);
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
    onEngine: (s) => {
      source = s;
    },
    onQualities: (q) => {
      qualities = q;
    },
    onFail: () => showError('This video cannot be played in this browser.'),
    loadHls: () => Promise.resolve(Hls),
  });
  captions = await json<{ data: Caption[] }>(`/api/v1/videos/${video.id}/captions`).then(
    (r) => r.data ?? [],
    () => [],
  );
  if (options.subtitle) void setCaption(options.subtitle).catch(() => {});
  if (options.autoplay) void media.play().catch(() => {});
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
  media.addEventListener('play', () => change('playing'));
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

// The player's controls, shared by the watch page and the embed: play, next, volume and mute, time, a timeline with
// chapter marks, the current chapter's title, storyboard frames and the ?start/?stop range, settings (quality, speed,
// subtitles, loop, autoplay next), statistics (P2P, peers, what came from peers and from the server), theater mode,
// picture-in-picture and full screen. Plain DOM, no framework: the embed ships none, and this file loads with the
// player when playback starts (never before). Every control is a native button, range, select or checkbox with an
// accessible name; the bar is left-to-right in every language, as media controls are.
import { formatDuration } from '../format';
import type { Qualities } from '../playback-attach';
import type { P2PStats } from './p2p-support';
import { storyboardFrame, type Storyboard } from './storyboard';
import { chapterAt as chapterOf } from './chapters';
import css from './controls.css?inline';

/** A translator: the app's `t`, or the embed's English. */
export type Translate = (key: string, english: string, params?: Record<string, string | number>) => string;

/** A chapter mark. */
export interface ControlsChapter {
  timecode: number;
  title: string;
}

/** What the statistics panel shows. */
export interface PlaybackStats {
  /** How the video is played: 'hls.js', 'native HLS', 'MP4'. */
  engine: string;
  /** P2P is on for this video (the person's choice, the instance's and the video's allow it). */
  p2pOn: boolean;
  /** The loader's figures once it runs (null before play or without P2P). */
  p2p: P2PStats | null;
  /** Height playing now. */
  resolution: number | null;
}

/** Everything the controls show and change; `update` replaces any part of it. */
export interface ControlsOptions {
  t: Translate;
  /** The video's length from the API, until the media knows it. */
  duration?: number;
  chapters?: ControlsChapter[];
  storyboard?: (Storyboard & { url: string }) | null;
  /** ?start= / ?stop=: drawn on the timeline. */
  range?: { start?: number; stop?: number };
  /** A live: no timeline, a LIVE badge and the viewers count. */
  live?: { viewers?: number } | null;
  qualities?: Qualities | null;
  rates: readonly number[];
  onRate: (rate: number) => void;
  captions?: Array<{ id: string; label: string }>;
  caption?: string;
  onCaption?: (id: string) => void;
  stats?: () => PlaybackStats;
  onLoop?: (loop: boolean) => void;
  /** The "autoplay next video" setting; `countdown`: the controls start the next video after a few seconds (else
   *  the page moves on by itself, as playlists do). */
  autoplayNext?: { on: boolean; set: (on: boolean) => void; countdown?: boolean } | null;
  next?: { title: string; go: () => void } | null;
  theater?: { on: boolean; toggle: () => void } | null;
  toggleFullscreen: () => void;
  /** false: no bar (the embed's controlBar=0); clicks and keys still work. */
  controlBar?: boolean;
}

/** The mounted controls. */
export interface ControlsHandle {
  update: (changes: Partial<ControlsOptions>) => void;
  destroy: () => void;
}

const ICONS: Record<string, string> = {
  play: 'M8 5v14l11-7z',
  pause: 'M6 5h4v14H6zm8 0h4v14h-4z',
  next: 'M6 6l8.5 6L6 18zm10 0h2v12h-2z',
  volume: 'M4 9v6h4l5 5V4L8 9zm12.5 3A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4z',
  muted:
    'M4 9v6h4l5 5V4L8 9zm12 .4L17.4 8 19.5 10 21.6 8 23 9.4 20.9 11.5 23 13.6 21.6 15 19.5 12.9 17.4 15 16 13.6 18.1 11.5z',
  settings:
    'M19.4 13a7.5 7.5 0 0 0 0-2l2.1-1.6-2-3.4-2.5 1a7.4 7.4 0 0 0-1.7-1L15 3.5h-4l-.4 2.6a7.4 7.4 0 0 0-1.7 1l-2.5-1-2 3.4L6.6 11a7.5 7.5 0 0 0 0 2l-2.1 1.6 2 3.4 2.5-1a7.4 7.4 0 0 0 1.7 1l.4 2.6h4l.4-2.6a7.4 7.4 0 0 0 1.7-1l2.5 1 2-3.4zM13 15.5a3.5 3.5 0 1 1 0-7 3.5 3.5 0 0 1 0 7z',
  theater: 'M3 7h18v10H3zm2 2v6h14V9z',
  pip: 'M3 5h18v14H3zm2 2v10h14V7zm7 5h6v4h-6z',
  fullscreen: 'M4 4h6v2H6v4H4zm10 0h6v6h-2V6h-4zM4 14h2v4h4v2H4zm14 0h2v6h-6v-2h4z',
  stats: 'M4 19h16v2H4zm2-2V9h3v8zm5 0V4h3v13zm5 0v-6h3v6z',
};

function icon(name: string): SVGSVGElement {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
  path.setAttribute('d', ICONS[name]);
  svg.append(path);
  return svg;
}

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  ...children: Array<Node | string>
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

function button(className: string, label: string, iconName?: string): HTMLButtonElement {
  const b = el('button', { type: 'button', class: `pt-button ${className}`, 'aria-label': label });
  if (iconName) b.append(icon(iconName));
  return b;
}

function setIcon(target: HTMLButtonElement, name: string): void {
  target.querySelector('svg')?.replaceWith(icon(name));
}

/** A readable size: 1.2 MB, 340 KB. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.round(bytes / 1024)} KB`;
}

let styled = false;

/** Puts the controls under `box` (the player's element, which holds `video`). */
export function mountControls(box: HTMLElement, video: HTMLVideoElement, initial: ControlsOptions): ControlsHandle {
  if (!styled) {
    styled = true;
    document.head.append(el('style', {}, css));
  }
  let o: ControlsOptions = { ...initial };
  const t = (key: string, english: string, params?: Record<string, string | number>) => o.t(key, english, params);
  const cleanups: Array<() => void> = [];
  const listen = <T extends EventTarget>(target: T, type: string, fn: (e: Event) => void) => {
    target.addEventListener(type, fn);
    cleanups.push(() => target.removeEventListener(type, fn));
  };

  // Timeline: a native range (arrows, Home, End; its value said as "1:02 of 4:10"), drawn over by the buffered and
  // played parts, the chapter marks and the ?start/?stop band; a preview (storyboard frame, time, chapter) follows the
  // pointer, and the slider's value while it is moved.
  const played = el('span', { class: 'pt-played' });
  const buffered = el('span', { class: 'pt-buffered' });
  const band = el('span', { class: 'pt-range', hidden: '' });
  const marks = el('span', { class: 'pt-marks' });
  const seek = el('input', { type: 'range', class: 'pt-seek', min: '0', max: '0', step: 'any', value: '0' });
  const previewImage = el('span', { class: 'pt-preview-image', hidden: '' });
  const previewTime = el('span', { class: 'pt-preview-time' });
  const previewChapter = el('span', { class: 'pt-preview-chapter' });
  const preview = el('span', { class: 'pt-preview', hidden: '', 'aria-hidden': 'true' }, previewImage, previewChapter);
  preview.append(previewTime);
  const chapterTitle = el('span', { class: 'pt-chapter' });
  const timeline = el(
    'div',
    { class: 'pt-timeline' },
    el('span', { class: 'pt-track' }, buffered, played, band, marks),
  );
  timeline.append(seek, preview);

  const playButton = button('pt-play', '', 'play');
  const nextButton = button('pt-next', '', 'next');
  const muteButton = button('pt-mute', '', 'volume');
  const volume = el('input', { type: 'range', class: 'pt-volume', min: '0', max: '1', step: '0.05' });
  const time = el('span', { class: 'pt-time' });
  const liveBadge = el('span', { class: 'pt-live', hidden: '' });
  const statsButton = button('pt-stats-button', '', 'stats');
  const statsText = el('span', { class: 'pt-p2p' });
  statsButton.append(statsText);
  const settingsButton = button('pt-settings-button', '', 'settings');
  const settingsBadge = el('span', { class: 'pt-badge' });
  settingsButton.append(settingsBadge);
  const theaterButton = button('pt-theater', '', 'theater');
  const pipButton = button('pt-pip', '', 'pip');
  const fullButton = button('pt-fullscreen', '', 'fullscreen');

  const settings = el('div', { class: 'pt-panel pt-settings', role: 'group', id: `pt-settings-${uid()}`, hidden: '' });
  const stats = el('div', { class: 'pt-panel pt-stats', role: 'region', id: `pt-stats-${uid()}`, hidden: '' });
  settingsButton.setAttribute('aria-controls', settings.id);
  statsButton.setAttribute('aria-controls', stats.id);

  const bar = el(
    'div',
    { class: 'pt-bar' },
    playButton,
    nextButton,
    muteButton,
    volume,
    time,
    liveBadge,
    chapterTitle,
    el('span', { class: 'pt-spacer' }),
    statsButton,
    settingsButton,
    theaterButton,
    pipButton,
    fullButton,
  );
  const root = el('div', { class: 'pt-controls', dir: 'ltr', role: 'group' }, timeline, bar, settings, stats);
  const upNext = el('div', { class: 'pt-upnext', role: 'status', hidden: '' });
  box.append(root, upNext);
  box.classList.add('pt-has-controls');

  // Settings: native selects and checkboxes, so menus work by keyboard and screen reader as they are.
  const quality = el('select', { class: 'pt-quality' });
  const speed = el('select', { class: 'pt-speed' });
  const subtitles = el('select', { class: 'pt-subtitles' });
  const loop = el('input', { type: 'checkbox', class: 'pt-loop' });
  const autoNext = el('input', { type: 'checkbox', class: 'pt-autonext' });
  const qualityLabel = el('label', {}, el('span', {}), quality);
  const speedLabel = el('label', {}, el('span', {}), speed);
  const subtitlesLabel = el('label', {}, el('span', {}), subtitles);
  const loopLabel = el('label', { class: 'pt-check' }, loop, el('span', {}));
  const autoNextLabel = el('label', { class: 'pt-check' }, autoNext, el('span', {}));
  settings.append(qualityLabel, speedLabel, subtitlesLabel, loopLabel, autoNextLabel);

  const text = (label: HTMLElement, value: string) => {
    const span = label.querySelector('span');
    if (span) span.textContent = value;
  };
  const duration = () => (Number.isFinite(video.duration) && video.duration > 0 ? video.duration : o.duration || 0);
  const chapterAt = (at: number) => chapterOf(o.chapters ?? [], at);
  const clock = (seconds: number) => formatDuration(seconds) || '0:00';

  function togglePanel(panel: HTMLElement, opener: HTMLButtonElement, open = panel.hidden) {
    for (const [other, otherOpener] of [
      [settings, settingsButton],
      [stats, statsButton],
    ] as const) {
      if (other === panel) continue;
      other.hidden = true;
      otherOpener.setAttribute('aria-expanded', 'false');
    }
    panel.hidden = !open;
    opener.setAttribute('aria-expanded', String(open));
    if (open) {
      if (panel === stats) renderStats();
      // The first control shown (a video with one rendition has no quality choice).
      Array.from(panel.querySelectorAll<HTMLElement>('select, input'))
        .find((control) => !control.closest('[hidden]'))
        ?.focus();
    }
  }

  function renderLabels() {
    root.setAttribute('aria-label', t('player.controls', 'Player controls'));
    seek.setAttribute('aria-label', t('player.seek', 'Seek'));
    volume.setAttribute('aria-label', t('player.volumeLabel', 'Volume'));
    settings.setAttribute('aria-label', t('player.settings', 'Settings'));
    stats.setAttribute('aria-label', t('player.stats', 'Statistics'));
    settingsButton.setAttribute('aria-label', t('player.settings', 'Settings'));
    statsButton.setAttribute('aria-label', t('player.stats', 'Statistics'));
    theaterButton.setAttribute('aria-label', t('player.theater', 'Theater mode'));
    pipButton.setAttribute('aria-label', t('player.pip', 'Picture in picture'));
    fullButton.setAttribute('aria-label', t('player.fullscreen', 'Full screen'));
    text(qualityLabel, t('player.quality', 'Quality'));
    text(speedLabel, t('player.speed', 'Speed'));
    text(subtitlesLabel, t('player.captions', 'Subtitles'));
    text(loopLabel, t('player.loop', 'Loop'));
    text(autoNextLabel, t('player.autoplayNext', 'Autoplay next video'));
    liveBadge.textContent = t('player.live', 'Live');
  }

  function renderPlay() {
    playButton.setAttribute('aria-label', video.paused ? t('player.play', 'Play') : t('player.pause', 'Pause'));
    setIcon(playButton, video.paused ? 'play' : 'pause');
    box.classList.toggle('pt-paused', video.paused);
  }

  function renderVolume() {
    const silent = video.muted || video.volume === 0;
    muteButton.setAttribute('aria-label', silent ? t('player.unmute', 'Unmute') : t('player.mute', 'Mute'));
    setIcon(muteButton, silent ? 'muted' : 'volume');
    volume.value = String(video.muted ? 0 : video.volume);
    volume.setAttribute('aria-valuetext', `${Math.round((video.muted ? 0 : video.volume) * 100)}%`);
  }

  function renderTime() {
    const length = duration();
    const now = video.currentTime;
    time.textContent = o.live ? '' : `${clock(now)} / ${clock(length)}`;
    seek.max = String(length);
    seek.value = String(Math.min(now, length));
    seek.setAttribute(
      'aria-valuetext',
      t('player.timeOf', '{time} of {duration}', { time: clock(now), duration: clock(length) }),
    );
    const percent = (at: number) => (length > 0 ? `${Math.min(100, (at / length) * 100)}%` : '0%');
    played.style.width = percent(now);
    const ranges = video.buffered;
    buffered.style.width = ranges.length ? percent(ranges.end(ranges.length - 1)) : '0%';
    const current = chapterAt(now);
    chapterTitle.textContent = current?.title ?? '';
    const { start, stop } = o.range ?? {};
    band.hidden = !(length > 0 && stop !== undefined);
    if (!band.hidden) {
      band.style.left = percent(start ?? 0);
      band.style.width = `calc(${percent(stop!)} - ${percent(start ?? 0)})`;
    }
  }

  function renderMarks() {
    marks.replaceChildren();
    const length = duration();
    if (!length) return;
    for (const c of o.chapters ?? []) {
      if (c.timecode <= 0 || c.timecode >= length) continue;
      const mark = el('span', { class: 'pt-mark', title: c.title });
      mark.style.left = `${(c.timecode / length) * 100}%`;
      marks.append(mark);
    }
  }

  function renderSettings() {
    const q = o.qualities;
    qualityLabel.hidden = !q;
    if (q) {
      const order = q.heights.map((height, index) => ({ height, index })).sort((a, b) => b.height - a.height);
      const auto =
        q.playing && q.selected === -1
          ? t('player.autoPlaying', 'Auto ({height}p)', { height: q.playing })
          : t('player.auto', 'Auto');
      quality.replaceChildren(
        el('option', { value: '-1' }, auto),
        ...order.map(({ height, index }) => el('option', { value: String(index) }, `${height}p`)),
      );
      quality.value = String(q.selected);
    }
    const current = q ? (q.selected === -1 ? q.playing : q.heights[q.selected]) : null;
    settingsBadge.textContent = current ? `${current}p` : '';
    speed.replaceChildren(
      ...o.rates.map((r) => el('option', { value: String(r) }, r === 1 ? t('player.normalSpeed', 'Normal') : `${r}×`)),
    );
    speed.value = String(video.playbackRate);
    const captions = o.captions ?? [];
    subtitlesLabel.hidden = !captions.length;
    subtitles.replaceChildren(
      el('option', { value: '' }, t('player.captionsNone', 'Off')),
      ...captions.map((c) => el('option', { value: c.id }, c.label)),
    );
    subtitles.value = captions.some((c) => c.id === o.caption) ? o.caption! : '';
    loop.checked = video.loop;
    loopLabel.hidden = !!o.live;
    autoNextLabel.hidden = !o.autoplayNext;
    autoNext.checked = !!o.autoplayNext?.on;
  }

  function renderStats() {
    const s = o.stats?.();
    const p2p = s?.p2p;
    statsText.textContent = s?.p2pOn ? (p2p ? `P2P · ${p2p.peers}` : 'P2P') : '';
    statsButton.classList.toggle('pt-with-text', !!s?.p2pOn);
    if (stats.hidden || !s) return;
    const rows: Array<[string, string]> = [
      [t('player.statsEngine', 'Playback'), s.engine],
      [t('player.statsResolution', 'Resolution'), s.resolution ? `${s.resolution}p` : '—'],
      [t('player.statsP2P', 'P2P'), s.p2pOn ? t('player.statsOn', 'On') : t('player.statsOff', 'Off')],
    ];
    if (p2p) {
      rows.push(
        [t('player.statsPeers', 'Peers'), String(p2p.peers)],
        [
          t('player.statsFromPeers', 'Downloaded from peers'),
          t('player.statsAmount', '{size} ({count} segments)', {
            size: formatBytes(p2p.fromPeers),
            count: p2p.segmentsFromPeers,
          }),
        ],
        [
          t('player.statsFromServer', 'Downloaded from the server'),
          t('player.statsAmount', '{size} ({count} segments)', {
            size: formatBytes(p2p.fromServer),
            count: p2p.segmentsFromServer,
          }),
        ],
        [t('player.statsUploaded', 'Uploaded to peers'), formatBytes(p2p.uploaded)],
        [t('player.statsRejected', 'Segments refused (wrong hash)'), String(p2p.rejected)],
      );
    }
    const list = el('dl', {});
    for (const [name, value] of rows) list.append(el('dt', {}, name), el('dd', {}, value));
    stats.replaceChildren(list);
  }

  function renderButtons() {
    nextButton.hidden = !o.next;
    if (o.next)
      nextButton.setAttribute('aria-label', t('player.nextVideo', 'Next video: {title}', { title: o.next.title }));
    theaterButton.hidden = !o.theater;
    theaterButton.setAttribute('aria-pressed', String(!!o.theater?.on));
    pipButton.hidden = !document.pictureInPictureEnabled || video.disablePictureInPicture;
    pipButton.setAttribute('aria-pressed', String(document.pictureInPictureElement === video));
    fullButton.setAttribute('aria-pressed', String(!!document.fullscreenElement));
    statsButton.hidden = !o.stats;
    liveBadge.hidden = !o.live;
    liveBadge.textContent =
      o.live?.viewers !== undefined
        ? t('player.liveViewers', 'Live · {count} watching', { count: o.live.viewers })
        : t('player.live', 'Live');
    timeline.hidden = !!o.live;
    root.hidden = o.controlBar === false;
  }

  function render() {
    renderLabels();
    renderPlay();
    renderVolume();
    renderMarks();
    renderTime();
    renderSettings();
    renderButtons();
    renderStats();
  }

  // Preview over the timeline: the storyboard frame, the time and the chapter at the pointer (or the slider's value).
  function showPreview(at: number, fraction: number) {
    const length = duration();
    if (!length) return;
    previewTime.textContent = clock(at);
    previewChapter.textContent = chapterAt(at)?.title ?? '';
    const board = o.storyboard;
    previewImage.hidden = !board;
    if (board) {
      const frame = storyboardFrame(board, at);
      Object.assign(previewImage.style, {
        width: `${frame.width}px`,
        height: `${frame.height}px`,
        backgroundImage: `url("${board.url}")`,
        backgroundPosition: `-${frame.x}px -${frame.y}px`,
      });
      previewImage.dataset.time = String(Math.floor(at));
    }
    preview.hidden = false;
    const width = timeline.clientWidth;
    const half = preview.offsetWidth / 2;
    preview.style.left = `${Math.min(Math.max(half, fraction * width), width - half)}px`;
  }
  const hidePreview = () => {
    preview.hidden = true;
  };

  listen(timeline, 'pointermove', (e) => {
    const rect = seek.getBoundingClientRect();
    const fraction = Math.min(1, Math.max(0, ((e as PointerEvent).clientX - rect.left) / rect.width));
    showPreview(fraction * duration(), fraction);
  });
  listen(timeline, 'pointerleave', () => {
    if (document.activeElement !== seek) hidePreview();
  });
  listen(seek, 'input', () => {
    const to = Number(seek.value);
    video.currentTime = to;
    const length = duration();
    showPreview(to, length ? to / length : 0);
  });
  listen(seek, 'blur', hidePreview);

  listen(playButton, 'click', () => void (video.paused ? video.play().catch(() => {}) : video.pause()));
  listen(nextButton, 'click', () => o.next?.go());
  listen(muteButton, 'click', () => {
    if (video.muted || video.volume === 0) {
      video.muted = false;
      if (video.volume === 0) video.volume = 0.5;
    } else video.muted = true;
  });
  listen(volume, 'input', () => {
    video.volume = Number(volume.value);
    video.muted = video.volume === 0;
  });
  listen(settingsButton, 'click', () => togglePanel(settings, settingsButton));
  listen(statsButton, 'click', () => togglePanel(stats, statsButton));
  listen(theaterButton, 'click', () => o.theater?.toggle());
  listen(pipButton, 'click', () => {
    if (document.pictureInPictureElement === video) void document.exitPictureInPicture().catch(() => {});
    else void video.requestPictureInPicture().catch(() => {});
  });
  listen(fullButton, 'click', () => o.toggleFullscreen());
  listen(quality, 'change', () => o.qualities?.select(Number(quality.value)));
  listen(speed, 'change', () => o.onRate(Number(speed.value)));
  listen(subtitles, 'change', () => o.onCaption?.(subtitles.value));
  listen(loop, 'change', () => {
    video.loop = loop.checked;
    o.onLoop?.(loop.checked);
  });
  listen(autoNext, 'change', () => o.autoplayNext?.set(autoNext.checked));
  // Escape closes an open panel and gives the focus back to its button.
  listen(root, 'keydown', (e) => {
    if ((e as KeyboardEvent).key !== 'Escape') return;
    for (const [panel, opener] of [
      [settings, settingsButton],
      [stats, statsButton],
    ] as const) {
      if (panel.hidden) continue;
      togglePanel(panel, opener, false);
      opener.focus();
      e.stopPropagation();
    }
  });
  // A click on the picture plays or pauses; a double click is full screen.
  listen(video, 'click', () => void (video.paused ? video.play().catch(() => {}) : video.pause()));
  listen(video, 'dblclick', () => o.toggleFullscreen());

  for (const type of ['play', 'pause', 'playing']) listen(video, type, renderPlay);
  listen(video, 'volumechange', renderVolume);
  for (const type of ['timeupdate', 'progress', 'seeking']) listen(video, type, renderTime);
  listen(video, 'durationchange', () => {
    renderMarks();
    renderTime();
  });
  listen(video, 'ratechange', () => {
    speed.value = String(video.playbackRate);
  });
  for (const type of ['enterpictureinpicture', 'leavepictureinpicture']) listen(video, type, renderButtons);
  listen(document, 'fullscreenchange', renderButtons);

  // The bar hides while playing with no pointer movement for a moment; focus inside or a pause shows it.
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  const active = () => {
    box.classList.remove('pt-idle');
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      if (!video.paused && !box.contains(document.activeElement)) box.classList.add('pt-idle');
    }, 2500);
  };
  for (const type of ['pointermove', 'pointerdown', 'focusin', 'keydown']) listen(box, type, active);

  // Up next: when a video ends and autoplay next is on, the next one starts after a countdown that can be cancelled.
  let countdown: ReturnType<typeof setInterval> | undefined;
  const cancelUpNext = () => {
    clearInterval(countdown);
    upNext.hidden = true;
    upNext.replaceChildren();
  };
  listen(video, 'ended', () => {
    const next = o.next;
    if (!next || !o.autoplayNext?.on || !o.autoplayNext.countdown || video.loop) return;
    let left = 5;
    const message = el('p', {});
    const say = () => {
      message.textContent = t('player.upNext', 'Up next in {seconds} s: {title}', { seconds: left, title: next.title });
    };
    say();
    const cancel = el('button', { type: 'button', class: 'pt-text-button' }, t('player.cancel', 'Cancel'));
    const now = el('button', { type: 'button', class: 'pt-text-button' }, t('player.playNow', 'Play now'));
    cancel.addEventListener('click', cancelUpNext);
    now.addEventListener('click', () => {
      cancelUpNext();
      next.go();
    });
    upNext.replaceChildren(message, cancel, now);
    upNext.hidden = false;
    countdown = setInterval(() => {
      left--;
      if (left > 0) return say();
      cancelUpNext();
      next.go();
    }, 1000);
  });
  listen(video, 'play', cancelUpNext);

  const statsTimer = setInterval(renderStats, 1000);
  render();
  active();

  return {
    update(changes) {
      o = { ...o, ...changes };
      render();
    },
    destroy() {
      clearInterval(statsTimer);
      clearInterval(countdown);
      clearTimeout(idleTimer);
      cleanups.forEach((fn) => fn());
      root.remove();
      upNext.remove();
      box.classList.remove('pt-has-controls', 'pt-idle', 'pt-paused');
    },
  };
}

let counter = 0;
const uid = () => String(++counter);

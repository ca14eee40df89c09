// Paints the first page of a video grid from the page's early request, before the framework has loaded: on a slow
// network the thumbnails (the page's largest paint) show while React still downloads. The cards are clones of
// VideoCard itself, rendered at build time into <template>s (components/EarlyGrid.astro), so there is one markup;
// the grid island renders the same cards later and removes this grid (dropEarlyGrid). English pages only: the
// templates are English, other languages wait for their catalog.
import { afterEarlyBanner, peekEarlySettings, readEarlyJson, resolveEarlyKey } from './early-fetch';
import { countIn, EAGER_CARDS, EARLY_GRID } from './early-paint';
import { keepEarlyPresses } from './early-marks';
import { actorHandle, countEnglish, dateEnglish, formatDuration, isoDuration, relativeTimeEnglish } from './format';
import { instanceUrlFrom } from './instance-url';
import { watchPath } from './watch-path';

/** The fields of a listed video the early grid shows (as in GET /api/v1/videos). */
export interface EarlyVideo {
  uuid: string;
  shortUUID?: string;
  name: string;
  duration?: number;
  views?: number;
  publishedAt: string;
  thumbnailPath?: string | null;
  isLive?: boolean;
  channel?: { name?: string; host?: string | null; displayName?: string } | null;
}

/** Where a card points and loads from, and how its thumbnail loads. */
export interface PaintContext {
  /** Instance origin for media ('' = same origin). */
  base: string;
  /** Instance host: local channels' links omit it. */
  host: string;
  eager: boolean;
  now?: number;
}

/** Template ids: VideoCard rendered with a sample video, and with a live one (its badge differs). */
export const CARD_TEMPLATE = 'early-card';
export const LIVE_CARD_TEMPLATE = 'early-card-live';

/** The video the templates are rendered with: placeholders the painter overwrites; 0 views, so the count is the only
 *  digit of the views message. */
export const CARD_SAMPLE: EarlyVideo = {
  uuid: '_',
  shortUUID: '_',
  name: '_',
  duration: 1,
  views: 0,
  publishedAt: '2000-01-01T00:00:00.000Z',
  thumbnailPath: '/_',
  isLive: false,
  channel: { name: '_', host: null, displayName: '_' },
};

/** Sets attributes of a template's clone, and its text (server strings go in as text and attribute values only). */
export function set(el: Element | null | undefined, attrs: Record<string, string>, text?: string) {
  if (!el) return;
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
  if (text !== undefined) el.textContent = text;
}

/** How a thumbnail loads, as VideoCard and PlaylistResult set it: the first row at once. */
export const imageLoading = (eager: boolean) => ({
  loading: eager ? 'eager' : 'lazy',
  fetchpriority: eager ? 'high' : 'auto',
  decoding: eager ? 'sync' : 'async',
});

/** A clone of the card template filled with `video` (text and attributes only: server strings never become HTML). */
export function paintCard(template: HTMLTemplateElement, video: EarlyVideo, ctx: PaintContext): Element {
  // The card only: React may put resource hints (e.g. an image preload) before it.
  const card = template.content.querySelector('.video-card')!.cloneNode(true) as Element;
  const href = watchPath(video);
  const path = video.thumbnailPath ?? '';
  set(card.querySelector('.video-thumb'), { href });
  set(card.querySelector('.video-thumb img'), {
    src: /^https?:\/\//.test(path) ? path : ctx.base + path,
    ...imageLoading(ctx.eager),
  });
  const badge = card.querySelector('.video-badge');
  if (!video.isLive) {
    if (video.duration) set(badge, { datetime: isoDuration(video.duration) }, formatDuration(video.duration));
    else badge?.remove();
  }
  set(card.querySelector('.video-title a'), { href, title: String(video.name) }, String(video.name));
  // The menu trigger's name carries the title (the template's is the sample's "_"); it works once the island is there.
  const trigger = card.querySelector('.video-menu-trigger');
  const label = trigger?.getAttribute('aria-label');
  if (label?.endsWith(CARD_SAMPLE.name))
    set(trigger, { 'aria-label': label.slice(0, -CARD_SAMPLE.name.length) + String(video.name) });
  const channel = card.querySelector('.video-channel');
  if (video.channel)
    set(channel, { href: `/c/${actorHandle(video.channel, ctx.host)}` }, String(video.channel.displayName ?? ''));
  else channel?.remove();
  const meta = card.querySelector('.video-meta');
  const count = meta?.firstChild;
  // The template's sample has 0 views: the message stays the component's own, only the number changes.
  if (count?.nodeType === Node.TEXT_NODE) countIn(count, 0, video.views ?? 0, countEnglish(video.views ?? 0));
  const time = meta?.querySelector('time');
  const published = new Date(video.publishedAt);
  if (time && !Number.isNaN(published.getTime())) {
    set(
      time,
      { datetime: published.toISOString(), title: dateEnglish(published) },
      relativeTimeEnglish(published, ctx.now),
    );
  }
  return card;
}

/** Fills the page's early grid once its early request answers (visitors' default first page only). */
export function paintEarlyGrid(doc: Document = document): Promise<void> {
  const paint = doc.querySelector<HTMLElement>(EARLY_GRID);
  const grid = paint?.querySelector('ul');
  const template = doc.getElementById(CARD_TEMPLATE) as HTMLTemplateElement | null;
  const live = doc.getElementById(LIVE_CARD_TEMPLATE) as HTMLTemplateElement | null;
  const page =
    paint?.dataset.earlyGrid && doc.documentElement.lang.startsWith('en')
      ? readEarlyJson(resolveEarlyKey(paint.dataset.earlyGrid))
      : undefined;
  // Nothing to paint: out of the page at once, so only the island's own controls exist (none hidden twins).
  const giveUp = () => paint?.remove();
  if (!page || !grid || !template || !live) return Promise.resolve(giveUp());
  return (
    Promise.all([page, peekEarlySettings() ?? {}])
      // The broadcast message first: drawn after the paint, it would push it down.
      .then(afterEarlyBanner)
      .then(([json, settings]) => {
        const videos = (json as { data?: unknown } | null)?.data;
        // The island may have rendered already (its own grid replaces this one).
        if (!paint!.isConnected) return;
        if (!Array.isArray(videos)) return giveUp();
        const base = instanceUrlFrom(settings);
        const host = new URL(base || location.origin).host;
        const items = (videos as EarlyVideo[]).map((video, i) => {
          const li = doc.createElement('li');
          li.append(paintCard(video.isLive ? live : template, video, { base, host, eager: i < EAGER_CARDS }));
          return li;
        });
        grid.replaceChildren(...items);
        paint!.hidden = false;
        keepEarlyPresses(paint!);
      })
      // Nothing painted: the island shows the list, or the error, itself.
      .catch(giveUp)
  );
}

// Paints the first page of a /my-library list (videos, channels, playlists, subscriptions, followers, imports,
// ownership changes) from the page's early request, before the framework has loaded: with a session, on a slow
// network, the rows show while React still downloads.
// Everything is the island's own markup, rendered at build time by components/library/EarlyRows.astro: what the
// island shows above its list (its filters inert), the count, the list with one sample row and "Load more"; the row
// itself is a <template> rendered from a sample whose texts are markers (`@@name@@`). This clones the row per item,
// puts each value in its marker's place (text and attribute values only: server strings never become HTML), then
// does what the component computes (dates, counts, images, which buttons apply). The island renders the same DOM
// later and removes this one (dropEarlyRows, from PagedView). English pages only: the templates are English.
// Each list's rows have a module of their own (lib/early-rows-*.ts): a page's HTML carries its own painter only.
import { pickAvatar, type AvatarImage } from './avatar';
import { afterEarlyBanner, peekEarlySettings, readEarlyJson, resolveEarlyKey } from './early-fetch';
import { countIn, EARLY_ROWS } from './early-paint';
import { keepEarlyPresses, keepEarlyTyping } from './early-marks';
import { initials } from './format';
import { instanceUrlFrom, mediaFrom } from './instance-url';

/** The lists painted early: the island whose markup the templates hold. */
export type RowsKind = 'videos' | 'channels' | 'playlists' | 'subscriptions' | 'followers' | 'imports' | 'ownership';

/** Template ids: one row, and its other form (a live video; a channel without avatar image). */
export const ROW_TEMPLATE = 'early-row';
export const ROW_ALT_TEMPLATE = 'early-row-alt';

/** A marker for `key` in the sample's texts. */
export const marker = (key: string) => `@@${key}@@`;
const MARKERS = /@@(\w+)@@/g;

/** The count the samples carry where the component writes a counted message ("10 videos"): two digits that occur
 *  nowhere else in the row, and a plural form. */
export const SAMPLE_COUNT = 10;

/** Where media load from. */
export interface Context {
  base: string;
  /** The person's channels (Ownership changes: the early answer read with the list's). */
  channels?: Array<{ id: number; displayName?: string }>;
  /** Whether the instance has the studio (its config, read early too). */
  studio: boolean;
  /** The time relative dates are counted from (tests give one). */
  now?: number;
}

/** One list's rows: how a row is painted, and the other early answers it needs. */
export interface RowPainter {
  /** Paints one item's row. */
  row: (doc: Document, item: never, ctx: Context) => Element;
  /** The row depends on the config (My videos' Studio button). */
  config?: boolean;
  /** The row lists the person's channels (Ownership changes), from the early request the paint names (data-early-also). */
  channels?: boolean;
}

/** Puts `values` in their markers' places, in the texts and attribute values of `root` and what it holds. */
export function fillMarkers(root: Element, values: Record<string, string>): void {
  const fill = (text: string) => text.replace(MARKERS, (whole, key: string) => values[key] ?? whole);
  const texts = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = texts.nextNode(); node; node = texts.nextNode()) {
    if (node.nodeValue?.includes('@@')) node.nodeValue = fill(node.nodeValue);
  }
  for (const el of [root, ...root.querySelectorAll('*')]) {
    for (const attr of [...el.attributes]) if (attr.value.includes('@@')) attr.value = fill(attr.value);
  }
}

/** A counted message rendered with SAMPLE_COUNT ("10 videos"), with `n` (shown as `shown`) instead. */
export const counted = (el: Element | null | undefined, n: number, shown?: string) =>
  countIn(el, SAMPLE_COUNT, n, shown);

/** A thumbnail: its URL, or, without one, what the component shows instead (nothing, keeping the room). */
export function thumbnail(img: Element | null, src: string | undefined, empty: 'span' | 'img') {
  if (!img) return;
  if (src) img.setAttribute('src', src);
  else if (empty === 'span') img.replaceWith(img.ownerDocument.createElement('span'));
  else img.removeAttribute('src');
}

/** The facts line ("channel · privacy · date · duration · views"): parts without a value go with their separator. */
export function facts(line: Element | null, texts: Record<string, string | undefined>) {
  if (!line) return;
  const parts = [...line.querySelectorAll<HTMLElement>('[data-part]')].filter((part) => {
    const text = texts[part.dataset.part!];
    if (text !== undefined) part.textContent = text;
    return !!part.textContent;
  });
  line.replaceChildren(...parts.flatMap((part, i) => (i ? [' · ', part] : [part])));
}

/** The avatar of a row cloned from the row template (its image) or its other form (initials), filled. */
export function withAvatar(
  doc: Document,
  name: string,
  avatars: AvatarImage[] | null | undefined,
  ctx: Context,
): Element {
  const withImage = doc.getElementById(ROW_TEMPLATE) as HTMLTemplateElement;
  const size = Number(withImage.content.querySelector('img.avatar')?.getAttribute('width')) || 48;
  const image = avatars?.length ? pickAvatar(avatars, size) : undefined;
  const src = image && mediaFrom(ctx.base, image.path, image.fileUrl);
  const row = clone(doc, src ? ROW_TEMPLATE : ROW_ALT_TEMPLATE);
  if (src) row.querySelector('img.avatar')?.setAttribute('src', src);
  else {
    const avatar = row.querySelector('.avatar-initials');
    if (avatar) avatar.textContent = initials(name);
  }
  return row;
}

/** The row template's element (the template may hold resource hints React put before it). */
export function clone(doc: Document, id: string): Element {
  const template = doc.getElementById(id) as HTMLTemplateElement;
  return template.content.querySelector('li')!.cloneNode(true) as Element;
}

/** One early answer of a list endpoint. */
interface Page {
  total?: number;
  data?: unknown[];
}

/** Fills the page's early rows with `painter` once its early requests have answered: the first page of the list, its
 *  count and "Load more". Nothing to paint (no session, another language, an empty list, a failed answer): out of the
 *  page at once, and the island shows its own state. */
export function paintEarlyRows(painter: RowPainter, doc: Document = document): Promise<void> {
  const paint = doc.querySelector<HTMLElement>(EARLY_ROWS);
  const list = paint?.querySelector('ul[aria-label]');
  const page =
    paint?.dataset.earlyRows && list && doc.getElementById(ROW_TEMPLATE) && doc.documentElement.lang.startsWith('en')
      ? readEarlyJson(resolveEarlyKey(paint.dataset.earlyRows))
      : undefined;
  const giveUp = () => paint?.remove();
  if (!page) return Promise.resolve(giveUp());
  // The studio button depends on the config; a config that failed or was not asked early leaves it to the island.
  const config = painter.config ? (readEarlyJson(resolveEarlyKey('/api/v1/config'))?.catch(() => null) ?? null) : null;
  // Ownership changes offer the person's channels: without their early answer, the island paints.
  const channels = painter.channels ? readEarlyJson(resolveEarlyKey(paint!.dataset.earlyAlso ?? '')) : null;
  if (channels === undefined) return Promise.resolve(giveUp());
  return (
    Promise.all([page, config, peekEarlySettings() ?? {}, channels])
      // The broadcast message first: drawn after the paint, it would push it down.
      .then(afterEarlyBanner)
      .then(([json, config, settings, channels]) => {
        const items = (json as Page | null)?.data;
        // The island may have rendered already (its own list replaces this one).
        if (!paint!.isConnected) return;
        if (!Array.isArray(items) || !items.length) return giveUp();
        const own = (channels as Page | null)?.data;
        if (channels && !Array.isArray(own)) return giveUp();
        const ctx: Context = {
          base: instanceUrlFrom(settings),
          studio: !!(config as { videoStudio?: { enabled?: boolean } } | null)?.videoStudio?.enabled,
          channels: own as Context['channels'],
        };
        list!.replaceChildren(...items.map((item) => painter.row(doc, item as never, ctx)));
        const reported = (json as Page).total;
        const total = Math.max(typeof reported === 'number' ? reported : 0, items.length);
        const count = list!.previousElementSibling;
        if (count?.matches('p.muted')) counted(count, total);
        // As the paged list's hasMore after a first page.
        if (!(items.length < total)) paint!.querySelector('.load-more')?.remove();
        paint!.hidden = false;
        keepEarlyPresses(paint!, keepEarlyTyping);
      })
      // Nothing painted: the island shows the list, or the error, itself.
      .catch(giveUp)
  );
}

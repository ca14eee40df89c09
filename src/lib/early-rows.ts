// Paints the first page of a /my-library list (videos, channels, playlists, subscriptions, followers, imports,
// ownership changes) from
// the page's early request, before the framework has loaded: with a session, on a slow network, the rows show while
// React still downloads.
// Everything is the island's own markup, rendered at build time by components/library/EarlyRows.astro: what the
// island shows above its list (its filters inert), the count, the list with one sample row and "Load more"; the row
// itself is a <template> rendered from a sample whose texts are markers (`@@name@@`). This clones the row per item,
// puts each value in its marker's place (text and attribute values only: server strings never become HTML), then
// does what the component computes (dates, counts, images, which buttons apply). The island renders the same DOM
// later and removes this one (dropEarlyRows, from PagedView). English pages only: the templates are English.
import { pickAvatar, type AvatarImage } from './avatar';
import { afterEarlyBanner, peekEarlySettings, readEarlyJson, resolveEarlyKey } from './early-fetch';
import { dropEarlyRows, EARLY_ROWS, keepEarlyPresses } from './early-paint';
import { channelHandle, formatCount, formatDate, formatDuration, formatRelative, initials, warmFormatters } from './format';
import { importSource, importStateText, type ImportSource } from './import-state';
import { instanceUrlFrom, mediaFrom } from './instance-url';
import { english, videoStatusText, type StatusVideo } from './video-status';
import { ownershipStatusText } from './ownership-status';

/** The lists painted early: the island whose markup the templates hold. */
export type RowsKind = 'videos' | 'channels' | 'playlists' | 'subscriptions' | 'followers' | 'imports' | 'ownership';

/** Template ids: one row, and its other form (a live video; a channel without avatar image). */
export const ROW_TEMPLATE = 'early-row';
export const ROW_ALT_TEMPLATE = 'early-row-alt';

/** A marker for `key` in the sample's texts. */
const marker = (key: string) => `@@${key}@@`;
const MARKERS = /@@(\w+)@@/g;
/** The count the samples carry where the component writes a counted message ("10 videos"): two digits that occur
 *  nowhere else in the row, and a plural form. */
export const SAMPLE_COUNT = 10;

/** A listed video's fields the early row shows (GET /api/v1/users/me/videos). */
export interface EarlyRowVideo extends StatusVideo {
  id?: number;
  uuid: string;
  shortUUID?: string;
  name: string;
  thumbnailPath?: string | null;
  publishedAt?: string;
  duration?: number;
  views?: number;
  channel?: { displayName?: string } | null;
  privacy?: { id?: number; label?: string } | null;
}

/** A channel's fields the early row shows (GET /api/v1/accounts/{name}/video-channels, /users/me/subscriptions). */
export interface EarlyRowChannel {
  id?: number;
  name: string;
  host?: string | null;
  displayName?: string;
  followersCount?: number;
  avatars?: AvatarImage[] | null;
}

/** A playlist's fields the early row shows (GET /api/v1/accounts/{name}/video-playlists). */
export interface EarlyRowPlaylist {
  id?: number;
  uuid: string;
  shortUUID?: string;
  displayName: string;
  thumbnailPath?: string | null;
  videosLength?: number;
  privacy?: { label?: string } | null;
  type?: { id?: number } | null;
}

/** A follow's fields the early row shows (GET /api/v1/accounts/{name}/followers). */
export interface EarlyRowFollow {
  id?: number;
  createdAt: string;
  follower: { name: string; host?: string | null; avatars?: AvatarImage[] | null };
  following: { name: string; host?: string | null };
}

/** An import's fields the early row shows (GET /api/v1/users/me/videos/imports). */
export interface EarlyRowImport extends ImportSource {
  id?: number;
  state?: { id?: number; label?: string } | null;
  createdAt?: string | null;
  error?: string | null;
  video?: { uuid?: string; shortUUID?: string; name?: string } | null;
}

/** An ownership change's fields the early row shows (GET /api/v1/videos/ownership). */
export interface EarlyRowOwnership {
  id: number;
  status: string;
  createdAt: string;
  initiatorAccount?: { name?: string; displayName?: string } | null;
  video?: { uuid?: string; shortUUID?: string; name?: string } | null;
}

/** A channel of the person's, to take an offered video into (GET /api/v1/accounts/{name}/video-channels). */
export interface EarlyRowOwnChannel {
  id: number;
  displayName?: string;
}

/** The samples the templates are rendered with (components/library/EarlyRows.astro): a video, not live. */
export const SAMPLE_VIDEO = {
  id: 0, uuid: marker('id'), shortUUID: marker('id'), name: marker('name'), thumbnailPath: '/_', publishedAt: '2000-01-01T00:00:00.000Z',
  duration: 1, views: SAMPLE_COUNT, isLive: false, state: { id: 1, label: '' }, channel: { displayName: marker('channel') }, privacy: { id: 1, label: marker('privacy') },
};
/** A channel (My channels, My subscriptions). */
export const SAMPLE_CHANNEL = { id: 0, name: marker('handle'), host: null, displayName: marker('name'), followersCount: SAMPLE_COUNT, avatars: [{ width: 48, path: '/_' }] };
/** An import with its video and an error, so the template holds every part. */
export const SAMPLE_IMPORT = {
  id: 0, targetUrl: marker('source'), state: { id: 1, label: '' }, createdAt: '2000-01-01T00:00:00.000Z', error: marker('error'),
  video: { uuid: marker('id'), shortUUID: marker('id'), name: marker('name') },
};
/** A follow (My followers): the painter writes its texts itself (see paintFollowerRow). */
export const SAMPLE_FOLLOW = {
  id: 0, createdAt: '2000-01-01T00:00:00.000Z',
  follower: { name: '_', host: null, avatars: [{ width: 48, path: '/_' }] }, following: { name: '_', host: null },
};
/** A playlist with videos (so the template has Play) that is not Watch later (so it has Delete). */
export const SAMPLE_PLAYLIST = {
  id: 0, uuid: marker('id'), shortUUID: marker('id'), displayName: marker('name'), thumbnailPath: '/_', videosLength: SAMPLE_COUNT,
  privacy: { id: 1, label: marker('privacy') }, type: { id: 1 },
};

/** An offer waiting for an answer, from an account with a display name. */
export const SAMPLE_OWNERSHIP = {
  id: 0, status: 'WAITING', createdAt: '2000-01-01T00:00:00.000Z',
  initiatorAccount: { name: marker('from'), displayName: marker('from') },
  video: { uuid: marker('id'), shortUUID: marker('id'), name: marker('name') },
};
/** The channels its select offers: one, whose option the painter clones per channel. */
export const SAMPLE_OWN_CHANNELS = [{ id: SAMPLE_COUNT, displayName: marker('channel') }];

/** Where media load from. */
interface Context {
  base: string;
  /** The person's channels (Ownership changes: the early answer read with the list's). */
  channels?: EarlyRowOwnChannel[];
  /** Whether the instance has the studio (its config, read early too). */
  studio: boolean;
  /** The time relative dates are counted from (tests give one). */
  now?: number;
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

/** A counted message rendered with SAMPLE_COUNT ("10 videos"): the number, and for one the singular, as the
 *  component's tn() gives it in English. */
export function counted(el: Element | null | undefined, n: number, shown = String(n)): void {
  if (!el?.textContent) return;
  const text = el.textContent.replace(String(SAMPLE_COUNT), shown);
  el.textContent = n === 1 ? text.replace(/s$/, '') : text;
}

/** A thumbnail: its URL, or, without one, what the component shows instead (nothing, keeping the room). */
function thumbnail(img: Element | null, src: string | undefined, empty: 'span' | 'img') {
  if (!img) return;
  if (src) img.setAttribute('src', src);
  else if (empty === 'span') img.replaceWith(img.ownerDocument.createElement('span'));
  else img.removeAttribute('src');
}

/** The facts line ("channel · privacy · date · duration · views"): parts without a value go with their separator. */
function facts(line: Element | null, texts: Record<string, string | undefined>) {
  if (!line) return;
  const parts = [...line.querySelectorAll<HTMLElement>('[data-part]')].filter((part) => {
    const text = texts[part.dataset.part!];
    if (text !== undefined) part.textContent = text;
    return !!part.textContent;
  });
  line.replaceChildren(...parts.flatMap((part, i) => (i ? [' · ', part] : [part])));
}

/** A row of My videos (islands/library/MyVideos.tsx's Row). */
export function paintVideoRow(doc: Document, video: EarlyRowVideo, ctx: Context): Element {
  const live = !!video.isLive;
  const row = clone(doc, live ? ROW_ALT_TEMPLATE : ROW_TEMPLATE);
  fillMarkers(row, {
    id: String(video.shortUUID || video.uuid), name: String(video.name),
    channel: String(video.channel?.displayName ?? ''), privacy: String(video.privacy?.label ?? ''),
  });
  thumbnail(row.querySelector('img'), mediaFrom(ctx.base, video.thumbnailPath), 'span');
  const views = video.views ?? 0;
  const viewsPart = row.querySelector('[data-part="views"]');
  counted(viewsPart, views, formatCount(views, 'en'));
  facts(row.querySelector('.muted'), {
    date: video.publishedAt ? formatDate(video.publishedAt, 'en') : '',
    duration: live ? undefined : formatDuration(video.duration),
  });
  const status = videoStatusText(video, 'en', english);
  if (status) {
    const badge = doc.createElement('span');
    badge.className = 'manage-badge';
    badge.textContent = status;
    row.querySelector('.manage-row-title')?.parentElement?.append(badge);
  }
  if (!ctx.studio) row.querySelector('[data-part="studio"]')?.remove();
  return row;
}

/** The avatar of a row cloned from the row template (its image) or its other form (initials), filled. */
function withAvatar(doc: Document, name: string, avatars: AvatarImage[] | null | undefined, ctx: Context): Element {
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

/** A row of My channels (islands/library/MyChannels.tsx's ChannelRow), or, with their full handle, of My subscriptions
 *  (MySubscriptions.tsx's SubscriptionRow): with its avatar image or its initials, and its subscribers counted. */
function channelRow(handle: (channel: EarlyRowChannel) => string) {
  return (doc: Document, channel: EarlyRowChannel, ctx: Context): Element => {
    const row = withAvatar(doc, String(channel.displayName ?? channel.name), channel.avatars, ctx);
    fillMarkers(row, { handle: handle(channel), name: String(channel.displayName ?? '') });
    counted(row.querySelector('[data-part="followers"]'), channel.followersCount ?? 0);
    return row;
  };
}

/** A row of My channels. */
export const paintChannelRow = channelRow((channel) => String(channel.name));
/** A row of My subscriptions. */
export const paintSubscriptionRow = channelRow(channelHandle);

/** A row of My followers (islands/library/MyFollowers.tsx's FollowerRow). */
export function paintFollowerRow(doc: Document, follow: EarlyRowFollow, ctx: Context): Element {
  const name = String(follow.follower?.name ?? '');
  const row = withAvatar(doc, name, follow.follower?.avatars, ctx);
  const who = channelHandle(follow.follower ?? {});
  const whom = channelHandle(follow.following ?? {});
  const follower = row.querySelector('.blocklist-name a');
  follower?.setAttribute('href', `/a/${who}`);
  if (follower) follower.textContent = name;
  const handle = row.querySelector('.blocklist-name .muted');
  if (handle) handle.textContent = `@${who}`;
  const following = row.querySelector(':scope > .muted a');
  following?.setAttribute('href', `/c/${whom}`);
  if (following) following.textContent = String(follow.following?.name ?? '');
  const time = row.querySelector('time');
  time?.setAttribute('datetime', String(follow.createdAt));
  if (time) time.textContent = formatDate(follow.createdAt, 'en');
  return row;
}

/** A row of My playlists (islands/library/MyPlaylists.tsx's PlaylistRow). */
export function paintPlaylistRow(doc: Document, playlist: EarlyRowPlaylist, ctx: Context): Element {
  const row = clone(doc, ROW_TEMPLATE);
  fillMarkers(row, { id: String(playlist.shortUUID ?? playlist.uuid), name: String(playlist.displayName), privacy: String(playlist.privacy?.label ?? '') });
  thumbnail(row.querySelector('img'), mediaFrom(ctx.base, playlist.thumbnailPath), 'img');
  const length = playlist.videosLength ?? 0;
  counted(row.querySelector('[data-part="count"]'), length);
  if (!length) row.querySelector('[data-part="play"]')?.remove();
  // Watch later cannot be deleted.
  if (playlist.type?.id === 2) row.querySelector('[data-part="delete"]')?.remove();
  return row;
}

/** A row of My imports (islands/my-space/MyImports.tsx's ImportRow): the parts it lacks (its video, its error, its
 *  date) go, as the component leaves them out. */
export function paintImportRow(doc: Document, imp: EarlyRowImport, ctx: Context): Element {
  const row = clone(doc, ROW_TEMPLATE);
  const video = imp.video;
  const id = video?.shortUUID || video?.uuid;
  fillMarkers(row, { source: importSource(imp, english), error: String(imp.error ?? ''), id: String(id ?? ''), name: String(video?.name ?? '') });
  const badge = row.querySelector('.state-badge');
  if (badge) {
    badge.className = `state-badge import-state-${imp.state?.id ?? 0}`;
    badge.textContent = importStateText(imp.state, english);
  }
  const time = row.querySelector('time');
  const created = imp.createdAt ? new Date(imp.createdAt) : null;
  if (!created || Number.isNaN(created.getTime())) time?.remove();
  else if (time) {
    time.setAttribute('datetime', created.toISOString());
    time.setAttribute('title', formatDate(created, 'en'));
    time.textContent = formatRelative(created, 'en', ctx.now);
  }
  const made = row.querySelector('[data-part="video"]');
  if (!video?.name) made?.remove();
  else if (!id) made?.querySelector('a')?.replaceWith(String(video.name));
  if (!imp.error) row.querySelector('.error-text')?.remove();
  return row;
}

/** A row of Ownership changes (islands/library/MyOwnership.tsx's OwnershipRow): while waiting, its select lists the
 *  person's channels (the first chosen), with an id of its own (the template's is one for every clone). */
export function paintOwnershipRow(doc: Document, change: EarlyRowOwnership, ctx: Context): Element {
  const row = clone(doc, ROW_TEMPLATE);
  const video = change.video;
  const from = change.initiatorAccount?.displayName || change.initiatorAccount?.name;
  fillMarkers(row, { id: String(video?.shortUUID || video?.uuid || ''), name: String(video?.name ?? ''), from: String(from ?? '') });
  const time = row.querySelector('time');
  time?.setAttribute('datetime', String(change.createdAt));
  if (time) time.textContent = formatDate(change.createdAt, 'en');
  const badge = row.querySelector('.manage-badge');
  if (badge) badge.textContent = ownershipStatusText(change.status, english);
  const actions = row.querySelector('.ownership-actions');
  if (change.status !== 'WAITING') {
    actions?.remove();
    return row;
  }
  const select = actions?.querySelector('select');
  const sample = select?.querySelector('option');
  if (select && sample) {
    select.replaceChildren(...(ctx.channels ?? []).map((channel, i) => {
      const option = sample.cloneNode(true) as Element;
      option.setAttribute('value', String(channel.id));
      option.textContent = String(channel.displayName ?? '');
      if (i) option.removeAttribute('selected');
      return option;
    }));
    const id = `early-ownership-${change.id}`;
    actions?.querySelector('label')?.setAttribute('for', id);
    select.id = id;
  }
  // Nothing to take it into: Accept waits, as in the component.
  if (!ctx.channels?.length) actions?.querySelector('.primary')?.setAttribute('disabled', '');
  return row;
}

const PAINTERS = {
  videos: paintVideoRow, channels: paintChannelRow, playlists: paintPlaylistRow, subscriptions: paintSubscriptionRow, followers: paintFollowerRow,
  imports: paintImportRow, ownership: paintOwnershipRow,
} as Record<RowsKind, (doc: Document, item: never, ctx: Context) => Element>;

/** The row template's element (the template may hold resource hints React put before it). */
function clone(doc: Document, id: string): Element {
  const template = doc.getElementById(id) as HTMLTemplateElement;
  return template.content.querySelector('li')!.cloneNode(true) as Element;
}

/** One early answer of a list endpoint. */
interface Page {
  total?: number;
  data?: unknown[];
}

/** Fills the page's early rows once its early request (and the config's) has answered: the first page of the list,
 *  its count and "Load more". Nothing to paint (no session, another language, an empty list, a failed answer): out
 *  of the page at once, and the island shows its own state. */
export function paintEarlyRows(doc: Document = document): Promise<void> {
  const paint = doc.querySelector<HTMLElement>(EARLY_ROWS);
  const kind = paint?.dataset.kind as RowsKind | undefined;
  const painter = kind && PAINTERS[kind];
  const list = paint?.querySelector('ul[aria-label]');
  const page = paint?.dataset.earlyRows && painter && list && doc.getElementById(ROW_TEMPLATE) && doc.documentElement.lang.startsWith('en')
    ? readEarlyJson(resolveEarlyKey(paint.dataset.earlyRows))
    : undefined;
  const giveUp = () => dropEarlyRows(doc);
  if (!page) return Promise.resolve(giveUp());
  warmFormatters('en');
  // The studio button depends on the config; a config that failed or was not asked early leaves it to the island.
  const config = kind === 'videos' ? (readEarlyJson(resolveEarlyKey('/api/v1/config'))?.catch(() => null) ?? null) : null;
  // Ownership changes offer the person's channels: without their early answer, the island paints.
  const channels = kind === 'ownership' ? readEarlyJson(resolveEarlyKey(paint!.dataset.earlyAlso ?? '')) : null;
  if (channels === undefined) return Promise.resolve(giveUp());
  return Promise.all([page, config, peekEarlySettings() ?? {}, channels])
    // The broadcast message first: drawn after the paint, it would push it down.
    .then((answers) => afterEarlyBanner().then(() => answers))
    .then(([json, config, settings, channels]) => {
      const items = (json as Page | null)?.data;
      // The island may have rendered already (its own list replaces this one).
      if (!paint!.isConnected) return;
      if (!Array.isArray(items) || !items.length) return giveUp();
      const own = (channels as Page | null)?.data;
      if (channels && !Array.isArray(own)) return giveUp();
      const ctx = {
        base: instanceUrlFrom(settings), studio: !!(config as { videoStudio?: { enabled?: boolean } } | null)?.videoStudio?.enabled,
        channels: own as EarlyRowOwnChannel[] | undefined,
      };
      list!.replaceChildren(...items.map((item) => painter!(doc, item as never, ctx)));
      const reported = (json as Page).total;
      const total = Math.max(typeof reported === 'number' ? reported : 0, items.length);
      const count = list!.previousElementSibling;
      if (count?.matches('p.muted')) counted(count, total);
      // As the paged list's hasMore after a first page.
      if (!(items.length < total)) paint!.querySelector('.load-more')?.remove();
      paint!.hidden = false;
      keepEarlyPresses(paint!);
    })
    // Nothing painted: the island shows the list, or the error, itself.
    .catch(giveUp);
}

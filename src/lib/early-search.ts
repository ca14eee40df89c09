// Paints /search's results from the page's three early requests (channels, playlists, videos), before the framework
// has loaded: on a slow network the thumbnails (the page's largest paint) show while React still downloads. Everything
// is the island's own markup, rendered at build time by components/search/EarlySearch.astro: the heading, the inert
// filter bar, the summary and the three sections in place, each result kind in a <template>. This only clones and
// fills text and attributes (server strings never become HTML); SearchResults renders the same DOM later and removes
// this one (dropEarlySearch). English pages only (the templates are English), a plain `?search=…` only (the early
// requests start for nothing else), visitors only: blocked or muted cards (stores/dialogs/card-menu) come from a session or a
// card's menu, so none is hidden here.
// Imports stay within the early chunk's modules (lib/early-grid.ts's): anything the shell also imports would put the
// framework in this script's way (src/build/chunks.mjs).
import { afterEarlyBanner, peekEarlySettings, readEarlyJson, resolveEarlyKey } from './early-fetch';
import { CARD_TEMPLATE, imageLoading, LIVE_CARD_TEMPLATE, paintCard, set, type EarlyVideo } from './early-grid';
import { countIn, EAGER_RESULTS, EARLY_SEARCH } from './early-paint';
import { keepEarlyPresses } from './early-marks';
import { actorHandle, initials } from './format';
import { instanceUrlFrom, mediaFrom } from './instance-url';
import { pickAvatar } from './avatar';

/** A counted message the component rendered from the samples' 0 ("0 followers"), with `n` instead. */
const count = (node: Node | null | undefined, n: number) => countIn(node, 0, n);

/** An actor image as search results carry it. */
export interface EarlyImage {
  width?: number;
  path?: string;
  fileUrl?: string;
}

/** The fields of a channel result the early paint shows (as in GET /api/v1/search/video-channels). */
export interface EarlyChannel {
  name: string;
  displayName?: string;
  host?: string | null;
  followersCount?: number;
  avatars?: EarlyImage[] | null;
}

/** The fields of a playlist result the early paint shows (as in GET /api/v1/search/video-playlists). */
export interface EarlyPlaylist {
  uuid: string;
  shortUUID?: string;
  displayName: string;
  thumbnailPath?: string | null;
  thumbnailUrl?: string | null;
  videosLength?: number;
  videoChannel?: { displayName?: string } | null;
}

/** Template ids: ChannelResult with an avatar image and with initials, and PlaylistResult (video cards use
 *  lib/early-grid.ts's templates). */
export const CHANNEL_TEMPLATE = 'early-search-channel';
export const CHANNEL_INITIALS_TEMPLATE = 'early-search-channel-initials';
export const PLAYLIST_TEMPLATE = 'early-search-playlist';

/** What the templates are rendered with: placeholders the painter overwrites; counts of 0, so the number is the only
 *  digit of their messages (and the plural form is the one rendered). */
export const SEARCH_SAMPLE = '_';
export const CHANNEL_SAMPLE: EarlyChannel = {
  name: '_',
  displayName: '_',
  host: null,
  followersCount: 0,
  avatars: [{ width: 120, path: '/_' }],
};
export const PLAYLIST_SAMPLE: EarlyPlaylist = {
  uuid: '_',
  shortUUID: '_',
  displayName: '_',
  thumbnailPath: '/_',
  videosLength: 0,
  videoChannel: { displayName: '_' },
};

/** One early answer of a search endpoint. */
interface Page<T> {
  total?: number;
  data?: T[];
}

interface Context {
  base: string;
  host: string;
}

const clone = (template: HTMLTemplateElement, selector: string) =>
  template.content.querySelector(selector)!.cloneNode(true) as Element;

/** A channel result: a clone of ChannelResult's template (with an avatar image, or initials) filled with `channel`. */
export function paintChannel(doc: Document, channel: EarlyChannel, ctx: Context): Element {
  const withImage = doc.getElementById(CHANNEL_TEMPLATE) as HTMLTemplateElement;
  const size = Number(withImage.content.querySelector('img.avatar')?.getAttribute('width')) || 64;
  const image = channel.avatars?.length ? pickAvatar(channel.avatars, size) : undefined;
  const src = image && mediaFrom(ctx.base, image.path, image.fileUrl);
  const name = String(channel.displayName || channel.name || '');
  const card = clone(
    src ? withImage : (doc.getElementById(CHANNEL_INITIALS_TEMPLATE) as HTMLTemplateElement),
    '.search-actor',
  );
  if (src) set(card.querySelector('img.avatar'), { src });
  else set(card.querySelector('.avatar-initials'), {}, initials(name));
  set(card.querySelector('h3 a'), { href: `/c/${actorHandle(channel, ctx.host)}` }, name);
  const [handle, followers] = card.querySelectorAll('.search-meta');
  set(handle, {}, `${channel.name}@${channel.host ?? ctx.host}`);
  count(followers, channel.followersCount ?? 0);
  return card;
}

/** A playlist result: a clone of PlaylistResult's (eager) template filled with `playlist`. */
export function paintPlaylist(doc: Document, playlist: EarlyPlaylist, ctx: Context & { eager: boolean }): Element {
  const card = clone(doc.getElementById(PLAYLIST_TEMPLATE) as HTMLTemplateElement, '.search-playlist');
  const href = `/w/p/${playlist.shortUUID ?? playlist.uuid}`;
  const thumbnail = mediaFrom(ctx.base, playlist.thumbnailPath, playlist.thumbnailUrl);
  set(card.querySelector('.video-thumb'), { href });
  const img = card.querySelector('.video-thumb img');
  if (thumbnail) set(img, { src: thumbnail, ...imageLoading(ctx.eager) });
  else img?.remove();
  count(card.querySelector('.video-badge'), playlist.videosLength ?? 0);
  set(card.querySelector('.video-title a'), { href }, String(playlist.displayName ?? ''));
  const channel = card.querySelector('p.search-meta');
  if (playlist.videoChannel?.displayName) set(channel, {}, String(playlist.videoChannel.displayName));
  else channel?.remove();
  return card;
}

/** The total a section and the summary show, as the island's paged list keeps it. */
const totalOf = (page: Page<unknown>) => Math.max(typeof page.total === 'number' ? page.total : 0, page.data!.length);

/** Fills one result section (its count, items and "Load more"), or removes it when empty, as ResultSection does. */
function fillSection<T>(section: Element | undefined, page: Page<T>, paintItem: (item: T, index: number) => Element) {
  if (!section) return;
  const items = page.data!;
  if (!items.length) return section.remove();
  const total = totalOf(page);
  set(section.querySelector('.search-count'), {}, `(${total})`);
  section.querySelector('ul')?.replaceChildren(
    ...items.map((item, i) => {
      const li = section.ownerDocument.createElement('li');
      li.append(paintItem(item, i));
      return li;
    }),
  );
  // As the paged list's hasMore after a first page.
  if (!(typeof page.total === 'number' && items.length < page.total)) section.querySelector('.load-more')?.remove();
  // The island's section (hidden until this one goes) has the heading's id: this copy's own, so neither is duplicated.
  const heading = section.querySelector('h2');
  if (heading?.id) {
    heading.id = `early-${heading.id}`;
    section.setAttribute('aria-labelledby', heading.id);
  }
}

/** Searched texts the early paint leaves to the island: padded ones (the island trims them), handles and URLs (the
 *  island may put a notice about those above the filters). A regular expression's source (case-insensitive), also
 *  given to the paint gate (EarlyFetch's `gateSkip`) so the framework does not wait for a paint that will not come. */
export const SKIPPED_SEARCH = '^\\s|\\s$|@|^https?://';

/** The searched text when the page is a plain `?search=…` the early paint can show. */
function searchedText(search: string): string | null {
  const query = new URLSearchParams(search);
  const text = query.get('search');
  if ([...query.keys()].join() !== 'search' || !text) return null;
  return new RegExp(SKIPPED_SEARCH, 'i').test(text) ? null : text;
}

/** Fills /search's early results once the three early answers are in (visitors' plain `?search=…`, English pages). */
export function paintEarlySearch(doc: Document = document): Promise<void> {
  const paint = doc.querySelector<HTMLElement>(EARLY_SEARCH);
  const giveUp = () => paint?.remove();
  const text = searchedText(doc.location?.search ?? '');
  let paths: string[] = [];
  try {
    paths = JSON.parse(paint?.dataset.earlySearch ?? '[]');
  } catch {
    // A broken attribute: nothing to paint from.
  }
  const answers =
    paint && text !== null && paths.length === 3 && doc.documentElement.lang.startsWith('en')
      ? paths.map((path) => readEarlyJson(resolveEarlyKey(path)))
      : [];
  // Nothing to paint (another query, a session, another language, answers already taken): out of the page at once.
  if (!answers.length || answers.some((a) => !a)) return Promise.resolve(giveUp());
  return (
    Promise.all([...answers, peekEarlySettings() ?? {}])
      // The broadcast message first: drawn after the paint, it would push it down.
      .then(afterEarlyBanner)
      .then(([channels, playlists, videos, settings]) => {
        // The island may have rendered already (its own results replace these).
        if (!paint!.isConnected) return;
        const pages = [channels, playlists, videos] as Array<Page<unknown> | null>;
        if (!pages.every((p) => Array.isArray(p?.data)) || pages.every((p) => !p!.data!.length)) return giveUp();
        const base = instanceUrlFrom(settings);
        const ctx = { base, host: new URL(base || location.origin).host };
        const card = doc.getElementById(CARD_TEMPLATE) as HTMLTemplateElement;
        const live = doc.getElementById(LIVE_CARD_TEMPLATE) as HTMLTemplateElement;
        const heading = paint!.querySelector('h1');
        const parts = heading?.textContent?.split(SEARCH_SAMPLE) ?? [];
        if (parts.length !== 2) return giveUp();
        heading!.textContent = parts[0] + text + parts[1];
        const summary = paint!.querySelector('.search-summary');
        count(
          summary,
          pages.reduce((sum, p) => sum + totalOf(p!), 0),
        );
        const [channelSection, playlistSection, videoSection] = paint!.querySelectorAll('section');
        fillSection(channelSection, channels as Page<EarlyChannel>, (c) => paintChannel(doc, c, ctx));
        fillSection(playlistSection, playlists as Page<EarlyPlaylist>, (p, i) =>
          paintPlaylist(doc, p, { ...ctx, eager: i < EAGER_RESULTS }),
        );
        fillSection(videoSection, videos as Page<EarlyVideo>, (v, i) =>
          paintCard(v.isLive ? live : card, v, { ...ctx, eager: i < EAGER_RESULTS }),
        );
        paint!.hidden = false;
        keepEarlyPresses(paint!);
      })
      // Nothing painted (an answer failed): the island shows the results, or the error, itself.
      .catch(giveUp)
  );
}

// PeerTube's custom markup (https://docs.joinpeertube.org/api/custom-client-markup): the elements an administrator
// may write in the homepage and the instance description, the data-* attributes each one reads, and the models
// PeerTube 7's client builds from them (client/src/app/shared/shared-custom-markup/custom-markup.service.ts). Pure:
// the sanitiser allows exactly these names, and the islands draw each element with this client's own parts.

/** Each element PeerTube 7 documents, with the data-* attributes it reads (kebab-case, as written in HTML). */
export const CUSTOM_MARKUP_ELEMENTS = {
  'peertube-button': ['data-theme', 'data-href', 'data-label', 'data-blank-target'],
  'peertube-video-embed': ['data-uuid'],
  'peertube-playlist-embed': ['data-uuid'],
  'peertube-video-miniature': ['data-uuid', 'data-only-display-title'],
  'peertube-playlist-miniature': ['data-uuid'],
  'peertube-channel-miniature': ['data-name', 'data-display-latest-video', 'data-display-description'],
  'peertube-videos-list': [
    'data-only-display-title',
    'data-max-rows',
    'data-sort',
    'data-count',
    'data-category-one-of',
    'data-language-one-of',
    'data-channel-handle',
    'data-account-handle',
    'data-is-live',
    'data-only-local',
  ],
  'peertube-container': ['data-width', 'data-title', 'data-description', 'data-layout', 'data-justify-content'],
  'peertube-instance-banner': [],
  'peertube-instance-avatar': ['data-size'],
} as const satisfies Record<string, readonly string[]>;

/** The name of a custom markup element. */
export type CustomMarkupTag = keyof typeof CUSTOM_MARKUP_ELEMENTS;

/** The elements drawn by a component (the container is plain HTML, rebuilt before anything is mounted). */
export type MountedMarkupTag = Exclude<CustomMarkupTag, 'peertube-container'>;

/** Every element name, for the sanitiser and for querySelectorAll. */
export const CUSTOM_MARKUP_TAGS = Object.keys(CUSTOM_MARKUP_ELEMENTS) as CustomMarkupTag[];

/** Whether `tag` (lower case) is one of PeerTube's custom elements. */
export function isCustomMarkupTag(tag: string): tag is CustomMarkupTag {
  return Object.hasOwn(CUSTOM_MARKUP_ELEMENTS, tag);
}

/** Whether the element `tag` reads the attribute `name` (both lower case): what the sanitiser keeps on it. */
export function isCustomMarkupAttribute(name: string, tag: string): boolean {
  return isCustomMarkupTag(tag) && (CUSTOM_MARKUP_ELEMENTS[tag] as readonly string[]).includes(name);
}

/** Attribute values as `el.dataset` gives them (camelCase keys). */
export type MarkupData = Record<string, string | undefined>;

const bool = (value: string | undefined): boolean | undefined =>
  value === 'true' ? true : value === 'false' ? false : undefined;
const int = (value: string | undefined): number | undefined => {
  if (!value) return undefined;
  const n = Number.parseInt(value, 10);
  return Number.isFinite(n) ? n : undefined;
};
const list = (value: string | undefined): string[] | undefined =>
  value
    ? value
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean)
    : undefined;

// UUIDs and short UUIDs (base58), and channel/account handles (name or name@host): nothing that could change a path.
const ID = /^[0-9a-zA-Z-]{1,64}$/;
const HANDLE = /^[\w.-]{1,100}(@[\w.:-]{1,253})?$/;
const SORT = /^-?[a-zA-Z]{1,30}$/;

/** A video's or playlist's id as written, or undefined when it is not a UUID or short UUID. */
export const markupId = (value: string | undefined): string | undefined =>
  value && ID.test(value) ? value : undefined;

/** A channel or account handle as written, or undefined when it is not one. */
export const markupHandle = (value: string | undefined): string | undefined =>
  value && HANDLE.test(value) ? value : undefined;

/** `<peertube-button>`: a link drawn as a button. */
export interface ButtonModel {
  theme: 'primary' | 'secondary';
  /** A path of this site or an http(s) URL; undefined when the written one is neither (the button is then not drawn). */
  href?: string;
  label: string;
  blankTarget: boolean;
}

/** Where a button may lead: a path of this site, or an http(s) URL (never javascript:, data: or the like). */
export function safeMarkupHref(value: string | undefined, base: string): string | undefined {
  const href = value?.trim();
  if (!href) return undefined;
  // eslint-disable-next-line no-control-regex -- control characters and backslashes turn paths into other sites
  if (/[\u0000-\u001f\u007f\\]/.test(href)) return undefined;
  if (href.startsWith('/') && !href.startsWith('//')) return href;
  try {
    const url = new URL(href, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The button's model (PeerTube's buttonBuilder). */
export function buttonModel(data: MarkupData, base: string): ButtonModel {
  return {
    theme: data.theme === 'secondary' ? 'secondary' : 'primary',
    href: safeMarkupHref(data.href, base),
    label: data.label ?? '',
    blankTarget: bool(data.blankTarget) ?? false,
  };
}

/** `<peertube-video-miniature>`. */
export interface VideoMiniatureModel {
  uuid?: string;
  onlyDisplayTitle: boolean;
}

/** The video miniature's model. */
export const videoMiniatureModel = (data: MarkupData): VideoMiniatureModel => ({
  uuid: markupId(data.uuid),
  onlyDisplayTitle: bool(data.onlyDisplayTitle) ?? false,
});

/** `<peertube-channel-miniature>`. */
export interface ChannelMiniatureModel {
  name?: string;
  displayLatestVideo: boolean;
  displayDescription: boolean;
}

/** The channel miniature's model: the latest video and the description show unless turned off. */
export const channelMiniatureModel = (data: MarkupData): ChannelMiniatureModel => ({
  name: markupHandle(data.name),
  displayLatestVideo: bool(data.displayLatestVideo) ?? true,
  displayDescription: bool(data.displayDescription) ?? true,
});

/** `<peertube-videos-list>`: the filters of GET /videos (or a channel's / an account's videos). */
export interface VideosListModel {
  onlyDisplayTitle: boolean;
  /** Rows shown at most (-1: all). */
  maxRows: number;
  sort: string;
  count: number;
  categoryOneOf: number[];
  languageOneOf: string[];
  channelHandle?: string;
  accountHandle?: string;
  isLive?: boolean;
  isLocal?: true;
}

/** PeerTube's largest page of videos. */
export const MAX_MARKUP_VIDEOS = 100;

/** The videos list's model (PeerTube's videosListBuilder: 10 newest videos unless told otherwise). */
export function videosListModel(data: MarkupData): VideosListModel {
  const count = int(data.count);
  return {
    onlyDisplayTitle: bool(data.onlyDisplayTitle) ?? false,
    maxRows: int(data.maxRows) ?? -1,
    sort: data.sort && SORT.test(data.sort) ? data.sort : '-publishedAt',
    count: count && count > 0 ? Math.min(count, MAX_MARKUP_VIDEOS) : 10,
    categoryOneOf: (list(data.categoryOneOf) ?? []).map(Number).filter(Number.isInteger),
    languageOneOf: list(data.languageOneOf) ?? [],
    channelHandle: markupHandle(data.channelHandle),
    accountHandle: markupHandle(data.accountHandle),
    isLive: bool(data.isLive),
    isLocal: bool(data.onlyLocal) ? true : undefined,
  };
}

/** `<peertube-instance-avatar>`: the size in CSS pixels (PeerTube's default miniature size when absent). */
export const instanceAvatarSize = (data: MarkupData): number => {
  const size = int(data.size);
  return size && size > 0 ? Math.min(size, 600) : 120;
};

/** `<peertube-container>`: a box laying its children out in a row or a column, with an optional title. */
export interface ContainerModel {
  layout: 'row' | 'column';
  justifyContent: 'space-between' | 'normal';
  /** A CSS length (px, %, em, rem, vw) or undefined. */
  width?: string;
  title?: string;
  description?: string;
}

const LENGTH = /^\d{1,4}(\.\d{1,3})?(px|%|em|rem|vw)?$/;

/** The container's model. */
export function containerModel(data: MarkupData): ContainerModel {
  const width = data.width?.trim();
  return {
    layout: data.layout === 'row' ? 'row' : 'column',
    justifyContent: data.justifyContent === 'normal' ? 'normal' : 'space-between',
    width: width && LENGTH.test(width) ? (/\d$/.test(width) ? `${width}px` : width) : undefined,
    title: data.title || undefined,
    description: data.description || undefined,
  };
}

/** Elements that stand on their own (a `<p>` around them alone is markdown's doing, not the author's). */
const BLOCK_TAGS = new Set<string>(CUSTOM_MARKUP_TAGS.filter((tag) => tag !== 'peertube-button'));

/**
 * Lays out a custom page's sanitised DOM before its elements are mounted: a paragraph that holds nothing but block
 * elements (markdown wraps a line like `<peertube-videos-list …></peertube-videos-list>` in a `<p>`) gives way to
 * them, and each container is built (buildContainers). Works on the live DOM, as PeerTube's client does: once built,
 * the tree (a div in a container in a paragraph) would not survive being written out as HTML and parsed again.
 */
export function layoutCustomPage(root: ParentNode, headingLevel = 2): void {
  for (const p of [...root.querySelectorAll('p')]) {
    const children = [...p.childNodes];
    const alone = children.every((node) =>
      node.nodeType === 1
        ? BLOCK_TAGS.has((node as Element).localName) || (node as Element).localName === 'br'
        : !node.textContent?.trim(),
    );
    if (alone && children.some((node) => node.nodeType === 1 && BLOCK_TAGS.has((node as Element).localName)))
      p.replaceWith(...children.filter((node) => node.nodeType === 1 && (node as Element).localName !== 'br'));
  }
  buildContainers(root, headingLevel);
}

/**
 * Rebuilds each `<peertube-container>` of `root` as PeerTube does (its htmlBuilder): its children move into a
 * `div.peertube-container.layout-{row|column}`, under a header with the title (a heading of `headingLevel`) and the
 * description, as text. Runs on the sanitised tree before anything is mounted, innermost containers first.
 */
export function buildContainers(root: ParentNode, headingLevel = 2): void {
  const containers = [...root.querySelectorAll<HTMLElement>('peertube-container')].reverse();
  for (const el of containers) {
    // Built already (the island laid this tree out before): once is enough.
    if (el.firstElementChild?.classList.contains('peertube-container')) continue;
    const model = containerModel(el.dataset);
    const doc = el.ownerDocument;
    const box = doc.createElement('div');
    box.className = `peertube-container layout-${model.layout}`;
    box.style.justifyContent = model.justifyContent;
    if (model.width) box.style.maxInlineSize = model.width;
    if (model.title || model.description) {
      const header = doc.createElement('div');
      header.className = 'peertube-container-header';
      if (model.title) {
        const heading = doc.createElement(`h${Math.min(Math.max(headingLevel, 2), 6)}`);
        heading.textContent = model.title;
        header.append(heading);
      }
      if (model.description) {
        const description = doc.createElement('p');
        description.textContent = model.description;
        header.append(description);
      }
      box.append(header);
    }
    box.append(...el.childNodes);
    el.append(box);
  }
}

/** The mounted elements of `root` (containers excluded), in document order. */
export function markupElements(root: ParentNode): HTMLElement[] {
  const selector = CUSTOM_MARKUP_TAGS.filter((tag) => tag !== 'peertube-container').join(',');
  return [...root.querySelectorAll<HTMLElement>(selector)];
}

/** This client's embed page for a video or a playlist (PeerTube's buildVideoEmbedLink / buildPlaylistEmbedLink). */
export function markupEmbedPath(type: 'video' | 'playlist', uuid: string): string {
  return type === 'video'
    ? `/videos/embed/${encodeURIComponent(uuid)}`
    : `/video-playlists/embed/${encodeURIComponent(uuid)}`;
}

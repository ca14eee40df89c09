// Link-preview tags for a video, playlist, account or channel page, from PeerTube's API objects: the og:, twitter: and
// oEmbed tags PeerTube's server writes into its own client's pages (server/core/lib/html/shared/tags-html.ts, 7.0),
// for hosts that serve this client on a domain of its own (the edge worker). Plain JS: workers and Node load it.

/** PeerTube's embed size in its og:video and twitter:player tags. */
export const EMBED_SIZE = { width: 560, height: 315 };

const ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe in HTML content and double-quoted attributes. */
export function escapeHtml(text) {
  return String(text ?? '').replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

/**
 * A description as one plain line of at most 200 characters, as PeerTube's tags carry it: markdown's marks, links'
 * targets and line breaks go, the text stays.
 */
export function oneLine(markdown) {
  const text = String(markdown ?? '')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, '')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/(\*\*|__|\*|_|~~|`)(.+?)\1/g, '$2')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 200 ? text.slice(0, 197).trimEnd() + '...' : text;
}

const absolute = (base, path) => (!path ? undefined : /^https?:\/\//.test(path) ? path : base + path);

/** The largest of an actor's avatars. */
const largest = (avatars) =>
  Array.isArray(avatars) ? avatars.reduce((best, a) => ((a?.width ?? 0) > (best?.width ?? 0) ? a : best), null) : null;

/**
 * What a preview shows of an object (`kind`: video, playlist, account, channel) fetched from the instance's API:
 * `{ title, description, image, url, embed, oembed, card, ogType, noindex }`. `site` is where people open the page
 * (the client's origin), `instance` the PeerTube server (its media, its oEmbed service).
 */
export function previewOf(kind, object, { site, instance }) {
  const description = oneLine(object.description);
  if (kind === 'video' || kind === 'playlist') {
    const video = kind === 'video';
    const id = object.shortUUID ?? object.uuid;
    const url = `${site}${video ? '/w/' : '/w/p/'}${id}`;
    // PeerTube's oEmbed service only knows its own watch URLs.
    const watched = `${instance}${video ? '/w/' : '/w/p/'}${id}`;
    return {
      title: video ? object.name : object.displayName,
      description,
      image: absolute(instance, video ? object.previewPath : object.thumbnailPath),
      url,
      embed: `${site}${video ? '/videos/embed/' : '/video-playlists/embed/'}${object.uuid}`,
      oembed: `${instance}/services/oembed?url=${encodeURIComponent(watched)}`,
      card: 'player',
      ogType: 'video',
      noindex: object.privacy?.id !== 1 || object.isLocal === false,
    };
  }
  const avatar = largest(object.avatars);
  const handle =
    object.host && !`${instance}`.endsWith(`//${object.host}`) ? `${object.name}@${object.host}` : object.name;
  return {
    title: object.displayName || object.name,
    description,
    image: avatar ? absolute(instance, avatar.fileUrl || avatar.path) : undefined,
    url: `${site}${kind === 'channel' ? '/c/' : '/a/'}${handle}`,
    card: 'summary',
    ogType: 'website',
    noindex: object.host !== undefined && !`${instance}`.endsWith(`//${object.host}`),
  };
}

/** The tags for a preview (see previewOf), `siteName` being the instance's name: a string for the page's <head>. */
export function previewTags(preview, siteName) {
  const meta = [
    ['og:type', preview.ogType],
    ['og:site_name', siteName],
    ['og:title', preview.title],
    ['og:image:url', preview.image],
    ['og:url', preview.url],
    ['og:description', preview.description],
  ];
  if (preview.embed) {
    meta.push(
      ['og:video:url', preview.embed],
      ['og:video:secure_url', preview.embed],
      ['og:video:type', 'text/html'],
      ['og:video:width', EMBED_SIZE.width],
      ['og:video:height', EMBED_SIZE.height],
    );
  }
  meta.push(
    ['name', preview.title],
    ['description', preview.description],
    ['image', preview.image],
    ['twitter:card', preview.card],
    ['twitter:title', preview.title],
    ['twitter:description', preview.description],
    ['twitter:image:url', preview.image],
  );
  if (preview.embed && preview.card === 'player') {
    meta.push(
      ['twitter:player', preview.embed],
      ['twitter:player:width', EMBED_SIZE.width],
      ['twitter:player:height', EMBED_SIZE.height],
    );
  }
  let html = `<meta name="description" content="${escapeHtml(preview.description)}" />`;
  for (const [property, value] of meta) {
    if (value === undefined || value === '') continue;
    html += `<meta property="${property}" content="${escapeHtml(value)}" />`;
  }
  if (preview.oembed) {
    html += `<link rel="alternate" type="application/json+oembed" href="${escapeHtml(preview.oembed)}" title="${escapeHtml(preview.title)}" />`;
  }
  html += preview.noindex
    ? '<meta name="robots" content="noindex" />'
    : `<link rel="canonical" href="${escapeHtml(preview.url)}" />`;
  return html;
}

/** The page title PeerTube gives it: "{title} - {instance name}". */
export function previewTitle(preview, siteName) {
  return siteName ? `${preview.title} - ${siteName}` : preview.title;
}

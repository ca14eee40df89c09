// The instance's identity in the installable app: the web app manifest named after the instance (as PeerTube's server
// writes it: name, short name, description), with its theme colour (8.x) and its avatar as the icons, and the favicon.
// Plain JS: the local server, the edge worker and the client (on a CDN of its own) all build it here.

const TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
};

/** An image's MIME type from its file name, or undefined. */
function typeOf(url) {
  const ext = /\.(\w+)(?:[?#]|$)/.exec(url ?? '')?.[1]?.toLowerCase();
  return ext ? TYPES[ext] : undefined;
}

/** An image's absolute URL: its fileUrl, else its path on the instance. */
const imageUrl = (image, instanceUrl) => image?.fileUrl || (image?.path ? instanceUrl + image.path : undefined);

/** A CSS hex colour (what PeerTube 8's theme customization stores), else undefined. */
const hexColour = (value) =>
  typeof value === 'string' && /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value.trim()) ? value.trim() : undefined;

/** The instance avatar's sizes as manifest icons, smallest first (none when the instance has no avatar). */
export function instanceIcons(config, instanceUrl = '') {
  const avatars = Array.isArray(config?.instance?.avatars) ? config.instance.avatars : [];
  return avatars
    .filter((a) => imageUrl(a, instanceUrl) && a.width)
    .sort((a, b) => a.width - b.width)
    .map((a) => {
      const src = imageUrl(a, instanceUrl);
      const type = typeOf(src);
      // PeerTube 7 gives an avatar's width and path only: avatars are square.
      return { src, sizes: `${a.width}x${a.height ?? a.width}`, ...(type && { type }), purpose: 'any' };
    });
}

/**
 * The manifest for this instance: `base` (the built manifest) with the instance's name, short name and description,
 * theme colour and icons where it has them. `instanceUrl` completes the avatars' paths.
 */
export function instanceManifest(base, config, instanceUrl = '') {
  const manifest = { ...base };
  const instance = config?.instance ?? {};
  if (instance.name) manifest.name = manifest.short_name = instance.name;
  if (instance.shortDescription) manifest.description = instance.shortDescription;
  const colour = hexColour(config?.theme?.customization?.primaryColor);
  if (colour) manifest.theme_color = colour;
  const icons = instanceIcons(config, instanceUrl);
  if (icons.length) manifest.icons = icons;
  return manifest;
}

/** Width a favicon is shown at: the instance image nearest above it wins. */
export const FAVICON_WIDTH = 32;

/**
 * The instance's favicon: its 8.x favicon logo, else its avatar (the smallest at least 32 px wide, else the largest);
 * null when it has neither, so the built-in one stays.
 */
export function instanceFavicon(config, instanceUrl = '') {
  const logos = Array.isArray(config?.instance?.logo) ? config.instance.logo : [];
  const favicon = logos.find((l) => l?.type === 'favicon' && l.fileUrl);
  if (favicon) return favicon.fileUrl;
  const avatars = (Array.isArray(config?.instance?.avatars) ? config.instance.avatars : [])
    .filter((a) => imageUrl(a, instanceUrl) && a.width)
    .sort((a, b) => a.width - b.width);
  const chosen = avatars.find((a) => a.width >= FAVICON_WIDTH) ?? avatars.at(-1);
  return chosen ? imageUrl(chosen, instanceUrl) : null;
}

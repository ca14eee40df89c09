// Plugin pages and locales: where PeerTube puts a plugin's client routes, how this client tells them from its
// playlists (both live under /p/), and the locale PeerTube names a language's plugin translations by.

/** PeerTube's plugin route prefix (`getBasePluginClientPath()`). */
export const PLUGIN_CLIENT_PATH = '/p';

/** Where a plugin page sits: its parent (`/` or `/my-account`) and its route below `/p`, with a leading slash. */
export interface PluginRouteAddress {
  parentRoute: '/' | '/my-account';
  route: string;
}

/** The plugin route an address names (`/p/my/route` → `/my/route`; `/my-account/p/x` → parent `/my-account`). */
export function pluginRouteOf(pathname: string): PluginRouteAddress | null {
  const clean = pathname.replace(/\/+$/, '');
  const match = /^(\/my-account)?\/p(\/.+)$/.exec(clean);
  if (!match) return null;
  let route: string;
  try {
    route = decodeURI(match[2]);
  } catch {
    return null;
  }
  return { parentRoute: match[1] ? '/my-account' : '/', route };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// PeerTube's short UUIDs: flickr base58 (no 0, O, I, l), 22 characters for a UUID.
const SHORT_UUID = /^[1-9A-HJ-NP-Za-km-z]{20,23}$/;

/** Whether a `/p/` route can only be a playlist: one segment that is a playlist id (number, UUID or short UUID). */
export function isPlaylistRoute(route: string): boolean {
  const id = route.replace(/^\//, '');
  return /^\d+$/.test(id) || UUID.test(id) || SHORT_UUID.test(id);
}

const LOCALE_ALIAS: Record<string, string> = {
  ca: 'ca-ES',
  cs: 'cs-CZ',
  de: 'de-DE',
  el: 'el-GR',
  en: 'en-US',
  es: 'es-ES',
  eu: 'eu-ES',
  fa: 'fa-IR',
  fi: 'fi-FI',
  fr: 'fr-FR',
  gl: 'gl-ES',
  hu: 'hu-HU',
  it: 'it-IT',
  ja: 'ja-JP',
  nb: 'nb-NO',
  nl: 'nl-NL',
  pl: 'pl-PL',
  pt: 'pt-BR',
  ru: 'ru-RU',
  sk: 'sk-SK',
  sv: 'sv-SE',
  th: 'th-TH',
  tr: 'tr-TR',
  uk: 'uk-UA',
  vi: 'vi-VN',
  zh: 'zh-Hans-CN',
};

/** PeerTube's complete locale of an interface language (its getCompleteLocale): `fr` → `fr-FR`. */
export const peertubeLocale = (code: string) => LOCALE_ALIAS[code] ?? code;

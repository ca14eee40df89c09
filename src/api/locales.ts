import type { Api } from './client';

/** A PeerTube locale file: the server's English label → its translation (peertubeTranslate's table). */
export type ServerTranslations = Record<string, string>;

/** `/client/locales/{locale}/server.json` (the server's labels: categories, licences, languages, privacies, states,
 *  roles…) or `player.json` (the player's words), in PeerTube's locale code: a static file of the instance, asked
 *  as a plain request (no preflight from another origin). */
export const getLocaleFile = (api: Api, locale: string, file: 'server' | 'player') =>
  api.get<ServerTranslations>(`/client/locales/${encodeURIComponent(locale)}/${file}.json`, { plain: true });

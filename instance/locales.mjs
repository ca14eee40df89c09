// PeerTube's locale files, /client/locales/{locale}/server.json and player.json: the server's own translations of
// its labels (categories, licences, languages, privacies, states…) and of the player's words, which every client
// uses (server/core/controllers/client.ts serves them in 7.0, with or without its web client). This instance keeps
// the real files of a few languages (seed/locales/, copied from a PeerTube 7.0 server); the other locales PeerTube
// knows answer an empty translation (the labels stay English), unknown ones 404 as the real server does.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'seed', 'locales');
const PATH = /^\/client\/locales\/([\w-]+)\/(server|player)\.json$/;

// PeerTube 7.0's I18N_LOCALES and I18N_LOCALE_ALIAS (packages/core-utils/src/i18n/i18n.ts).
const LOCALES = (
  'en-US ar ca-ES cs-CZ de-DE el-GR eo es-ES eu-ES fa-IR fi-FI fr-FR gd gl-ES hr hu-HU is it-IT ja-JP kab nb-NO ' +
  'nl-NL nn oc pl-PL pt-BR pt-PT ru-RU sk-SK sq sv-SE th-TH tok tr-TR uk-UA vi-VN zh-Hans-CN zh-Hant-TW'
).split(' ');
const ALIASES = {
  'ar-001': 'ar',
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
  'zh-CN': 'zh-Hans-CN',
  'zh-Hans': 'zh-Hans-CN',
  'zh-Hant': 'zh-Hant-TW',
  'zh-TW': 'zh-Hant-TW',
  zh: 'zh-Hans-CN',
};

/** Serves a locale file; false for any other path. */
export async function serveLocale(req, res, pathname) {
  const m = PATH.exec(pathname);
  if (!m || (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS')) return false;
  const headers = { 'Access-Control-Allow-Origin': '*' };
  if (req.method === 'OPTIONS') {
    res.writeHead(204, {
      ...headers,
      'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '',
    });
    res.end();
    return true;
  }
  const locale = ALIASES[m[1]] ?? m[1];
  if (!LOCALES.includes(locale)) {
    res.writeHead(404, headers);
    res.end();
    return true;
  }
  const text = await readFile(path.join(DIR, locale, `${m[2]}.json`), 'utf8').catch(() => '{}');
  const body = Buffer.from(text);
  res.writeHead(200, {
    ...headers,
    'Content-Type': 'application/json; charset=UTF-8',
    'Content-Length': body.length,
    'Cache-Control': 'public, max-age=7200',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}

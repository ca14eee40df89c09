// PeerTube 7.0's validation of PUT /api/v1/config/custom (server/core/middlewares/validators/config.ts): the
// express-validator rules per field, then the cross-field checks that answer with a plain 400 message.
import { fail } from '../http.mjs';
import { INDEX_PACKAGES, nameOf, typeOf } from './plugin-index.mjs';

const INT = /^[-+]?\d+$/;
const isBoolean = (v) => typeof v === 'boolean' || ['true', 'false', '0', '1'].includes(v);
// express-validator's isInt takes numbers and numeric strings alike.
const isInt = (v, { min = -Infinity } = {}) =>
  (typeof v === 'number' ? Number.isInteger(v) : typeof v === 'string' && INT.test(v)) && Number(v) >= min;
const exists = (v) => v !== undefined && v !== null;
const isIntOrNull = (v) => v === null || isInt(v);
const NSFW_POLICIES = ['do_not_list', 'blur', 'display'];
const BUILT_IN_THEMES = ['peertube-core-dark-brown', 'peertube-core-light-beige'];
// PeerTube's isThemeRegistered; the theme plugins are the fake index's (installed or not: the rules know no store).
const PLUGIN_THEMES = INDEX_PACKAGES.filter((p) => typeOf(p.npmName) === 2).map((p) => nameOf(p.npmName));
const isTheme = (v) =>
  v === 'default' || v === 'instance-default' || BUILT_IN_THEMES.includes(v) || PLUGIN_THEMES.includes(v);
const RESOLUTIONS = ['0p', '144p', '240p', '360p', '480p', '720p', '1080p', '1440p', '2160p'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Field path → check, in PeerTube's order (its error message lists failing paths in this order). */
export const RULES = [
  ['instance.name', exists],
  ['instance.shortDescription', exists],
  ['instance.description', exists],
  ['instance.terms', exists],
  ['instance.defaultNSFWPolicy', (v) => NSFW_POLICIES.includes(v)],
  ['instance.defaultClientRoute', exists],
  ['instance.customizations.css', exists],
  ['instance.customizations.javascript', exists],
  ['services.twitter.username', exists],
  ['cache.previews.size', isInt],
  ['cache.captions.size', isInt],
  ['cache.torrents.size', isInt],
  ['cache.storyboards.size', isInt],
  ['signup.enabled', isBoolean],
  ['signup.limit', isInt],
  ['signup.requiresEmailVerification', isBoolean],
  ['signup.requiresApproval', isBoolean],
  ['signup.minimumAge', isInt],
  ['admin.email', (v) => typeof v === 'string' && EMAIL.test(v)],
  ['contactForm.enabled', isBoolean],
  ['user.history.videos.enabled', isBoolean],
  ['user.videoQuota', (v) => exists(v) && isInt(String(v), { min: -1 })],
  ['user.videoQuotaDaily', (v) => exists(v) && isInt(String(v), { min: -1 })],
  ['videoChannels.maxPerUser', isInt],
  ['transcoding.enabled', isBoolean],
  ['transcoding.originalFile.keep', isBoolean],
  ['transcoding.allowAdditionalExtensions', isBoolean],
  ['transcoding.threads', isInt],
  ['transcoding.concurrency', (v) => isInt(v, { min: 1 })],
  ...RESOLUTIONS.map((r) => [`transcoding.resolutions.${r}`, isBoolean]),
  ['transcoding.remoteRunners.enabled', isBoolean],
  ['transcoding.alwaysTranscodeOriginalResolution', isBoolean],
  ['transcoding.fps.max', isIntOrNull],
  ['transcoding.webVideos.enabled', isBoolean],
  ['transcoding.hls.enabled', isBoolean],
  ['videoStudio.enabled', isBoolean],
  ['videoStudio.remoteRunners.enabled', isBoolean],
  ['videoFile.update.enabled', isBoolean],
  ['import.videos.concurrency', (v) => isInt(v, { min: 0 })],
  ['import.videos.http.enabled', isBoolean],
  ['import.videos.torrent.enabled', isBoolean],
  ['import.videoChannelSynchronization.enabled', isBoolean],
  ['import.users.enabled', isBoolean],
  ['export.users.enabled', isBoolean],
  ['export.users.maxUserVideoQuota', exists],
  ['export.users.exportExpiration', exists],
  ['trending.videos.algorithms.default', exists],
  ['trending.videos.algorithms.enabled', exists],
  ['followers.instance.enabled', isBoolean],
  ['followers.instance.manualApproval', isBoolean],
  ['theme.default', isTheme],
  ['broadcastMessage.enabled', isBoolean],
  ['broadcastMessage.message', exists],
  ['broadcastMessage.level', exists],
  ['broadcastMessage.dismissable', isBoolean],
  ['live.enabled', isBoolean],
  ['live.allowReplay', isBoolean],
  ['live.maxDuration', isInt],
  ['live.maxInstanceLives', isIntOrNull],
  ['live.maxUserLives', isIntOrNull],
  ['live.transcoding.enabled', isBoolean],
  ['live.transcoding.threads', isInt],
  ...RESOLUTIONS.slice(1).map((r) => [`live.transcoding.resolutions.${r}`, isBoolean]),
  ['live.transcoding.alwaysTranscodeOriginalResolution', isBoolean],
  ['live.transcoding.fps.max', isIntOrNull],
  ['live.transcoding.remoteRunners.enabled', isBoolean],
  ['search.remoteUri.users', isBoolean],
  ['search.remoteUri.anonymous', isBoolean],
  ['search.searchIndex.enabled', isBoolean],
  ['search.searchIndex.url', exists],
  ['search.searchIndex.disableLocalSearch', isBoolean],
  ['search.searchIndex.isDefaultSearch', isBoolean],
];

const at = (obj, path) => path.split('.').reduce((o, k) => (o && typeof o === 'object' ? o[k] : undefined), obj);

/** Throws PeerTube's 400 for a body it would refuse: `invalid-params` for field rules, a plain message for cross-field ones. */
export function validateCustomConfig(body, { emailEnabled = false, url = '/api/v1/config/custom' } = {}) {
  const invalid = {};
  for (const [path, ok] of RULES) {
    const value = at(body, path);
    if (!ok(value)) invalid[path] = { type: 'field', value, msg: 'Invalid value', path, location: 'body' };
  }
  if (Object.keys(invalid).length) {
    const err = fail(400, `Incorrect request parameters: ${Object.keys(invalid).join(', ')}`, 'putCustomConfig');
    err.body.instance = url;
    err.body['invalid-params'] = invalid;
    throw err;
  }
  const c = body;
  const refuse = (message) => {
    throw fail(400, message, 'putCustomConfig');
  };
  if (!emailEnabled && asBool(c.signup.requiresEmailVerification) === true)
    refuse('SMTP is not configured but you require signup email verification.');
  if (
    asBool(c.transcoding.enabled) !== false &&
    asBool(c.transcoding.webVideos.enabled) === false &&
    asBool(c.transcoding.hls.enabled) === false
  ) {
    refuse('You need to enable at least web_videos transcoding or hls transcoding');
  }
  if (asBool(c.import.videoChannelSynchronization.enabled) && !asBool(c.import.videos.http.enabled)) {
    refuse('You need to enable HTTP video import in order to enable channel synchronization');
  }
  if (
    asBool(c.live.enabled) !== false &&
    asBool(c.live.allowReplay) === true &&
    asBool(c.transcoding.enabled) === false
  ) {
    refuse('You cannot allow live replay if transcoding is not enabled');
  }
  if (asBool(c.videoStudio.enabled) === true && asBool(c.transcoding.enabled) === false)
    refuse('You cannot enable video studio if transcoding is not enabled');
}

function asBool(v) {
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  return v;
}

/**
 * What PeerTube stores from an accepted body: its own fields only (it writes snake_case YAML of the known keys), with
 * numbers and booleans forced from strings. Unknown keys are dropped; known ones missing from the body keep `current`.
 */
export function normalizeCustomConfig(body, current) {
  const walk = (cur, incoming) => {
    if (Array.isArray(cur)) return Array.isArray(incoming) ? structuredClone(incoming) : structuredClone(cur);
    if (cur && typeof cur === 'object') {
      return Object.fromEntries(
        Object.entries(cur).map(([k, v]) => [
          k,
          walk(v, incoming && typeof incoming === 'object' ? incoming[k] : undefined),
        ]),
      );
    }
    if (incoming === undefined) return cur;
    if (typeof cur === 'boolean') return asBool(incoming) === true;
    if (typeof cur === 'number' && typeof incoming === 'string' && INT.test(incoming)) return Number(incoming);
    return incoming;
  };
  return walk(current, body);
}

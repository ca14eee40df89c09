// The instance configuration's client-side rules: PeerTube's custom-config validators (client/src/app/shared/
// form-validators) and the server's cross-field checks (server/core/middlewares/validators/config.ts), so mistakes
// show on their setting before a save.
import { t as translate } from '../../i18n';
import { emailError, lengthError } from '../../lib/validators';
import type { FormErrors } from '../common/form';
import type { FlatConfig, FlatValue, Translate } from './config-settings';

const isInteger = (v: FlatValue) => typeof v === 'number' && Number.isInteger(v);

/** '' when `value` is an integer ≥ `min`, else why not (−1 is how PeerTube says "unlimited"). */
export function integerError(value: FlatValue, min: number, t: Translate = translate): string {
  if (value === '' || value === null || value === undefined) return t('form.required', 'This field is required.');
  if (!isInteger(value)) return t('adminConfig.rule.integer', 'Enter a whole number.');
  if ((value as number) >= min) return '';
  if (min === -1) return t('adminConfig.rule.minUnlimited', 'Must be −1 (unlimited) or more.');
  return t('adminConfig.rule.min', 'Must be {min} or more.', { min });
}

/** '' for an http(s) URL (or nothing when optional), else why not. */
export function urlError(value: FlatValue, { https = false, optional = true } = {}, t: Translate = translate): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return optional ? '' : t('form.required', 'This field is required.');
  const ok = (https ? /^https:\/\/\S+$/ : /^https?:\/\/\S+$/).test(text);
  if (ok) return '';
  return https
    ? t('adminConfig.rule.httpsUrl', 'Enter a URL starting with https://.')
    : t('adminConfig.rule.url', 'Enter a URL starting with http:// or https://.');
}

const MIN: Record<string, number> = {
  'signup.limit': -1,
  'signup.minimumAge': 1,
  'user.videoQuota': -1,
  'user.videoQuotaDaily': -1,
  'videoChannels.maxPerUser': 1,
  'transcoding.threads': 0,
  'transcoding.concurrency': 1,
  'live.maxDuration': -1,
  'live.maxInstanceLives': -1,
  'live.maxUserLives': -1,
  'live.transcoding.threads': 0,
  'transcoding.fps.max': 1,
  'live.transcoding.fps.max': 1,
  'import.videos.concurrency': 1,
  'import.videoChannelSynchronization.maxPerUser': 1,
  'export.users.maxUserVideoQuota': 1,
  'export.users.exportExpiration': 1,
  'cache.previews.size': 1,
  'cache.captions.size': 1,
  'cache.torrents.size': 1,
  'cache.storyboards.size': 1,
};

/** Validates the whole form; `emailEnabled` is whether the instance can send e-mails (its public config says so). */
export function validateConfig(
  v: FlatConfig,
  { emailEnabled = true }: { emailEnabled?: boolean } = {},
  t: Translate = translate,
): FormErrors<FlatConfig> {
  const errors: Record<string, string> = {};
  const put = (path: string, message: string) => {
    if (message && path in v && !errors[path]) errors[path] = message;
  };
  put(
    'instance.name',
    typeof v['instance.name'] === 'string' && v['instance.name'].trim()
      ? ''
      : t('adminConfig.rule.name', 'Instance name is required.'),
  );
  put('instance.shortDescription', lengthError(String(v['instance.shortDescription'] ?? ''), [0, 250], true));
  put('admin.email', emailError(String(v['admin.email'] ?? '')));
  put(
    'services.twitter.username',
    String(v['services.twitter.username'] ?? '').trim() ? '' : t('form.required', 'This field is required.'),
  );
  for (const [path, min] of Object.entries(MIN)) put(path, integerError(v[path], min, t));
  put(
    'search.searchIndex.url',
    urlError(v['search.searchIndex.url'], { optional: v['search.searchIndex.enabled'] !== true }, t),
  );
  put(
    'followings.instance.autoFollowIndex.indexUrl',
    urlError(
      v['followings.instance.autoFollowIndex.indexUrl'],
      { https: true, optional: v['followings.instance.autoFollowIndex.enabled'] !== true },
      t,
    ),
  );
  if (v['broadcastMessage.enabled'] === true && !String(v['broadcastMessage.message'] ?? '').trim()) {
    put(
      'broadcastMessage.message',
      t('adminConfig.rule.broadcast', 'Write the message to show, or turn the broadcast off.'),
    );
  }
  // The server's own cross-field refusals, put on the setting to change.
  if (!emailEnabled && v['signup.requiresEmailVerification'] === true) {
    put(
      'signup.requiresEmailVerification',
      t(
        'adminConfig.rule.email',
        'This instance cannot send e-mails (SMTP is not configured), so it cannot verify addresses.',
      ),
    );
  }
  const transcoding = v['transcoding.enabled'] !== false;
  if (transcoding && v['transcoding.hls.enabled'] === false && v['transcoding.webVideos.enabled'] === false) {
    put(
      'transcoding.hls.enabled',
      t('adminConfig.rule.format', 'Enable HLS, web videos or both: transcoding needs at least one.'),
    );
  }
  if (v['import.videoChannelSynchronization.enabled'] === true && v['import.videos.http.enabled'] !== true) {
    put(
      'import.videos.http.enabled',
      t('adminConfig.rule.sync', 'Channel synchronization is on: it needs imports from a URL.'),
    );
  }
  if (!transcoding && v['live.enabled'] !== false && v['live.allowReplay'] === true) {
    put(
      'live.allowReplay',
      t('adminConfig.rule.replay', 'Replays need transcoding: turn transcoding on or replays off.'),
    );
  }
  if (!transcoding && v['videoStudio.enabled'] === true) {
    put(
      'videoStudio.enabled',
      t('adminConfig.rule.studio', 'The video studio needs transcoding: turn transcoding on or the studio off.'),
    );
  }
  return errors;
}

/** A warning (not an error: PeerTube saves it anyway) when custom JavaScript does not parse; '' when it does. */
export function javascriptWarning(code: FlatValue, t: Translate = translate): string {
  if (typeof code !== 'string' || !code.trim()) return '';
  try {
    // Parses without running: the body of a function that is never called.
    new Function(code);
    return '';
  } catch (error) {
    return t('adminConfig.jsWarning', 'This JavaScript has a syntax error and will fail for every visitor: {error}', {
      error: (error as Error).message,
    });
  }
}

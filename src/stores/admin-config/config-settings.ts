// The instance configuration's settings as the editor (/admin/settings) names and shows them: PeerTube's CustomConfig
// FLATTENED into dotted keys ('instance.name', 'user.videoQuota'), each setting's tab, kind and label, values as people
// read them, and what differs between two configs (the "what changed" list of a save).
import type { CustomConfig } from '../../api/admin-config';
import { t as translate } from '../../i18n';
import { bytes } from '../../lib/validators';
import { sameValue } from '../common/form';

/** One setting's value once flattened (arrays stay whole: languages, categories). */
export type FlatValue = string | number | boolean | null | Array<string | number> | Record<string, never>;
/** The config as dotted key → value. */
export type FlatConfig = Record<string, FlatValue>;
/** The translate function (the stores' `t`, or an island's `useT()`). */
export type Translate = (key: string, english: string, params?: Record<string, string | number>) => string;

/** Tabs of the editor, grouped as PeerTube's own admin does. */
export const TABS = ['instance', 'broadcast', 'customizations', 'basic', 'transcoding', 'live', 'advanced'] as const;
/** One tab of the editor. */
export type ConfigTab = (typeof TABS)[number];

/** Flattens a nested config into dotted keys; arrays and empty objects are leaves. */
export function flatten(value: object, prefix = '', out: FlatConfig = {}): FlatConfig {
  for (const [key, v] of Object.entries(value)) {
    const path = prefix + key;
    if (v && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length) flatten(v, `${path}.`, out);
    else out[path] = (v === undefined ? null : v) as FlatValue;
  }
  return out;
}

/** Rebuilds the nested config from dotted keys. */
export function unflatten(flat: FlatConfig): CustomConfig {
  const out: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(flat)) {
    const keys = path.split('.');
    let node = out;
    for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
    node[keys[keys.length - 1]] = Array.isArray(value) ? [...value] : value;
  }
  return out as CustomConfig;
}

/** What a number input gives: a number when it holds an integer, else the text as typed (the rules then flag it). */
export function numberInput(raw: string): number | string {
  const text = raw.trim();
  return /^-?\d+$/.test(text) ? Number(text) : raw;
}

/** Video quota choices as PeerTube offers them (bytes; −1 unlimited, 0 no upload). */
export const QUOTA_CHOICES = [
  -1,
  0,
  100 * 1024 ** 2,
  500 * 1024 ** 2,
  1024 ** 3,
  5 * 1024 ** 3,
  20 * 1024 ** 3,
  50 * 1024 ** 3,
  100 * 1024 ** 3,
  200 * 1024 ** 3,
  500 * 1024 ** 3,
];
/** Daily upload limit choices as PeerTube offers them. */
export const DAILY_QUOTA_CHOICES = [
  -1,
  0,
  10 * 1024 ** 2,
  50 * 1024 ** 2,
  100 * 1024 ** 2,
  500 * 1024 ** 2,
  2 * 1024 ** 3,
  5 * 1024 ** 3,
  10 * 1024 ** 3,
  20 * 1024 ** 3,
  50 * 1024 ** 3,
];
/** Transcoding resolutions, as the custom config names them ('0p' is audio only). */
export const RESOLUTIONS = ['0p', '144p', '240p', '360p', '480p', '720p', '1080p', '1440p', '2160p'] as const;

/** A quota for people: Unlimited, None, or a size. */
export function quotaLabel(value: FlatValue, t: Translate = translate): string {
  if (value === -1) return t('adminConfig.quota.unlimited', 'Unlimited');
  if (value === 0) return t('adminConfig.quota.none', 'None - no upload possible');
  return typeof value === 'number' ? bytes(value) : String(value);
}

type Kind = 'text' | 'bool' | 'number' | 'bytes' | 'list' | 'choice';
interface Setting {
  tab: ConfigTab;
  label: (t: Translate) => string;
  kind: Kind;
}
const s = (tab: ConfigTab, kind: Kind, label: (t: Translate) => string): Setting => ({ tab, kind, label });

/** Every setting the editor shows: its tab, how its value reads, and its label (also used by the "what changed" list). */
export const SETTINGS: Record<string, Setting> = {
  'instance.name': s('instance', 'text', (t) => t('adminConfig.f.name', 'Instance name')),
  'instance.shortDescription': s('instance', 'text', (t) => t('adminConfig.f.shortDescription', 'Short description')),
  'instance.description': s('instance', 'text', (t) => t('adminConfig.f.description', 'Description')),
  'instance.terms': s('instance', 'text', (t) => t('adminConfig.f.terms', 'Terms')),
  'instance.codeOfConduct': s('instance', 'text', (t) => t('adminConfig.f.codeOfConduct', 'Code of conduct')),
  'instance.moderationInformation': s('instance', 'text', (t) =>
    t('adminConfig.f.moderationInformation', 'Moderation information'),
  ),
  'instance.creationReason': s('instance', 'text', (t) =>
    t('adminConfig.f.creationReason', 'Why did you create this instance?'),
  ),
  'instance.administrator': s('instance', 'text', (t) =>
    t('adminConfig.f.administrator', 'Who is behind the instance?'),
  ),
  'instance.maintenanceLifetime': s('instance', 'text', (t) =>
    t('adminConfig.f.maintenanceLifetime', 'How long do you plan to maintain this instance?'),
  ),
  'instance.businessModel': s('instance', 'text', (t) =>
    t('adminConfig.f.businessModel', 'How will you finance the PeerTube server?'),
  ),
  'instance.hardwareInformation': s('instance', 'text', (t) => t('adminConfig.f.hardwareInformation', 'Hardware')),
  'instance.categories': s('instance', 'list', (t) => t('adminConfig.f.categories', 'Main categories of the content')),
  'instance.languages': s('instance', 'list', (t) => t('adminConfig.f.languages', 'Main languages spoken')),
  'instance.isNSFW': s('instance', 'bool', (t) =>
    t('adminConfig.f.isNSFW', 'This instance is dedicated to sensitive content'),
  ),
  'instance.defaultNSFWPolicy': s('instance', 'choice', (t) =>
    t('adminConfig.f.defaultNSFWPolicy', 'Policy on videos with sensitive content'),
  ),
  'instance.defaultClientRoute': s('instance', 'choice', (t) => t('adminConfig.f.defaultClientRoute', 'Landing page')),
  'broadcastMessage.enabled': s('broadcast', 'bool', (t) =>
    t('adminConfig.f.broadcastEnabled', 'Show a broadcast message'),
  ),
  'broadcastMessage.message': s('broadcast', 'text', (t) => t('adminConfig.f.broadcastMessage', 'Broadcast message')),
  'broadcastMessage.level': s('broadcast', 'choice', (t) => t('adminConfig.f.broadcastLevel', 'Level')),
  'broadcastMessage.dismissable': s('broadcast', 'bool', (t) =>
    t('adminConfig.f.broadcastDismissable', 'People can dismiss it'),
  ),
  'instance.customizations.css': s('customizations', 'text', (t) => t('adminConfig.f.css', 'Custom CSS')),
  'instance.customizations.javascript': s('customizations', 'text', (t) =>
    t('adminConfig.f.javascript', 'Custom JavaScript'),
  ),
  'theme.default': s('basic', 'choice', (t) => t('adminConfig.f.theme', 'Default theme')),
  'trending.videos.algorithms.default': s('basic', 'choice', (t) =>
    t('adminConfig.f.trending', 'Default trending algorithm'),
  ),
  'client.videos.miniature.preferAuthorDisplayName': s('basic', 'bool', (t) =>
    t('adminConfig.f.preferAuthor', 'Show the account name rather than the channel name on video cards'),
  ),
  'signup.enabled': s('basic', 'bool', (t) => t('adminConfig.f.signupEnabled', 'Allow people to sign up')),
  'signup.requiresApproval': s('basic', 'bool', (t) =>
    t('adminConfig.f.signupApproval', "Sign-ups need a moderator's approval"),
  ),
  'signup.requiresEmailVerification': s('basic', 'bool', (t) =>
    t('adminConfig.f.signupEmail', 'Sign-ups need a verified e-mail address'),
  ),
  'signup.limit': s('basic', 'number', (t) => t('adminConfig.f.signupLimit', 'Sign-up limit (−1: none)')),
  'signup.minimumAge': s('basic', 'number', (t) => t('adminConfig.f.signupMinimumAge', 'Minimum age to sign up')),
  'user.videoQuota': s('basic', 'bytes', (t) => t('adminConfig.f.videoQuota', 'Default video quota per user')),
  'user.videoQuotaDaily': s('basic', 'bytes', (t) =>
    t('adminConfig.f.videoQuotaDaily', 'Default daily upload limit per user'),
  ),
  'user.history.videos.enabled': s('basic', 'bool', (t) =>
    t('adminConfig.f.history', 'Keep a watch history for new users'),
  ),
  'videoChannels.maxPerUser': s('basic', 'number', (t) => t('adminConfig.f.maxChannels', 'Channels per user at most')),
  'autoBlacklist.videos.ofUsers.enabled': s('basic', 'bool', (t) =>
    t('adminConfig.f.autoBlock', 'Block new videos automatically until a moderator reviews them'),
  ),
  'videoFile.update.enabled': s('basic', 'bool', (t) =>
    t('adminConfig.f.fileUpdate', "Allow users to replace a video's file"),
  ),
  'storyboards.enabled': s('basic', 'bool', (t) =>
    t('adminConfig.f.storyboards', 'Make storyboards (previews when hovering the progress bar)'),
  ),
  'videoTranscription.enabled': s('basic', 'bool', (t) =>
    t('adminConfig.f.transcription', 'Transcribe videos into subtitles automatically'),
  ),
  'videoTranscription.remoteRunners.enabled': s('basic', 'bool', (t) =>
    t('adminConfig.f.transcriptionRunners', 'Transcribe on remote runners'),
  ),
  'import.videos.concurrency': s('basic', 'number', (t) =>
    t('adminConfig.f.importConcurrency', 'Imports at the same time'),
  ),
  'import.videos.http.enabled': s('basic', 'bool', (t) =>
    t('adminConfig.f.importHttp', 'Allow imports from a URL (HTTP)'),
  ),
  'import.videos.torrent.enabled': s('basic', 'bool', (t) =>
    t('adminConfig.f.importTorrent', 'Allow imports from a torrent or magnet URI'),
  ),
  'import.videoChannelSynchronization.enabled': s('basic', 'bool', (t) =>
    t('adminConfig.f.sync', 'Allow channel synchronization (import new videos of a remote channel)'),
  ),
  'import.videoChannelSynchronization.maxPerUser': s('basic', 'number', (t) =>
    t('adminConfig.f.syncMax', 'Synchronizations per user at most'),
  ),
  'import.users.enabled': s('basic', 'bool', (t) =>
    t('adminConfig.f.importUsers', 'Allow users to import an archive of their account'),
  ),
  'export.users.enabled': s('basic', 'bool', (t) =>
    t('adminConfig.f.exportUsers', 'Allow users to export an archive of their account'),
  ),
  'export.users.maxUserVideoQuota': s('basic', 'bytes', (t) =>
    t('adminConfig.f.exportQuota', 'Largest account that can export its videos (bytes)'),
  ),
  'export.users.exportExpiration': s('basic', 'number', (t) =>
    t('adminConfig.f.exportExpiration', 'Keep an export for (milliseconds)'),
  ),
  'search.remoteUri.users': s('basic', 'bool', (t) =>
    t('adminConfig.f.remoteUsers', 'Users can look up remote videos and channels by URL'),
  ),
  'search.remoteUri.anonymous': s('basic', 'bool', (t) =>
    t('adminConfig.f.remoteAnonymous', 'Visitors can look up remote videos and channels by URL'),
  ),
  'search.searchIndex.enabled': s('basic', 'bool', (t) => t('adminConfig.f.searchIndexEnabled', 'Use a search index')),
  'search.searchIndex.url': s('basic', 'text', (t) => t('adminConfig.f.searchIndexUrl', 'Search index URL')),
  'search.searchIndex.isDefaultSearch': s('basic', 'bool', (t) =>
    t('adminConfig.f.searchIndexDefault', 'Search the index by default'),
  ),
  'search.searchIndex.disableLocalSearch': s('basic', 'bool', (t) =>
    t('adminConfig.f.searchIndexOnly', 'Disable the local search (index only)'),
  ),
  'followers.instance.enabled': s('basic', 'bool', (t) =>
    t('adminConfig.f.followersEnabled', 'Other instances can follow this one'),
  ),
  'followers.instance.manualApproval': s('basic', 'bool', (t) =>
    t('adminConfig.f.followersApproval', 'Approve new followers by hand'),
  ),
  'followings.instance.autoFollowBack.enabled': s('basic', 'bool', (t) =>
    t('adminConfig.f.autoFollowBack', 'Follow back instances that follow this one'),
  ),
  'followings.instance.autoFollowIndex.enabled': s('basic', 'bool', (t) =>
    t('adminConfig.f.autoFollowIndex', 'Follow the instances of a public index'),
  ),
  'followings.instance.autoFollowIndex.indexUrl': s('basic', 'text', (t) =>
    t('adminConfig.f.autoFollowIndexUrl', 'Index URL'),
  ),
  'admin.email': s('basic', 'text', (t) =>
    t('adminConfig.f.adminEmail', 'Administrator e-mail (contact form and notifications)'),
  ),
  'contactForm.enabled': s('basic', 'bool', (t) =>
    t('adminConfig.f.contactForm', 'Show a contact form on the About page'),
  ),
  'services.twitter.username': s('basic', 'text', (t) =>
    t('adminConfig.f.twitter', 'Social network account shown in link previews'),
  ),
  'transcoding.enabled': s('transcoding', 'bool', (t) =>
    t('adminConfig.f.transcodingEnabled', 'Transcode uploaded videos'),
  ),
  'transcoding.allowAudioFiles': s('transcoding', 'bool', (t) =>
    t('adminConfig.f.audioFiles', 'Allow audio file uploads'),
  ),
  'transcoding.allowAdditionalExtensions': s('transcoding', 'bool', (t) =>
    t('adminConfig.f.extensions', 'Allow more video file formats'),
  ),
  'transcoding.hls.enabled': s('transcoding', 'bool', (t) => t('adminConfig.f.hls', 'HLS (adaptive streaming)')),
  'transcoding.webVideos.enabled': s('transcoding', 'bool', (t) =>
    t('adminConfig.f.webVideos', 'Web videos (one file per resolution)'),
  ),
  'transcoding.originalFile.keep': s('transcoding', 'bool', (t) =>
    t('adminConfig.f.keepOriginal', 'Keep the original file'),
  ),
  'transcoding.hls.splitAudioAndVideo': s('transcoding', 'bool', (t) =>
    t('adminConfig.f.splitAudio', 'HLS: split audio and video streams'),
  ),
  'transcoding.alwaysTranscodeOriginalResolution': s('transcoding', 'bool', (t) =>
    t('adminConfig.f.originalResolution', 'Always transcode the original resolution'),
  ),
  'transcoding.remoteRunners.enabled': s('transcoding', 'bool', (t) =>
    t('adminConfig.f.remoteRunners', 'Transcode on remote runners'),
  ),
  'transcoding.fps.max': s('transcoding', 'number', (t) => t('adminConfig.f.fps', 'Highest frame rate (FPS)')),
  'transcoding.threads': s('transcoding', 'number', (t) => t('adminConfig.f.threads', 'Transcoding threads (0: auto)')),
  'transcoding.concurrency': s('transcoding', 'number', (t) =>
    t('adminConfig.f.concurrency', 'Transcoding jobs at the same time'),
  ),
  ...Object.fromEntries(
    RESOLUTIONS.map((r) => [
      `transcoding.resolutions.${r}`,
      s('transcoding', 'bool', (t) => t('adminConfig.f.resolution', 'Resolution {resolution}', { resolution: r })),
    ]),
  ),
  'videoStudio.enabled': s('transcoding', 'bool', (t) =>
    t('adminConfig.f.studio', 'Video studio (cut, intro, watermark)'),
  ),
  'videoStudio.remoteRunners.enabled': s('transcoding', 'bool', (t) =>
    t('adminConfig.f.studioRunners', 'Run studio edits on remote runners'),
  ),
  'live.enabled': s('live', 'bool', (t) => t('adminConfig.f.liveEnabled', 'Allow live streams')),
  'live.allowReplay': s('live', 'bool', (t) => t('adminConfig.f.liveReplay', 'Allow saving a replay')),
  'live.latencySetting.enabled': s('live', 'bool', (t) =>
    t('adminConfig.f.latency', 'Let streamers choose the latency'),
  ),
  'live.maxDuration': s('live', 'number', (t) =>
    t('adminConfig.f.liveMaxDuration', 'Longest live, in milliseconds (−1: no limit)'),
  ),
  'live.maxInstanceLives': s('live', 'number', (t) =>
    t('adminConfig.f.liveMaxInstance', 'Lives at the same time on the instance (−1: no limit)'),
  ),
  'live.maxUserLives': s('live', 'number', (t) =>
    t('adminConfig.f.liveMaxUser', 'Lives at the same time per user (−1: no limit)'),
  ),
  'live.transcoding.enabled': s('live', 'bool', (t) => t('adminConfig.f.liveTranscoding', 'Transcode lives')),
  'live.transcoding.threads': s('live', 'number', (t) =>
    t('adminConfig.f.liveThreads', 'Live transcoding threads (0: auto)'),
  ),
  'live.transcoding.fps.max': s('live', 'number', (t) => t('adminConfig.f.liveFps', 'Highest live frame rate (FPS)')),
  'live.transcoding.alwaysTranscodeOriginalResolution': s('live', 'bool', (t) =>
    t('adminConfig.f.liveOriginal', 'Always transcode the original live resolution'),
  ),
  'live.transcoding.remoteRunners.enabled': s('live', 'bool', (t) =>
    t('adminConfig.f.liveRunners', 'Transcode lives on remote runners'),
  ),
  ...Object.fromEntries(
    RESOLUTIONS.slice(1).map((r) => [
      `live.transcoding.resolutions.${r}`,
      s('live', 'bool', (t) => t('adminConfig.f.liveResolution', 'Live resolution {resolution}', { resolution: r })),
    ]),
  ),
  'cache.previews.size': s('advanced', 'number', (t) =>
    t('adminConfig.f.cachePreviews', 'Previews cache size (files)'),
  ),
  'cache.captions.size': s('advanced', 'number', (t) =>
    t('adminConfig.f.cacheCaptions', 'Captions cache size (files)'),
  ),
  'cache.torrents.size': s('advanced', 'number', (t) =>
    t('adminConfig.f.cacheTorrents', 'Torrents cache size (files)'),
  ),
  'cache.storyboards.size': s('advanced', 'number', (t) =>
    t('adminConfig.f.cacheStoryboards', 'Storyboards cache size (files)'),
  ),
};

/** A setting's label (its dotted path when the editor does not show it). */
export const settingLabel = (path: string, t: Translate = translate): string => SETTINGS[path]?.label(t) ?? path;
/** Whether the editor shows a setting of this dotted path. */
export const isSetting = (path: string): boolean => path in SETTINGS;
/** The tab a setting is on (server errors on settings this page does not show stay on the first tab). */
export const tabOf = (path: string): ConfigTab => SETTINGS[path]?.tab ?? 'instance';

// What changed.

/** One changed setting: its path, label and both values as people read them. */
export interface ConfigChange {
  path: string;
  label: string;
  before: string;
  after: string;
}

/** A value for people: On/Off, sizes, lists, texts cut to one line. */
export function displayValue(path: string, value: FlatValue, t: Translate = translate): string {
  const kind = SETTINGS[path]?.kind;
  if (typeof value === 'boolean') return value ? t('adminConfig.on', 'On') : t('adminConfig.off', 'Off');
  if (kind === 'bytes') return quotaLabel(value, t);
  if (Array.isArray(value)) return value.length ? value.join(', ') : t('adminConfig.emptyValue', '(empty)');
  if (value === null || value === '') return t('adminConfig.emptyValue', '(empty)');
  const text = String(value).replace(/\s+/g, ' ').trim();
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

/** The settings that differ between two configs, in the editor's order (settings it does not show last). */
export function describeChanges(before: FlatConfig, after: FlatConfig, t: Translate = translate): ConfigChange[] {
  const order = Object.keys(SETTINGS);
  const rank = (path: string) => (order.includes(path) ? order.indexOf(path) : order.length);
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((path) => !sameValue(before[path], after[path]))
    .sort((a, b) => rank(a) - rank(b))
    .map((path) => ({
      path,
      label: settingLabel(path, t),
      before: displayValue(path, before[path] ?? null, t),
      after: displayValue(path, after[path] ?? null, t),
    }));
}

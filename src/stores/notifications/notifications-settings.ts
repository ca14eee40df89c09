// Notification preferences (web and email per type), read from the account and saved one change at a time.
import { atom, computed } from 'nanostores';
import { api } from '../instance/api';
import {
  updateNotificationSettings,
  type NotificationSettingKey,
  type NotificationSettings,
} from '../../api/notifications';
import { t } from '../../i18n';
import { asApiError } from '../common/loadable';
import { toast } from '../shell/toasts';
import { $me } from '../session/user';

/** The two ways to be notified, as bits of a preference value (PeerTube's UserNotificationSettingValue). */
export const DELIVERY = { web: 1, email: 2 } as const;

/** A delivery channel. */
export type Delivery = keyof typeof DELIVERY;

/** One preference row: the setting key, its English label and the right needed to see it (PeerTube's UserRight). */
export interface PreferenceRow {
  key: NotificationSettingKey;
  label: () => string;
  right?: number;
}

/** Every preference PeerTube has, in its order; moderation rows need a right. */
export const PREFERENCE_ROWS: PreferenceRow[] = [
  {
    key: 'newVideoFromSubscription',
    label: () => t('notificationSettings.newVideoFromSubscription', 'New video or live from your subscriptions'),
  },
  {
    key: 'newCommentOnMyVideo',
    label: () => t('notificationSettings.newCommentOnMyVideo', 'New comment on your video'),
  },
  {
    key: 'commentMention',
    label: () => t('notificationSettings.commentMention', 'Someone mentioned you in video comments'),
  },
  {
    key: 'newFollow',
    label: () => t('notificationSettings.newFollow', 'You or one of your channels has a new follower'),
  },
  {
    key: 'blacklistOnMyVideo',
    label: () => t('notificationSettings.blacklistOnMyVideo', 'One of your videos is blocked or unblocked'),
  },
  {
    key: 'myVideoPublished',
    label: () =>
      t('notificationSettings.myVideoPublished', 'Video published (after transcoding or a scheduled update)'),
  },
  {
    key: 'myVideoImportFinished',
    label: () => t('notificationSettings.myVideoImportFinished', 'Video import finished'),
  },
  {
    key: 'myVideoStudioEditionFinished',
    label: () => t('notificationSettings.myVideoStudioEditionFinished', 'Video studio edition has finished'),
  },
  {
    key: 'myVideoTranscriptionGenerated',
    label: () =>
      t('notificationSettings.myVideoTranscriptionGenerated', 'The transcription of your video has been generated'),
  },
  {
    key: 'abuseStateChange',
    label: () =>
      t(
        'notificationSettings.abuseStateChange',
        'One of your abuse reports has been accepted or rejected by moderators',
      ),
  },
  {
    key: 'abuseNewMessage',
    label: () => t('notificationSettings.abuseNewMessage', 'An abuse report received a new message'),
  },
  { key: 'abuseAsModerator', label: () => t('notificationSettings.abuseAsModerator', 'New abuse'), right: 6 },
  {
    key: 'videoAutoBlacklistAsModerator',
    label: () =>
      t('notificationSettings.videoAutoBlacklistAsModerator', 'An automatically blocked video is awaiting review'),
    right: 12,
  },
  {
    key: 'newUserRegistration',
    label: () => t('notificationSettings.newUserRegistration', 'A new user registered on your instance'),
    right: 1,
  },
  {
    key: 'newInstanceFollower',
    label: () => t('notificationSettings.newInstanceFollower', 'Your instance has a new follower'),
    right: 2,
  },
  {
    key: 'autoInstanceFollowing',
    label: () =>
      t('notificationSettings.autoInstanceFollowing', 'Your instance automatically followed another instance'),
    right: 2,
  },
  {
    key: 'newPeerTubeVersion',
    label: () => t('notificationSettings.newPeerTubeVersion', 'A new PeerTube version is available'),
    right: 4,
  },
  {
    key: 'newPluginVersion',
    label: () => t('notificationSettings.newPluginVersion', 'One of your plugins or themes has a new version'),
    right: 4,
  },
];

/** Whether a preference value includes a delivery channel. */
export const hasDelivery = (value: number | undefined, delivery: Delivery) => ((value ?? 0) & DELIVERY[delivery]) !== 0;

/** The value with a delivery channel switched on or off. */
export const withDelivery = (value: number | undefined, delivery: Delivery, on: boolean) =>
  on ? (value ?? 0) | DELIVERY[delivery] : (value ?? 0) & ~DELIVERY[delivery];

const $changes = atom<NotificationSettings>({});

/** The preferences as shown: the account's, with the changes saved (or being saved) since it was read. */
export const $notificationPreferences = computed([$me, $changes], (me, changes): NotificationSettings => ({
  ...((me.data?.notificationSettings ?? {}) as NotificationSettings),
  ...changes,
}));

/** The preference being saved, if any (its switches are busy meanwhile). */
export const $savingPreference = atom<NotificationSettingKey | null>(null);

/** The last save error, shown next to the form until the next save. */
export const $preferencesError = atom<string | null>(null);

/** Switches one delivery channel of one preference and saves it; on failure the switch goes back and the error shows. */
export async function setPreference(key: NotificationSettingKey, delivery: Delivery, on: boolean): Promise<void> {
  const before = $changes.get();
  const value = withDelivery($notificationPreferences.get()[key], delivery, on);
  $changes.set({ ...before, [key]: value });
  $savingPreference.set(key);
  $preferencesError.set(null);
  try {
    // PeerTube validates every key of the body, so the whole set goes each time.
    await updateNotificationSettings(api, $notificationPreferences.get());
    toast({ severity: 'success', summary: t('notificationSettings.saved', 'Preferences saved') });
  } catch (error) {
    const { [key]: _reverted, ...rest } = $changes.get();
    $changes.set(key in before ? { ...rest, [key]: before[key] } : rest);
    const message = asApiError(error).message;
    $preferencesError.set(message);
    toast({
      severity: 'error',
      summary: t('notificationSettings.saveError', 'Cannot save your preferences'),
      detail: message,
    });
  } finally {
    $savingPreference.set(null);
  }
}

// MyUser JSON (GET /api/v1/users/me), shaped like fixtures/users-me-root.json.
import { formatAccount, formatOwnChannel } from './actors.mjs';
import { ROLE_LABELS } from '../lib/auth.mjs';
import { DEFAULT_NOTIFICATION_SETTINGS } from '../lib/users.mjs';

/** The authenticated user's own view of themselves. */
export function formatMe(store, u) {
  const account = store.accountById(u.accountId);
  const watchLater = store.playlists.find((p) => p.accountId === u.accountId && p.type === 2);
  return {
    id: u.id,
    username: u.username,
    email: u.email,
    theme: u.theme,
    pendingEmail: u.pendingEmail ?? null,
    emailPublic: false,
    emailVerified: u.emailVerified,
    nsfwPolicy: u.nsfwPolicy,
    p2pEnabled: u.p2pEnabled,
    videosHistoryEnabled: u.videosHistoryEnabled,
    autoPlayVideo: u.autoPlayVideo,
    autoPlayNextVideo: u.autoPlayNextVideo,
    autoPlayNextVideoPlaylist: u.autoPlayNextVideoPlaylist,
    videoLanguages: u.videoLanguages,
    role: { id: u.role, label: ROLE_LABELS[u.role] },
    videoQuota: u.videoQuota,
    videoQuotaDaily: u.videoQuotaDaily,
    noInstanceConfigWarningModal: u.noInstanceConfigWarningModal,
    noWelcomeModal: u.noWelcomeModal,
    noAccountSetupWarningModal: u.noAccountSetupWarningModal,
    blocked: false,
    blockedReason: null,
    account: formatAccount(store, account),
    notificationSettings: { ...DEFAULT_NOTIFICATION_SETTINGS, ...u.notificationSettings },
    videoChannels: store.channels.filter((c) => c.accountId === account.id).map((c) => formatOwnChannel(store, c)),
    createdAt: u.createdAt,
    pluginAuth: u.pluginAuth ?? null,
    lastLoginDate: u.lastLoginDate,
    twoFactorEnabled: u.twoFactorEnabled,
    adminFlags: u.adminFlags,
    specialPlaylists: watchLater ? [{ id: watchLater.id, name: 'Watch later', type: 2 }] : [],
  };
}

import { bytes } from '../../lib/validators';

type T = (key: string, english: string, params?: Record<string, string | number>) => string;

/** A role's name as the server names it (0 administrator, 1 moderator, 2 user), in the server's own translation
 *  (`st`, stores/instance/server-labels: PeerTube's server.json translates its USER_ROLE_LABELS). */
export function roleName(st: (label: string) => string, role: number): string {
  return st(role === 0 ? 'Administrator' : role === 1 ? 'Moderator' : 'User');
}

/** A quota for people: "Unlimited" for -1, else a byte size. */
export function quotaName(t: T, quota: number): string {
  return quota < 0 ? t('adminUsers.quota.unlimited', 'Unlimited') : bytes(quota);
}

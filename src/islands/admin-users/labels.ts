import { bytes } from '../../lib/validators';

type T = (key: string, english: string, params?: Record<string, string | number>) => string;

/** A role's name in the interface language (0 administrator, 1 moderator, 2 user). */
export function roleName(t: T, role: number): string {
  if (role === 0) return t('adminUsers.role.administrator', 'Administrator');
  if (role === 1) return t('adminUsers.role.moderator', 'Moderator');
  return t('adminUsers.role.user', 'User');
}

/** A quota for people: "Unlimited" for -1, else a byte size. */
export function quotaName(t: T, quota: number): string {
  return quota < 0 ? t('adminUsers.quota.unlimited', 'Unlimited') : bytes(quota);
}

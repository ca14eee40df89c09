// Banning the user behind a local account from where their content shows (the watch page's menu), as the
// administration's user list does for its rows: PeerTube's POST /users/{id}/block, with the user id the account names.
import { api } from '../instance/api';
import { getAccount } from '../../api/accounts';
import { blockUser } from '../../api/admin-users';
import { ApiError } from '../../api/errors';
import { t } from '../../i18n';
import { LIMITS } from '../../lib/constraints';
import { lengthError } from '../../lib/validators';
import type { BanTarget } from './ban-account-dialog';

/** '' when a ban reason is empty or 3–250 characters (PeerTube's USER_BLOCKED_REASON), else why not. */
export const banReasonError = (reason: string): string => lengthError(reason, LIMITS.user.blockedReason, true);

/** Bans the account's user (their sessions end, the reason is emailed to them); an empty reason is not sent. */
export async function banAccount(target: BanTarget, reason: string): Promise<void> {
  const account = await getAccount(api, target.name);
  const userId = (account as { userId?: number }).userId;
  if (userId == null)
    throw new ApiError({
      kind: 'http',
      status: 400,
      message: t('banAccount.noUser', 'This account has no user on this instance to ban.'),
    });
  await blockUser(api, userId, reason.trim() || undefined);
}

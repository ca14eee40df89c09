// Muting an account from where its content shows (a comment's actions): kept apart from the blocklist pages' store
// so the watch page does not load their list and form code.
import { api } from '../api';
import { muteAccount } from '../api/blocklist';
import { t } from '../i18n';
import { confirm } from './confirm';
import { asApiError } from './loadable';
import { toast } from './toasts';

/** Mutes an account from where its content shows (a comment's actions), after a confirmation; `then` refreshes that list. */
export async function muteFromContent(account: { name?: string; host?: string; displayName?: string }, then?: () => unknown): Promise<boolean> {
  if (!account.name) return false;
  const handle = account.host ? `${account.name}@${account.host}` : account.name;
  const answer = await confirm({
    title: t('blocklist.muteTitle', 'Mute this account'),
    message: t('blocklist.muteMessage', 'Hide the videos and comments of {name} from you? You can unmute it in My account → Muted accounts.', { name: account.displayName || handle }),
    confirmButtonText: t('blocklist.mute', 'Mute'),
  });
  if (!answer.confirmed) return false;
  try {
    await muteAccount(api, handle);
    toast({ severity: 'success', summary: t('blocklist.accountMuted', 'Account {handle} muted.', { handle }) });
    await then?.();
    return true;
  } catch (error) {
    toast({ severity: 'error', summary: asApiError(error).message });
    return false;
  }
}

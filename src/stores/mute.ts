// Muting an account from where its content shows (a comment's actions): kept apart from the blocklist pages' store
// so the watch page does not load their list and form code.
import { api } from '../api';
import { muteAccount, muteServer } from '../api/blocklist';
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

/** Mutes a whole instance from where its content shows (a video card's menu), after a confirmation. */
export async function muteServerFromContent(host: string | null | undefined, then?: () => unknown): Promise<boolean> {
  if (!host) return false;
  const answer = await confirm({
    title: t('blocklist.muteServerTitle', 'Mute this instance'),
    message: t('blocklist.muteServerMessage', 'Hide the videos and comments of every account of {host} from you? You can unmute it in My account → Muted instances.', { host }),
    confirmButtonText: t('blocklist.mute', 'Mute'),
  });
  if (!answer.confirmed) return false;
  try {
    await muteServer(api, host);
    toast({ severity: 'success', summary: t('blocklist.serverMuted', 'Instance {host} muted.', { host }) });
    await then?.();
    return true;
  } catch (error) {
    toast({ severity: 'error', summary: asApiError(error).message });
    return false;
  }
}

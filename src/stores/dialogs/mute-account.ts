// Muting an account from where its content shows (a comment's actions): kept apart from the blocklist pages' store
// so the watch page does not load their list and form code.
import { api } from '../instance/api';
import { muteAccount } from '../../api/blocklist';
import { t } from '../../i18n';
import { confirm } from '../shell/confirm';
import { asApiError } from '../common/loadable';
import { toast } from '../shell/toasts';

/** What one mute from content says and does: the confirmation, the call, the success message. */
export interface MuteFromContent {
  title: string;
  message: string;
  mute: () => Promise<unknown>;
  done: string;
}

/** Asks first, mutes, says so (or why not); `then` refreshes what shows the muted content. True once muted. */
export async function confirmThenMute(what: MuteFromContent, then?: () => unknown): Promise<boolean> {
  const answer = await confirm({
    title: what.title,
    message: what.message,
    confirmButtonText: t('blocklist.mute', 'Mute'),
  });
  if (!answer.confirmed) return false;
  try {
    await what.mute();
    toast({ severity: 'success', summary: what.done });
    await then?.();
    return true;
  } catch (error) {
    toast({ severity: 'error', summary: asApiError(error).message });
    return false;
  }
}

/** Mutes an account from where its content shows (a comment's actions), after a confirmation; `then` refreshes that list. */
export function muteFromContent(
  account: { name?: string; host?: string; displayName?: string },
  then?: () => unknown,
): Promise<boolean> {
  if (!account.name) return Promise.resolve(false);
  const handle = account.host ? `${account.name}@${account.host}` : account.name;
  return confirmThenMute(
    {
      title: t('blocklist.muteTitle', 'Mute this account'),
      message: t(
        'blocklist.muteMessage',
        'Hide the videos and comments of {name} from you? You can unmute it in My account → Muted accounts.',
        { name: account.displayName || handle },
      ),
      mute: () => muteAccount(api, handle),
      done: t('blocklist.accountMuted', 'Account {handle} muted.', { handle }),
    },
    then,
  );
}

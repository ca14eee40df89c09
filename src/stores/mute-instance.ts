// Muting a whole instance from a video card's menu: apart from stores/mute.ts, which the watch page loads for its
// comments, so that page does not carry this.
import { api } from '../api';
import { muteServer } from '../api/blocklist';
import { t } from '../i18n';
import { confirm } from './confirm';
import { asApiError } from './loadable';
import { toast } from './toasts';

/** Mutes an instance after a confirmation; `then` refreshes what shows its content. */
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

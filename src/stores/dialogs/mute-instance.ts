// Muting a whole instance from a video card's menu: apart from stores/dialogs/mute-account.ts, which the watch page loads for its
// comments, so that page does not carry this.
import { api } from '../instance/api';
import { muteServer } from '../../api/blocklist';
import { t } from '../../i18n';
import { confirmThenMute } from './mute-account';

/** Mutes an instance after a confirmation; `then` refreshes what shows its content. */
export function muteServerFromContent(host: string | null | undefined, then?: () => unknown): Promise<boolean> {
  if (!host) return Promise.resolve(false);
  return confirmThenMute(
    {
      title: t('blocklist.muteServerTitle', 'Mute this instance'),
      message: t(
        'blocklist.muteServerMessage',
        'Hide the videos and comments of every account of {host} from you? You can unmute it in My account → Muted instances.',
        { host },
      ),
      mute: () => muteServer(api, host),
      done: t('blocklist.serverMuted', 'Instance {host} muted.', { host }),
    },
    then,
  );
}

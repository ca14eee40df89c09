// The person's watch history: its pages (searchable), pausing and resuming the recording (the account's
// videosHistoryEnabled), removing one video and clearing everything after a confirmation.
import { computed } from 'nanostores';
import { api } from '../instance/api';
import type { Api } from '../../api/client';
import type { Video } from '../../api/types';
import { updateMe } from '../../api/users';
import { clearHistory, listHistory, removeHistoryEntry } from '../../api/history';
import { t } from '../../i18n';
import { confirm } from '../shell/confirm';
import { asApiError } from '../common/loadable';
import { toast } from '../shell/toasts';
import { $me, reloadMe } from '../session/user';

/** Whether the account records what it watches (null while unknown). */
export const $historyEnabled = computed($me, (me) => (me.data ? me.data.videosHistoryEnabled !== false : null));

/** One page of the history for a search ('' = everything), asked of `client` (the app's; the page's early request
 *  runs it through a recorder). */
export const historyPage =
  (search: string, client: Api = api) =>
  (start: number, count: number) =>
    listHistory(client, { start, count, search: search || undefined });

/** Pauses or resumes the recording. */
export async function setHistoryEnabled(enabled: boolean): Promise<void> {
  try {
    await updateMe(api, { videosHistoryEnabled: enabled });
    await reloadMe();
    toast({
      severity: 'success',
      summary: enabled
        ? t('history.resumed', 'Your history is recorded again.')
        : t('history.paused', 'Your history is paused: new videos you watch are not added.'),
    });
  } catch (error) {
    toast({ severity: 'error', summary: asApiError(error).message });
  }
}

/** Removes one video from the history; true when the server did. */
export async function removeFromHistory(video: Pick<Video, 'id' | 'name'>): Promise<boolean> {
  try {
    await removeHistoryEntry(api, video.id);
    toast({ severity: 'success', summary: t('library.history.removed', 'Video removed from history') });
    return true;
  } catch (error) {
    toast({ severity: 'error', summary: asApiError(error).message });
    return false;
  }
}

/** Clears the whole history after a confirmation; true when it was cleared. */
export async function clearWatchHistory(): Promise<boolean> {
  const answer = await confirm({
    title: t('library.history.clearTitle', 'Clear history'),
    message: t('library.history.confirmClear', 'Delete your whole watch history?'),
  });
  if (!answer.confirmed) return false;
  try {
    await clearHistory(api);
    toast({ severity: 'success', summary: t('library.history.cleared', 'Watch history cleared') });
    return true;
  } catch (error) {
    toast({ severity: 'error', summary: asApiError(error).message });
    return false;
  }
}

// Deleting a video for good, as My videos, the management page and a card's menu ask it: one confirmation text.
import { api } from '../instance/api';
import { deleteVideo } from '../../api/manage-video';
import { t } from '../../i18n';
import { confirm } from '../shell/confirm';
import { asApiError } from '../common/loadable';
import { toast } from '../shell/toasts';

/** Asks before deleting a video for good (the dialog names it). */
export async function confirmDeleteVideo(video: { name: string }): Promise<boolean> {
  const answer = await confirm({
    title: t('myVideos.deleteTitle', 'Delete'),
    message: t('myVideos.deleteMessage', 'Do you really want to delete "{name}"? It cannot be undone.', {
      name: video.name,
    }),
    confirmButtonText: t('myVideos.delete', 'Delete'),
  });
  return answer.confirmed;
}

/** Deletes a video after a confirmation and says so; `done` runs once the server has removed it. False when not
 *  confirmed or refused (the server's reason is shown). */
export async function deleteVideoConfirmed(
  video: { id: number | string; name: string },
  done?: () => void,
): Promise<boolean> {
  if (!(await confirmDeleteVideo(video))) return false;
  try {
    await deleteVideo(api, video.id);
    done?.();
    toast({ severity: 'success', summary: t('myVideos.deleted', 'Video "{name}" deleted.', { name: video.name }) });
    return true;
  } catch (error) {
    toast({ severity: 'error', summary: asApiError(error).message });
    return false;
  }
}

// The video of /videos/manage/{id}[/studio|/stats]: read by id from the URL, deleted from here after a confirmation.
import { api } from '../instance/api';
import { getVideo } from '../../api/videos';
import { deleteVideo } from '../../api/manage-video';
import { t } from '../../i18n';
import { asApiError, loadable } from '../common/loadable';
import { confirmDeleteVideo } from '../dialogs/delete-video';
import { toast } from '../shell/toasts';

/** The video id of a /videos/manage/{id}[/studio|/stats] URL (the page is prerendered once under '_'). */
export function manageVideoId(pathname: string): string {
  const m = /^\/videos\/manage\/([^/]+)/.exec(pathname);
  const id = m ? decodeURIComponent(m[1]) : '';
  return id === '_' ? '' : id;
}

/** The id of the video this page manages. */
export const currentVideoId = (): string => manageVideoId(location.pathname);

const video = loadable(() => getVideo(api, currentVideoId()));
/** The managed video, read by id from the URL. */
export const $managedVideo = video.$store;
/** (Re)loads the managed video. */
export const loadManagedVideo = video.load;

/** Deletes the managed video after a confirmation, then goes to My videos (which no longer lists it). */
export async function deleteManagedVideo(): Promise<void> {
  const state = $managedVideo.get();
  if (state.status !== 'ready') return;
  if (!(await confirmDeleteVideo(state.data))) return;
  try {
    await deleteVideo(api, state.data.id);
    toast({
      severity: 'success',
      summary: t('myVideos.deleted', 'Video "{name}" deleted.', { name: state.data.name }),
    });
    location.assign('/my-library/videos');
  } catch (error) {
    toast({ severity: 'error', summary: asApiError(error).message });
  }
}

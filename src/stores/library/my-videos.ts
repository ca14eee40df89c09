// My videos (/my-library/videos): every video of the person, paged to the end, with search, channel, privacy and
// sort kept in the URL, and deletion (confirmed, optimistic: the row goes at once and comes back if refused).
import { api } from '../instance/api';
import type { Api } from '../../api/client';
import { deleteVideo, listMyVideos } from '../../api/manage-video';
import type { Video } from '../../api/types';
import { t } from '../../i18n';
import { videoStatusText, type StatusVideo } from '../../lib/video-status';
import { asApiError } from '../common/loadable';
import { pagedList, type ListPage, type ListQuery } from '../common/paged-list';
import { toast } from '../shell/toasts';
import { dialogUnavailable } from '../dialogs/unavailable';

/** The list's filters: text search, a channel id and a privacy id ('' = all). */
export type MyVideosFilters = { search: string; channelId: string; privacy: string };

/** Sorts offered, PeerTube's sort strings, newest first by default (as PeerTube's own My videos). */
export const MY_VIDEO_SORTS = ['-publishedAt', 'publishedAt', '-views', '-likes', 'name', '-duration'] as const;

/** Keeps only the chosen privacy: PeerTube 7.0 ignores privacyOneOf on this list (7.1 reads it). */
export function keepPrivacy(page: ListPage<Video>, privacy: string): ListPage<Video> {
  if (!privacy) return page;
  return { ...page, data: (page.data ?? []).filter((v) => String(v.privacy?.id) === privacy) };
}

/** One page of the person's videos, asked of `client` (the page's early request runs it through a recorder). */
export const myVideosPage =
  (client: Api) =>
  async ({ start, count, sort, filters }: ListQuery<MyVideosFilters>) =>
    keepPrivacy(
      await listMyVideos(client, {
        start,
        count,
        sort,
        search: filters.search || undefined,
        channelId: filters.channelId ? Number(filters.channelId) : undefined,
        privacyOneOf: filters.privacy ? [Number(filters.privacy)] : undefined,
      }),
      filters.privacy,
    );

/** Rows a page of My videos asks for (and the island renders as one page, islands/common/ItemPages.tsx). */
export const MY_VIDEOS_PAGE_SIZE = 25;

/** The person's videos. */
export const myVideos = pagedList<Video, MyVideosFilters>({
  fetch: myVideosPage(api),
  pageSize: MY_VIDEOS_PAGE_SIZE,
  key: (v) => v.id,
  sort: '-publishedAt',
  filters: { search: '', channelId: '', privacy: '' },
});

/** What a person should know about a video that is not simply published (lib/video-status.ts), in the page's language. */
export function videoStatus(
  video: Pick<Video, 'state' | 'blacklisted' | 'scheduledUpdate' | 'isLive'>,
  language = 'en',
): string {
  return videoStatusText(video as StatusVideo, language, t);
}

const loadConfirmation = () => import('../dialogs/delete-video');

/** Fetches the delete confirmation's code ahead, when Delete is about to be pressed (a failure waits for the press). */
export function prefetchDeleteConfirmation(): void {
  loadConfirmation().catch(() => undefined);
}

/** Deletes a video from the list after a confirmation; the row goes at once and comes back with the server's reason. */
export async function deleteMyVideo(video: Video): Promise<void> {
  // The dialog's code only when someone deletes: most visits of the page never do. When it cannot be fetched (the
  // connection dropped), the person is told, as a deletion the network refused would say.
  const dialog = await loadConfirmation().catch(() => null);
  if (!dialog) return dialogUnavailable();
  if (!(await dialog.confirmDeleteVideo(video))) return;
  try {
    await myVideos.optimistic(video.id, 'remove', () => deleteVideo(api, video.id));
    toast({ severity: 'success', summary: t('myVideos.deleted', 'Video "{name}" deleted.', { name: video.name }) });
  } catch (error) {
    toast({ severity: 'error', summary: asApiError(error).message });
  }
}

// Administration, videos (/admin/overview/videos/list): every local and remote video of the instance as PeerTube's
// admin list asks for them (GET /videos with include + privacyOneOf), its filters, search and sort in the URL, the
// selection, and what a moderator does to videos — block, unblock, delete, transcode again, remove one kind of files —
// each applied to its row at once and undone if the server refuses. Islands render this and call it.
import { api } from '../instance/api';
import { unblockVideo } from '../../api/admin';
import {
  blockVideo,
  listAdminVideos,
  removeVideoFiles,
  runTranscoding,
  VideoInclude,
  type AdminVideo,
  type AdminVideoQuery,
  type FilesKind,
  type TranscodingType,
} from '../../api/admin-content';
import { deleteVideo } from '../../api/manage-video';
import type { Me } from '../../api/users';
import { t } from '../../i18n';
import { hasRight, Right } from '../../lib/rights';
import { blockVideosForm } from '../dialogs/block-video';
import { selectableList, type BulkOutcome } from '../admin/admin-bulk';
import { pagedList } from '../common/paged-list';

/** The list's filters, as kept in the URL ('' = not filtered). */
export type VideoFilters = {
  search: string;
  /** 'local' | 'remote'. */
  scope: string;
  /** 'vod' | 'live'. */
  type: string;
  /** A privacy id ('1'…'5') or 'notPublic' (PeerTube's "exclude public"). */
  privacy: string;
  /** 'true' sensitive only, 'false' not sensitive. */
  nsfw: string;
  /** 'hls' | 'noHls' | 'web' | 'noWeb'. */
  files: string;
  /** 'hide' leaves out blocked videos. */
  blocked: string;
  /** 'hide' leaves out videos not published yet (transcoding, import, waiting…). */
  unpublished: string;
  /** 'hide' leaves out videos of muted accounts and servers. */
  muted: string;
  /** An automatic tag (a watched-words list's name, or external-link). */
  autoTag: string;
};

/** Every filter unset. */
export const NO_VIDEO_FILTERS: VideoFilters = {
  search: '',
  scope: '',
  type: '',
  privacy: '',
  nsfw: '',
  files: '',
  blocked: '',
  unpublished: '',
  muted: '',
  autoTag: '',
};

/** Sorts the list offers (PeerTube's VIDEOS sortable columns). */
export const VIDEO_SORTS = ['-publishedAt', 'publishedAt', 'name', '-views', '-localVideoFilesSize'] as const;

const ALL_PRIVACIES = [1, 2, 3, 4, 5];
const bool = (value: string, yes: string, no: string) => (value === yes ? true : value === no ? false : undefined);

/** The GET /videos query for a page of the list: PeerTube's admin include flags, minus what the filters leave out. */
export function adminVideoQuery(start: number, count: number, sort: string, f: VideoFilters): AdminVideoQuery {
  let include =
    VideoInclude.notPublished |
    VideoInclude.blacklisted |
    VideoInclude.blockedOwner |
    VideoInclude.files |
    VideoInclude.source |
    VideoInclude.automaticTags;
  if (f.blocked === 'hide') include &= ~VideoInclude.blacklisted;
  if (f.unpublished === 'hide') include &= ~VideoInclude.notPublished;
  if (f.muted === 'hide') include &= ~VideoInclude.blockedOwner;
  const privacy = Number(f.privacy);
  const privacyOneOf =
    f.privacy === 'notPublic' ? [2, 3, 4, 5] : ALL_PRIVACIES.includes(privacy) ? [privacy] : ALL_PRIVACIES;
  const files = f.files;
  return {
    start,
    count,
    sort,
    include,
    privacyOneOf,
    // Always every video, whatever the viewer's own sensitive-content policy (as PeerTube's admin list does).
    nsfw: f.nsfw === 'true' || f.nsfw === 'false' ? f.nsfw : 'both',
    isLocal: bool(f.scope, 'local', 'remote'),
    isLive: bool(f.type, 'live', 'vod'),
    // PeerTube's file filters only make sense for local videos: they set isLocal too.
    ...((files === 'hls' || files === 'noHls') && { hasHLSFiles: files === 'hls', isLocal: true }),
    ...((files === 'web' || files === 'noWeb') && { hasWebVideoFiles: files === 'web', isLocal: true }),
    ...(f.autoTag && { autoTagOneOf: [f.autoTag] }),
    ...(f.search.trim() && { search: f.search.trim() }),
  };
}

const videos = selectableList(
  pagedList<AdminVideo, VideoFilters>({
    fetch: ({ start, count, sort, filters }) => listAdminVideos(api, adminVideoQuery(start, count, sort, filters)),
    key: (video) => video.id,
    sort: '-publishedAt',
    filters: NO_VIDEO_FILTERS,
    pageSize: 25,
  }),
);

/** The list: items, total, status, sort and filters. */
export const $adminVideos = videos.list.$state;
/** Loads the next page. */
export const loadMoreAdminVideos = videos.list.loadMore;
/** Tries the failed page again. */
export const retryAdminVideos = videos.list.retry;
/** Starts the list over (the Refresh button). */
export const reloadAdminVideos = videos.list.reload;
/** Ids of the ticked rows. */
export const $selectedVideos = videos.$selected;
/** Ticks or unticks one row. */
export const toggleVideoSelected = videos.toggle;
/** Ticks the given rows (or none). */
export const selectVideos = videos.select;
/** Changes filters (and clears the selection: the rows change). */
export const filterAdminVideos = videos.filter;
/** Changes the sort. */
export const sortAdminVideos = videos.sort;

// PeerTube's states in which no transcoding can run (import, studio edit, moves between storages).
const BUSY_STATES = [3, 6, 9, 10];
const TO_TRANSCODE = 2;

/** Whether a video has HLS files, web video files. */
export const hasHls = (v: AdminVideo) => !!v.streamingPlaylists?.some((p) => (p.files?.length ?? 0) > 0);
/** Whether a video has web video files. */
export const hasWebVideos = (v: AdminVideo) => (v.files?.length ?? 0) > 0;

/** What the viewer may do to a video, by their rights, the video and whether the instance transcodes. */
export interface VideoActions {
  block: boolean;
  unblock: boolean;
  remove: boolean;
  transcode: boolean;
  removeFiles: boolean;
}

/** PeerTube's Video.is*By / can*(user) rules as they decide which actions the admin list offers. */
export function videoActions(
  viewer: Pick<Me, 'role'> | null | undefined,
  video: AdminVideo,
  transcodingEnabled: boolean,
): VideoActions {
  const can = (right: number) => hasRight(viewer, right);
  const local = video.isLocal !== false;
  const state = video.state?.id;
  return {
    block: !video.blacklisted && can(Right.manageVideoBlacklist),
    unblock: !!video.blacklisted && can(Right.manageVideoBlacklist),
    remove: local && can(Right.removeAnyVideo),
    transcode:
      transcodingEnabled &&
      local &&
      !video.isLive &&
      can(Right.runVideoTranscoding) &&
      !!state &&
      !BUSY_STATES.includes(state),
    removeFiles: local && can(Right.manageVideoFiles) && state !== TO_TRANSCODE && hasHls(video) && hasWebVideos(video),
  };
}

/** Whether the instance transcodes at all (the public config says which kinds are on; PeerTube ANDs them with "enabled"). */
export function transcodingOn(
  config: { transcoding?: { hls?: { enabled?: boolean }; web_videos?: { enabled?: boolean } } } | undefined,
): boolean {
  return !!(config?.transcoding?.hls?.enabled || config?.transcoding?.web_videos?.enabled);
}

/** Blocks videos with an optional reason; `unfederate` also removes local ones from the instances that follow this one. */
export function blockVideos(list: AdminVideo[], reason: string, unfederate: boolean): Promise<BulkOutcome<AdminVideo>> {
  const text = reason.trim();
  return videos.each(list, { blacklisted: true, blacklistedReason: text || null }, (video) =>
    blockVideo(api, video.id, {
      ...(text && { reason: text }),
      ...(unfederate && video.isLocal !== false && { unfederate: true }),
    }),
  );
}

/** The block form of the list's rows (the card menu's form, run on the rows: each changes at once and comes back if
 *  the server refuses); `onDone` hears of the rows blocked by each send. */
export function blockRowsForm(list: AdminVideo[], onDone: (done: AdminVideo[]) => void) {
  return blockVideosForm(list, { run: (items, v) => blockVideos(items, v.reason, v.unfederate), onDone });
}

/** Lifts the block of videos. */
export function unblockVideos(list: AdminVideo[]): Promise<BulkOutcome<AdminVideo>> {
  return videos.each(list, { blacklisted: false, blacklistedReason: null }, (video) => unblockVideo(api, video.id));
}

/** Deletes videos (their files, comments and playlists entries go too). */
export function deleteVideos(list: AdminVideo[]): Promise<BulkOutcome<AdminVideo>> {
  return videos.each(list, 'remove', (video) => deleteVideo(api, video.id));
}

/** Asks the instance to transcode videos again into HLS or web videos; they show "To transcode" until it has run. */
export function transcodeVideos(list: AdminVideo[], type: TranscodingType): Promise<BulkOutcome<AdminVideo>> {
  const state = { id: TO_TRANSCODE, label: t('adminVideos.state.toTranscode', 'To transcode') };
  return videos.each(list, { state }, (video) => runTranscoding(api, video.id, type));
}

/** Removes the HLS or web video files of videos (each keeps the other kind). */
export function removeFilesOf(list: AdminVideo[], kind: FilesKind): Promise<BulkOutcome<AdminVideo>> {
  const change = (video: AdminVideo): AdminVideo =>
    kind === 'hls' ? { ...video, streamingPlaylists: [] } : { ...video, files: [] };
  return videos.each(list, change, (video) => removeVideoFiles(api, video.id, kind));
}

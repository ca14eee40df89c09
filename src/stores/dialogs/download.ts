// The download dialog's data: a video's files as PeerTube 7 lists them (web video files, then the HLS variants'
// fragmented MP4s, each with its fileDownloadUrl and size) and its captions' WebVTT files. Loaded with the dialog.
// Files of private, internal and password-protected videos are protected: as PeerTube's client does, the dialog asks
// for a file token (POST /videos/{id}/token) and adds `videoFileToken=` to their links.
import { runHook } from '../plugins/run-hook';
import { atom } from 'nanostores';
import { api } from '../instance/api';
import type { DeepPartial, VideoDetails } from '../../api/types';
import { requestVideoFileToken } from '../../api/video-files';
import { needsFileToken, withFileToken } from '../../lib/file-token';
import { listCaptions, type VideoCaption } from '../../api/video-media';
import { getVideo } from '../../api/videos';
import { mediaUrl } from '../../stores/instance/client-settings';
import { asApiError, type Loadable } from '../common/loadable';

/** One downloadable file. */
export interface DownloadFile {
  /** PeerTube's resolution id (0 = audio only). */
  resolution: number;
  /** "1080p", "Audio only"… as the server labels it. */
  label: string;
  fps?: number;
  /** Bytes, when the server says. */
  size?: number;
  url: string;
}

/** One caption file. */
export interface DownloadCaption {
  language: string;
  label: string;
  url: string;
  automatic: boolean;
}

/** What the dialog offers; `captions` is null when they could not be listed (the files still can be downloaded). */
export interface DownloadChoices {
  downloadEnabled: boolean;
  web: DownloadFile[];
  hls: DownloadFile[];
  captions: DownloadCaption[] | null;
}

type ServerFile = NonNullable<DeepPartial<VideoDetails>['files']>[number];

/** A server file as a row; files without a download URL are left out. */
function toFile(file: ServerFile | undefined): DownloadFile | null {
  const url = file?.fileDownloadUrl ?? file?.fileUrl;
  if (!file || !url) return null;
  return {
    resolution: file.resolution?.id ?? 0,
    label: file.resolution?.label ?? `${file.resolution?.id ?? '?'}p`,
    fps: file.fps ?? undefined,
    size: typeof file.size === 'number' ? file.size : undefined,
    url,
  };
}

const byResolution = (files: Array<DownloadFile | null>) =>
  files.filter((f): f is DownloadFile => f !== null).sort((a, b) => b.resolution - a.resolution);

/** The files of a video: web video files and the HLS playlist's files, highest resolution first. */
export function downloadFiles(video: DeepPartial<VideoDetails>): { web: DownloadFile[]; hls: DownloadFile[] } {
  const hls = (video.streamingPlaylists ?? []).find((p) => p?.type === 1) ?? video.streamingPlaylists?.[0];
  return { web: byResolution((video.files ?? []).map(toFile)), hls: byResolution((hls?.files ?? []).map(toFile)) };
}

export { needsFileToken, withFileToken };

/** The caption files of a video, by language label. */
export function downloadCaptions(captions: VideoCaption[]): DownloadCaption[] {
  return captions
    .map((c) => ({
      language: c.language.id,
      label: c.language.label,
      url: mediaUrl(c.captionPath, c.fileUrl) ?? '',
      automatic: !!c.automaticallyGenerated,
    }))
    .filter((c) => c.url)
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** The open dialog's choices. */
export const $download = atom<Loadable<DownloadChoices>>({ status: 'idle' });

let current: number | string | null = null;

/** The dialog is on screen (PeerTube's `action:modal.video-download.shown`, no params). */
export const downloadShown = () => void runHook('action:modal.video-download.shown', undefined);

/** Loads a video (GET /videos/{id}, for its files and whether downloads are allowed) and its captions; for a protected
 *  video, a file token for its links (`password` for password-protected videos watched with their password). */
export async function loadDownload(id: number | string, password?: string): Promise<void> {
  current = id;
  $download.set({ status: 'loading' });
  const [video, captions] = await Promise.allSettled([getVideo(api, id), listCaptions(api, id)]);
  if (current !== id) return;
  if (video.status === 'rejected') {
    $download.set({ status: 'error', error: asApiError(video.reason) });
    return;
  }
  let token: string | undefined;
  if (needsFileToken(video.value) && video.value.downloadEnabled !== false) {
    try {
      token = (await requestVideoFileToken(api, video.value.uuid ?? id, password)).files.token;
    } catch (error) {
      if (current === id) $download.set({ status: 'error', error: asApiError(error) });
      return;
    }
    if (current !== id) return;
  }
  const files = downloadFiles(video.value);
  const sign = (list: DownloadFile[]) => list.map((file) => ({ ...file, url: withFileToken(file.url, token) }));
  const list =
    captions.status === 'fulfilled' && Array.isArray(captions.value?.data)
      ? downloadCaptions(captions.value.data)
      : null;
  $download.set({
    status: 'ready',
    data: {
      downloadEnabled: video.value.downloadEnabled !== false,
      web: sign(files.web),
      hls: sign(files.hls),
      captions: list,
    },
  });
}

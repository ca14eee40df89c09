// What a person should know about one of their videos that is not simply published, as My videos' badge and the
// management page say it. A plain function of the video and a translator, so My videos' rows (lib/rows/my-videos.ts),
// painted early before the i18n code has loaded, say what the page says.

/** A translator: the i18n module's `t`, or the English text with its `{name}` placeholders filled. */
export type Translate = (key: string, english: string, params?: Record<string, string>) => string;

/** The fields the status depends on (as in GET /api/v1/users/me/videos). */
export interface StatusVideo {
  blacklisted?: boolean;
  scheduledUpdate?: { updateAt?: string | Date } | null;
  isLive?: boolean;
  state?: { id?: number; label?: string };
}

/** Blocked, scheduled, transcoding, importing, waiting for or ended live, failed, waiting for an edit; '' when published. */
export function videoStatusText(video: StatusVideo, language: string, t: Translate): string {
  if (video.blacklisted) return t('myVideos.status.blocked', 'Blocked');
  if (video.scheduledUpdate?.updateAt) {
    const when = new Date(video.scheduledUpdate.updateAt).toLocaleString(language, {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    return t('myVideos.status.scheduled', 'Publication scheduled on {date}', { date: when });
  }
  switch (video.state?.id) {
    case 2:
      return t('myVideos.status.transcoding', 'Transcoding');
    case 3:
      return t('myVideos.status.importing', 'Importing');
    case 4:
      return t('myVideos.status.waitingLive', 'Waiting for the livestream');
    case 5:
      return t('myVideos.status.liveEnded', 'Livestream ended');
    case 7:
      return t('myVideos.status.transcodingFailed', 'Transcoding failed');
    case 9:
      return t('myVideos.status.editing', 'Waiting for the studio edit');
    default:
      return video.state && video.state.id !== 1 ? String(video.state.label ?? '') : '';
  }
}

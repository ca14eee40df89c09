import { useT } from '../../i18n/useT';
import { openDownload } from '../../stores/dialogs/download-dialog';
import type { WatchedVideo } from '../../stores/watch/watch';

/** Props: the watched video. */
export interface DownloadButtonProps {
  video: WatchedVideo;
}

const ICON = (
  <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24">
    <path d="M12 4v11M7 10l5 5 5-5M5 20h14" fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
);

/** "Download" on the watch page, only when the video's owner allows downloads (and it is not a live). */
export default function DownloadButton({ video }: DownloadButtonProps) {
  const t = useT();
  if (video.downloadEnabled === false || video.isLive) return null;
  return (
    <button type="button" className="button" onClick={() => openDownload({ id: video.uuid, name: video.name })}>
      {ICON}
      {t('download.button', 'Download')}
    </button>
  );
}

import { useT } from '../../i18n/useT';
import { watchPlayerTime } from '../../lib/watch-player';
import { openShare } from '../../stores/dialogs/share-dialog';
import type { WatchedVideo } from '../../stores/watch/watch';

/** Props: the watched video. */
export interface ShareButtonProps {
  video: WatchedVideo;
}

// An arrow going forward: mirrored right to left (styles/global.css, .icon-directional).
const ICON = (
  <svg className="icon-directional" aria-hidden="true" width="18" height="18" viewBox="0 0 24 24">
    <path d="M14 5l6 6-6 6M20 11H9a5 5 0 0 0-5 5v3" fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
);

/** "Share" on the watch page: the video at the player's position, and the playlist too on /w/p/{id}. */
export default function ShareButton({ video }: ShareButtonProps) {
  const t = useT();
  const open = async () => {
    const currentTime = watchPlayerTime();
    // The playlist store is already loaded on /w/p/{id}; on /w/{id} it is not needed, so it is not in that page's code.
    const inPlaylist = location.pathname.startsWith('/w/p/');
    const { $playlist, $position } = inPlaylist
      ? await import('../../stores/watch/watch-playlist')
      : { $playlist: null, $position: null };
    const playlist = $playlist?.get().data?.playlist;
    openShare({
      video: {
        uuid: video.uuid,
        shortUUID: video.shortUUID ?? video.uuid,
        name: video.name,
        duration: video.duration,
        isLive: video.isLive,
        aspectRatio: video.aspectRatio,
        privacy: video.privacy?.id,
        isLocal: video.isLocal,
        url: video.url,
      },
      playlist: playlist && {
        uuid: playlist.uuid,
        shortUUID: playlist.shortUUID ?? playlist.uuid,
        displayName: playlist.displayName,
        privacy: playlist.privacy?.id,
      },
      playlistPosition: playlist ? $position?.get() : undefined,
      currentTime,
    });
  };
  return (
    <button type="button" className="button" onClick={() => void open()}>
      {ICON}
      {t('share.button', 'Share')}
    </button>
  );
}

import { useT } from '../../i18n/useT';
import { openShare } from '../../stores/dialogs/share-dialog';
import type { Playlist } from '../../stores/watch/watch-playlist';

/** Props: the playlist. */
export interface PlaylistShareButtonProps {
  playlist: Playlist;
}

/** "Share" on the playlist page (/p/{id}): its link, QR code and embed code. */
export default function PlaylistShareButton({ playlist }: PlaylistShareButtonProps) {
  const t = useT();
  const open = () =>
    openShare({
      playlist: {
        uuid: playlist.uuid,
        shortUUID: playlist.shortUUID ?? playlist.uuid,
        displayName: playlist.displayName,
        privacy: playlist.privacy?.id,
      },
    });
  return (
    <button type="button" className="button" onClick={open}>
      {t('share.button', 'Share')}
    </button>
  );
}

import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/useT';
import { openSaveToPlaylist } from '../../stores/dialogs/save-to-playlist-dialog';
import { $loggedIn } from '../../stores/session/user';
import { loginHere } from '../../lib/login-path';

/** Props: the video to save. */
export interface SaveButtonProps {
  video: { id?: number; name?: string; duration?: number };
}

const ICON = (
  <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24">
    <path d="M4 6h12M4 11h12M4 16h7M17 14v6M14 17h6" fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
);

/** "Save" to a playlist on the watch page (video cards have it in their menu): opens the dialog when logged in, leads to the login page (and back) otherwise. */
export default function SaveButton({ video }: SaveButtonProps) {
  const t = useT();
  const loggedIn = useStore($loggedIn);
  if (video.id == null) return null;
  const label = t('saveToPlaylist.save', 'Save');
  const name = t('saveToPlaylist.saveNamed', 'Save {name} to a playlist', { name: video.name ?? '' });
  if (!loggedIn) {
    return (
      <a className="button" href={loginHere()} aria-label={name}>
        {ICON}
        {label}
      </a>
    );
  }
  const open = () => openSaveToPlaylist({ id: video.id!, name: video.name ?? '', duration: video.duration });
  return (
    <button type="button" className="button" aria-label={name} onClick={open}>
      {ICON}
      {label}
    </button>
  );
}

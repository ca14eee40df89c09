// The values and rules of a playlist form, shared by the owner's editor (/p/{id}) and the create form of My playlists.
import { t } from '../../i18n';
import { LIMITS } from '../../lib/constraints';
import { lengthError } from '../../lib/validators';
import type { FormErrors } from '../common/form';

/** A playlist form's values (kept as strings, as the inputs give them). */
export interface PlaylistValues {
  displayName: string;
  description: string;
  privacy: string;
  videoChannelId: string;
}

/** A new playlist: private, no channel. */
export const NEW_PLAYLIST: PlaylistValues = { displayName: '', description: '', privacy: '3', videoChannelId: '' };

/** PeerTube's rules: name 1–120, description up to 1000, and a public playlist must belong to a channel. */
export function playlistErrors(v: PlaylistValues): FormErrors<PlaylistValues> {
  return {
    displayName: lengthError(v.displayName, LIMITS.playlist.displayName),
    description: lengthError(v.description, LIMITS.playlist.description, true),
    videoChannelId:
      v.privacy === '1' && !v.videoChannelId
        ? t('playlistEdit.publicNeedsChannel', 'A public playlist belongs to one of your channels: choose one.')
        : '',
  };
}

/** The body PeerTube takes for creating or updating a playlist. */
export function playlistBody(v: PlaylistValues) {
  return {
    displayName: v.displayName.trim(),
    description: v.description.trim() || undefined,
    privacy: Number(v.privacy),
    videoChannelId: v.videoChannelId ? Number(v.videoChannelId) : undefined,
  };
}

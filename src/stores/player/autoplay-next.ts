// "Autoplay next video": PeerTube's account settings `autoPlayNextVideo` (after a video, its first recommendation) and
// `autoPlayNextVideoPlaylist` (within a playlist, on by default); a visitor's first one is kept in this browser. The
// player's settings show the one that applies and change it where it lives.
import { computed } from 'nanostores';
import { api } from '../instance/api';
import { updateMe } from '../../api/users';
import { $anonymousSettings, updateAnonymousSettings } from '../settings/anonymous-settings';
import { $tokens } from '../session/session';
import { $me, reloadMe } from '../session/user';

/** Whether the next video plays by itself after one ends: outside a playlist, and within one. */
export const $autoPlayNext = computed([$tokens, $me, $anonymousSettings], (tokens, me, visitor) => ({
  video: tokens ? me.data?.autoPlayNextVideo === true : visitor.autoPlayNextVideo,
  playlist: tokens ? me.data?.autoPlayNextVideoPlaylist !== false : true,
}));

/** Changes the setting that applies (`inPlaylist`): on the account when logged in, else in this browser. */
export async function setAutoPlayNext(on: boolean, inPlaylist = false): Promise<void> {
  if (!$tokens.get()) {
    if (!inPlaylist) updateAnonymousSettings({ autoPlayNextVideo: on });
    return;
  }
  const me = $me.get();
  const field = inPlaylist ? 'autoPlayNextVideoPlaylist' : 'autoPlayNextVideo';
  // Shown at once; the account follows (a failure reloads what the server has).
  if (me.data) $me.set({ ...me, data: { ...me.data, [field]: on } });
  try {
    await updateMe(api, { [field]: on });
  } catch {
    await reloadMe();
  }
}

// The person's avatar: pick a file (checked against PeerTube's rules before anything is sent), crop it square,
// upload it, or delete it. The crop widget is loaded only when someone picks a file.
import { atom } from 'nanostores';
import { api } from '../instance/api';
import { deleteAvatar, pickAvatar } from '../../api/users';
import { t } from '../../i18n';
import { FILES } from '../../lib/constraints';
import { cropToBlob, type CropArea } from '../../lib/crop';
import { fileError } from '../../lib/validators';
import { confirm } from '../shell/confirm';
import { asApiError } from '../common/loadable';
import { toast } from '../shell/toasts';
import { reloadMe } from '../session/user';

/** Nothing chosen; a file being cropped; uploading; or why the file or the upload failed (the file stays). */
export type AvatarState =
  | { status: 'idle'; error?: string }
  | { status: 'cropping'; file: File; url: string; error?: string }
  | { status: 'saving'; file: File; url: string };

/** The avatar editor's state. */
export const $avatar = atom<AvatarState>({ status: 'idle' });

function release(): void {
  const state = $avatar.get();
  if (state.status !== 'idle') URL.revokeObjectURL(state.url);
}

/** Takes the picked file to the crop step, or says on the field why it cannot be used. */
export function chooseAvatar(file: File): void {
  const problem = fileError(file, FILES.actorImage);
  release();
  if (problem) return $avatar.set({ status: 'idle', error: problem });
  $avatar.set({ status: 'cropping', file, url: URL.createObjectURL(file) });
}

/** Leaves the crop step without changing anything. */
export function cancelAvatar(): void {
  release();
  $avatar.set({ status: 'idle' });
}

/** Crops to `area` and uploads; a refused upload keeps the crop step open with the server's message. */
export async function saveAvatar(area: CropArea): Promise<boolean> {
  const state = $avatar.get();
  if (state.status !== 'cropping') return false;
  $avatar.set({ status: 'saving', file: state.file, url: state.url });
  try {
    // GIFs keep their animation only uncropped; the rest is re-encoded as a PNG square.
    const gif = state.file.type === 'image/gif';
    const image = gif ? state.file : await cropToBlob(state.url, area);
    await pickAvatar(api, image, gif ? state.file.name : 'avatar.png');
  } catch (error) {
    $avatar.set({ status: 'cropping', file: state.file, url: state.url, error: asApiError(error).message });
    return false;
  }
  release();
  $avatar.set({ status: 'idle' });
  await reloadMe();
  toast({ severity: 'success', summary: t('avatar.saved', 'Avatar updated.') });
  return true;
}

/** Deletes the avatar after a confirmation. */
export async function removeAvatar(): Promise<void> {
  const answer = await confirm({
    title: t('avatar.deleteTitle', 'Delete your avatar'),
    message: t('avatar.deleteMessage', 'Your initials will show instead.'),
  });
  if (!answer.confirmed) return;
  try {
    await deleteAvatar(api);
    await reloadMe();
    toast({ severity: 'success', summary: t('avatar.deleted', 'Avatar deleted.') });
  } catch (error) {
    $avatar.set({ status: 'idle', error: asApiError(error).message });
  }
}

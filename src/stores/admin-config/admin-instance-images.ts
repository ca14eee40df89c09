// The instance's avatar and banner (configuration editor, instance information): pick a file (checked against
// PeerTube's rules first), crop it in the browser, send it, or delete it. The public config then shows the new image.
import { atom } from 'nanostores';
import { api } from '../instance/api';
import { deleteInstanceImage, pickInstanceImage, type InstanceImageKind } from '../../api/admin-settings';
import { t } from '../../i18n';
import { FILES } from '../../lib/constraints';
import { AVATAR_SIDE, BANNER_WIDTH, cropToWidth, type CropArea } from '../../lib/crop';
import { fileError } from '../../lib/validators';
import { loadConfig } from '../instance/config';
import { confirm } from '../shell/confirm';
import { asApiError } from '../common/loadable';
import { toast } from '../shell/toasts';

/** One image's editor: nothing picked, cropping or sending the picked file (its preview URL), and why it failed. */
export type InstanceImageState =
  | { kind: InstanceImageKind; status: 'idle'; error?: string }
  | { kind: InstanceImageKind; status: 'cropping' | 'saving'; url: string; error?: string };

/** Both images' editors. */
export const $instanceImages = atom<Record<InstanceImageKind, InstanceImageState>>({
  avatar: { kind: 'avatar', status: 'idle' },
  banner: { kind: 'banner', status: 'idle' },
});

/** Width / height of the crop: a square avatar, a 1920 × 317 banner (as PeerTube crops the instance banner). */
export const INSTANCE_CROP_ASPECT: Record<InstanceImageKind, number> = { avatar: 1, banner: 1920 / 317 };

function setImage(state: InstanceImageState): void {
  const before = $instanceImages.get()[state.kind];
  if (before.status !== 'idle' && (state.status === 'idle' || state.url !== before.url))
    URL.revokeObjectURL(before.url);
  $instanceImages.set({ ...$instanceImages.get(), [state.kind]: state });
}

/** Takes a picked file to the crop step, or says why it cannot be used. */
export function chooseInstanceImage(kind: InstanceImageKind, file: File): void {
  const problem = fileError(file, FILES.actorImage);
  if (problem) return setImage({ kind, status: 'idle', error: problem });
  setImage({ kind, status: 'cropping', url: URL.createObjectURL(file) });
}

/** Leaves the crop step. */
export const cancelInstanceImage = (kind: InstanceImageKind) => setImage({ kind, status: 'idle' });

/** Crops, sends, and reloads the public config that shows it; a refusal keeps the crop step with the reason. */
export async function saveInstanceImage(kind: InstanceImageKind, area: CropArea): Promise<boolean> {
  const state = $instanceImages.get()[kind];
  if (state.status !== 'cropping') return false;
  setImage({ ...state, status: 'saving', error: undefined });
  try {
    const blob = await cropToWidth(state.url, area, kind === 'avatar' ? AVATAR_SIDE : BANNER_WIDTH);
    await pickInstanceImage(api, kind, blob, `${kind}.png`);
  } catch (error) {
    setImage({ ...state, status: 'cropping', error: asApiError(error).message });
    return false;
  }
  setImage({ kind, status: 'idle' });
  await loadConfig();
  toast({
    severity: 'success',
    summary:
      kind === 'avatar'
        ? t('instanceImages.avatarSaved', 'Instance avatar updated.')
        : t('instanceImages.bannerSaved', 'Instance banner updated.'),
  });
  return true;
}

/** Deletes the avatar or banner after a confirmation. */
export async function removeInstanceImage(kind: InstanceImageKind): Promise<boolean> {
  const answer = await confirm({
    title:
      kind === 'avatar'
        ? t('instanceImages.deleteAvatar', 'Delete the instance avatar')
        : t('instanceImages.deleteBanner', 'Delete the instance banner'),
    message: t('instanceImages.deleteMessage', 'The instance will show without it.'),
    confirmButtonText: t('instanceImages.delete', 'Delete'),
  });
  if (!answer.confirmed) return false;
  try {
    await deleteInstanceImage(api, kind);
  } catch (error) {
    setImage({ kind, status: 'idle', error: asApiError(error).message });
    return false;
  }
  await loadConfig();
  toast({
    severity: 'success',
    summary:
      kind === 'avatar'
        ? t('instanceImages.avatarDeleted', 'Instance avatar deleted.')
        : t('instanceImages.bannerDeleted', 'Instance banner deleted.'),
  });
  return true;
}

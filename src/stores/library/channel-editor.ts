// My channels (/my-library/video-channels): the list, the create and update forms with PeerTube's rules (its
// client's: names of lowercase letters, digits, dots and underscores), deletion after typing the channel's name,
// and the avatar and banner (picked, cropped in the browser, sent; the cropper loads only when a file is picked).
import { runHook } from '../plugins/run-hook';
import { atom } from 'nanostores';
import { api } from '../instance/api';
import { getChannel } from '../../api/channels';
import { createChannel, updateChannel } from '../../api/library';
import { deleteChannelImage, pickChannelImage, type ChannelImageKind } from '../../api/my-channels';
import type { VideoChannel } from '../../api/types';
import { t } from '../../i18n';
import { FILES } from '../../lib/constraints';
import { AVATAR_SIDE, BANNER_WIDTH, cropToWidth, type CropArea } from '../../lib/crop';
import { fileError } from '../../lib/validators';
import { confirm } from '../shell/confirm';
import { createForm, type FormErrors } from '../common/form';
import { asApiError } from '../common/loadable';
import { toast } from '../shell/toasts';
import { MY_CHANNELS_PATH } from './my-channels-list';

/** The fields of the channel forms. */
export interface ChannelValues {
  name: string;
  displayName: string;
  description: string;
  support: string;
}

/** PeerTube's client rules for a channel (video-channel-validators.ts); `creating` also checks the name. */
export function channelErrors(v: ChannelValues, creating: boolean): FormErrors<ChannelValues> {
  const optional = (text: string, label: string) => {
    const n = text.trim().length;
    if (n > 0 && n < 3) return t('channels.tooShort', '{field} must be at least 3 characters long.', { field: label });
    if (n > 1000) return t('channels.tooLong', '{field} cannot be more than 1000 characters long.', { field: label });
    return '';
  };
  let name = '';
  if (creating) {
    if (!v.name) name = t('channels.nameRequired', 'Name is required.');
    else if (v.name.length > 50) name = t('channels.nameLong', 'Name cannot be more than 50 characters long.');
    else if (!/^[a-z0-9][a-z0-9._]*$/.test(v.name))
      name = t('channels.namePattern', 'Name should be lowercase alphanumeric; dots and underscores are allowed.');
  }
  const display = v.displayName.trim();
  return {
    name,
    displayName: !display
      ? t('channels.displayNameRequired', 'Display name is required.')
      : display.length > 50
        ? t('channels.displayNameLong', 'Display name cannot be more than 50 characters long.')
        : '',
    description: optional(v.description, t('channels.description', 'Description')),
    support: optional(v.support, t('channels.support', 'Support')),
  };
}

const EMPTY: ChannelValues = { name: '', displayName: '', description: '', support: '' };

/** The create form; a success goes back to the list. */
export const createChannelForm = createForm<ChannelValues>({
  initial: EMPTY,
  // What is typed survives a reload or a crashed tab.
  draft: 'channel-description:new',
  validate: (v) => channelErrors(v, true),
  submit: async (v) => {
    try {
      await createChannel(api, v);
    } catch (error) {
      // A taken name is a 409 without a field: it belongs on the name.
      const e = asApiError(error);
      if (e.status === 409) throw Object.assign(e, { invalidParams: { name: e.message } });
      throw e;
    }
    location.assign(MY_CHANNELS_PATH);
  },
});

/** The channel's handle in /my-library/video-channels/update/{handle} ('' on the prerendered '_' page). */
export function handleFromPath(pathname: string): string {
  const m = /\/update\/([^/]+)/.exec(pathname);
  return m && m[1] !== '_' ? decodeURIComponent(m[1]) : '';
}

const currentHandle = () => handleFromPath(location.pathname);

/** The channel being updated (its images show and change on the update page). */
export const $editedChannel = atom<VideoChannel | null>(null);

/** The update form, loaded from the channel of the URL; a success goes back to the list. */
export const updateChannelForm = createForm<ChannelValues>({
  load: async () => {
    const channel = await getChannel(api, currentHandle());
    $editedChannel.set(channel);
    void runHook('action:video-channel-update.video-channel.loaded', undefined, { videoChannel: channel });
    return {
      name: channel.name,
      displayName: channel.displayName ?? '',
      description: channel.description ?? '',
      support: channel.support ?? '',
    };
  },
  validate: (v) => channelErrors(v, false),
  // What is typed survives a reload or a crashed tab, per channel.
  draft: () => `channel-description:${currentHandle()}`,
  submit: async (v) => {
    await updateChannel(api, currentHandle(), v);
    location.assign(MY_CHANNELS_PATH);
  },
});

/** The channel create or update page has started (PeerTube's `action:video-channel-create.init` / `…update.init`). */
export const channelEditorStarted = (mode: 'create' | 'update') =>
  void runHook(mode === 'create' ? 'action:video-channel-create.init' : 'action:video-channel-update.init', undefined);

/** The image being changed: which one, the picked file's preview URL, and whether it is being sent. */
export type ChannelImageState =
  | { kind: ChannelImageKind; status: 'idle'; error?: string }
  | { kind: ChannelImageKind; status: 'cropping' | 'saving'; url: string; fileName: string; error?: string };

/** The avatar and banner editors' states. */
export const $channelImages = atom<Record<ChannelImageKind, ChannelImageState>>({
  avatar: { kind: 'avatar', status: 'idle' },
  banner: { kind: 'banner', status: 'idle' },
});

function setImage(state: ChannelImageState): void {
  const before = $channelImages.get()[state.kind];
  if (before.status !== 'idle' && (state.status === 'idle' || state.url !== before.url))
    URL.revokeObjectURL(before.url);
  $channelImages.set({ ...$channelImages.get(), [state.kind]: state });
}

/** Width / height of the crop: a square avatar, a 1920 × 317 banner. */
export const CROP_ASPECT: Record<ChannelImageKind, number> = { avatar: 1, banner: 1920 / 317 };

/** Takes a picked file to the crop step, or says why it cannot be used. */
export function chooseChannelImage(kind: ChannelImageKind, file: File): void {
  const problem = fileError(file, FILES.actorImage);
  if (problem) return setImage({ kind, status: 'idle', error: problem });
  setImage({ kind, status: 'cropping', url: URL.createObjectURL(file), fileName: file.name });
}

/** Leaves the crop step. */
export const cancelChannelImage = (kind: ChannelImageKind) => setImage({ kind, status: 'idle' });

async function reloadEdited(): Promise<void> {
  $editedChannel.set(await getChannel(api, currentHandle()));
}

/** Crops to `area`, sends it, and shows the channel's new image; a refusal keeps the crop step with the reason. */
export async function saveChannelImage(kind: ChannelImageKind, area: CropArea): Promise<void> {
  const state = $channelImages.get()[kind];
  if (state.status !== 'cropping') return;
  setImage({ ...state, status: 'saving', error: undefined });
  try {
    const blob = await cropToWidth(state.url, area, kind === 'avatar' ? AVATAR_SIDE : BANNER_WIDTH);
    await pickChannelImage(api, currentHandle(), kind, blob, `${kind}.png`);
    setImage({ kind, status: 'idle' });
    await reloadEdited();
    toast({
      severity: 'success',
      summary:
        kind === 'avatar'
          ? t('channels.avatarSaved', 'Channel avatar updated.')
          : t('channels.bannerSaved', 'Channel banner updated.'),
    });
  } catch (error) {
    setImage({ ...state, status: 'cropping', error: asApiError(error).message });
  }
}

/** Deletes the avatar or banner after a confirmation. */
export async function removeChannelImage(kind: ChannelImageKind): Promise<void> {
  const answer = await confirm({
    title:
      kind === 'avatar'
        ? t('channels.deleteAvatar', 'Delete the avatar')
        : t('channels.deleteBanner', 'Delete the banner'),
    message: t('channels.deleteImageMessage', 'The channel will show without it.'),
  });
  if (!answer.confirmed) return;
  try {
    await deleteChannelImage(api, currentHandle(), kind);
    await reloadEdited();
  } catch (error) {
    setImage({ kind, status: 'idle', error: asApiError(error).message });
  }
}

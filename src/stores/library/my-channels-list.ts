// The person's channels as /my-library/video-channels lists them, and deleting one from the list: apart from the
// channel forms (stores/library/channel-editor.ts), which the list page does not load.
import { api } from '../instance/api';
import { listAccountChannels } from '../../api/accounts';
import { deleteChannel } from '../../api/my-channels';
import type { VideoChannel } from '../../api/types';
import type { Api } from '../../api/client';
import { t } from '../../i18n';
import { confirm } from '../shell/confirm';
import { asApiError } from '../common/loadable';
import { myUsername } from '../session/account-name';
import { pagedList, type ListFilters, type ListQuery } from '../common/paged-list';
import { toast } from '../shell/toasts';

/** The list page's address, where create, update and delete lead back to. */
export const MY_CHANNELS_PATH = '/my-library/video-channels';

/** One page of the channels of account `name`, asked of `client` (the page's early request runs it through a
 *  recorder with the `{account}` placeholder). */
export const myChannelsPage =
  (client: Api, name: string) =>
  ({ start, count }: ListQuery<ListFilters>) =>
    listAccountChannels(client, name, { start, count });

/** The person's channels. */
export const myChannels = pagedList<VideoChannel>({
  fetch: async (query) => myChannelsPage(api, await myUsername())(query),
  key: (c) => c.id,
  url: false,
});

/** Deletes a channel once its name is typed; the row goes at once and comes back if the server refuses. */
export async function deleteMyChannel(channel: VideoChannel): Promise<void> {
  const answer = await confirm({
    type: 'confirm-expected-input',
    title: t('channels.deleteTitle', 'Delete {name}', { name: channel.displayName }),
    message: t(
      'channels.deleteMessage',
      'Deleting this channel also deletes its {count} videos. This cannot be undone.',
      { count: channel.videosCount ?? 0 },
    ),
    inputLabel: t('channels.deleteInput', 'Type the channel name ({name}) to confirm', { name: channel.name }),
    expectedInputValue: channel.name,
    confirmButtonText: t('channels.delete', 'Delete'),
  });
  if (!answer.confirmed) return;
  try {
    await myChannels.optimistic(channel.id, 'remove', () => deleteChannel(api, channel.name));
    toast({
      severity: 'success',
      summary: t('channels.deleted', 'Channel {name} deleted.', { name: channel.displayName }),
    });
  } catch (error) {
    toast({ severity: 'error', summary: asApiError(error).message });
  }
}

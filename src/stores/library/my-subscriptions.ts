// The channels the person follows (/my-library/subscriptions): every page, a search kept in the URL, unsubscribe
// (optimistic: the row goes at once, back if the server refuses) and subscribe to any channel by its handle.
import { api } from '../instance/api';
import type { Api } from '../../api/client';
import { ApiError } from '../../api/errors';
import { listSubscriptions, subscribe, subscriptionsExist, unsubscribe } from '../../api/subscriptions';
import { instanceHost } from '../../stores/instance/client-settings';
import type { VideoChannel } from '../../api/types';
import { t } from '../../i18n';
import { confirm } from '../shell/confirm';
import { createForm } from '../common/form';
import { asApiError } from '../common/loadable';
import { pagedList, type ListQuery } from '../common/paged-list';
import { toast } from '../shell/toasts';
import { channelHandle } from '../../lib/format';

/** The handle PeerTube's subscription endpoints take (lib/format.ts). */
export { channelHandle };

/** One page of the followed channels, asked of `client` (the page's early request runs it through a recorder). */
export const mySubscriptionsPage =
  (client: Api) =>
  ({ start, count, sort, filters }: ListQuery<{ search: string }>) =>
    listSubscriptions(client, { start, count, sort, search: filters.search || undefined });

/** Followed channels, newest subscription first, searchable. */
export const mySubscriptions = pagedList<VideoChannel, { search: string }>({
  fetch: mySubscriptionsPage(api),
  key: (c) => channelHandle(c),
  sort: '-createdAt',
  filters: { search: '' },
});

/** A handle as people paste it: `@name@host`, `name@host`, a bare `name` (a channel of this instance: PeerTube wants
 *  its host too), or a channel URL (…/c/name or …/video-channels/name). */
export function handleFromInput(value: string, host = instanceHost()): string {
  const v = value.trim();
  try {
    if (/^https?:\/\//.test(v)) {
      const url = new URL(v);
      const m = /\/(?:c|video-channels)\/([^/?#]+)/.exec(url.pathname);
      if (m)
        return decodeURIComponent(m[1]).includes('@')
          ? decodeURIComponent(m[1])
          : `${decodeURIComponent(m[1])}@${url.host}`;
      return v;
    }
  } catch {
    // Not a URL: a handle.
  }
  const handle = v.replace(/^@/, '');
  return handle.includes('@') ? handle : `${handle}@${host}`;
}

// PeerTube follows in a job: its 204 only says the request is queued. A channel of this instance is followed within
// a moment; a remote one when its server answers; one that does not exist never. Look a few times before saying so.
const FOLLOW_CHECKS = 6;
const FOLLOW_CHECK_MS = 500;

async function followed(handle: string): Promise<boolean> {
  for (let i = 0; i < FOLLOW_CHECKS; i++) {
    const exists = await subscriptionsExist(api, [handle]).catch(() => ({}) as Record<string, boolean>);
    if (exists[handle]) return true;
    await new Promise((resolve) => setTimeout(resolve, FOLLOW_CHECK_MS));
  }
  return false;
}

/** Subscribe to a channel by handle or URL; an unknown channel is an error on the field. */
export const subscribeForm = createForm<{ handle: string }>({
  initial: { handle: '' },
  validate: (v) => ({ handle: v.handle.trim() ? '' : t('form.required', 'This field is required.') }),
  submit: async (v) => {
    const handle = handleFromInput(v.handle);
    try {
      await subscribe(api, handle);
    } catch (error) {
      const e = asApiError(error);
      if (e.status === 404)
        throw Object.assign(e, {
          invalidParams: { handle: t('subscriptions.unknown', 'No channel with this handle was found.') },
        });
      throw e;
    }
    if (!(await followed(handle))) {
      await mySubscriptions.reload();
      const message = t(
        'subscriptions.pending',
        'No channel has answered to {handle} yet. Check the handle; if it is right, the channel shows here once its server answers.',
        { handle },
      );
      throw new ApiError({ kind: 'http', status: 404, message, invalidParams: { handle: message } });
    }
    toast({ severity: 'success', summary: t('subscriptions.subscribed', 'Subscribed to {handle}', { handle }) });
    await mySubscriptions.reload();
  },
  fieldOf: { uri: 'handle' },
  saved: () => ({ handle: '' }),
});

/** Unsubscribes after a confirmation; the row leaves at once and comes back if the server refuses. */
export async function unsubscribeFrom(channel: VideoChannel): Promise<void> {
  const handle = channelHandle(channel);
  const answer = await confirm({
    title: t('subscriptions.unsubscribeTitle', 'Unsubscribe'),
    message: t(
      'subscriptions.unsubscribeMessage',
      'Stop following {name}? Its new videos will no longer be in your subscriptions.',
      { name: channel.displayName },
    ),
    confirmButtonText: t('subscriptions.unsubscribe', 'Unsubscribe'),
  });
  if (!answer.confirmed) return;
  try {
    await mySubscriptions.optimistic(handle, 'remove', () => unsubscribe(api, handle));
    toast({
      severity: 'success',
      summary: t('subscriptions.unsubscribed', 'Unsubscribed from {name}', { name: channel.displayName }),
    });
  } catch (error) {
    toast({ severity: 'error', summary: asApiError(error).message });
  }
}

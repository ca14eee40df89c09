import { map } from 'nanostores';
import { api } from '../instance/api';
import { subscribe, subscriptionsExist, unsubscribe } from '../../api/subscriptions';
import { t } from '../../i18n';
import { asApiError } from '../common/loadable';
import { toast } from '../shell/toasts';
import { $loggedIn } from '../session/user';
import { channelHandle } from '../../lib/format';

/** Whether the user follows a channel: unknown until checked; busy while a change is being saved. */
export type SubscriptionState = 'unknown' | 'yes' | 'no' | 'busy-yes' | 'busy-no';

/** Subscription state by channel handle (name@host), shared by every subscribe button on the page. */
export const $subscriptions = map<Record<string, SubscriptionState>>({});

/** The handle PeerTube's subscription endpoints take (lib/format.ts). */
export { channelHandle };

/** Reads whether the logged-in user follows `handle` (once per page). */
export async function checkSubscription(handle: string): Promise<void> {
  if (!$loggedIn.get() || $subscriptions.get()[handle] !== undefined) return;
  $subscriptions.setKey(handle, 'unknown');
  try {
    const result = await subscriptionsExist(api, [handle]);
    $subscriptions.setKey(handle, result[handle] ? 'yes' : 'no');
  } catch {
    $subscriptions.setKey(handle, 'no');
  }
}

/** Subscribes or unsubscribes; the button shows the new state once the server agreed. */
export async function toggleSubscription(handle: string, displayName: string): Promise<void> {
  const state = $subscriptions.get()[handle];
  if (state !== 'yes' && state !== 'no') return;
  const following = state === 'yes';
  $subscriptions.setKey(handle, following ? 'busy-yes' : 'busy-no');
  try {
    if (following) await unsubscribe(api, handle);
    else await subscribe(api, handle);
    $subscriptions.setKey(handle, following ? 'no' : 'yes');
    toast({
      severity: 'success',
      summary: following
        ? t('subscribe.unsubscribed', 'Unsubscribed from {name}', { name: displayName })
        : t('subscribe.subscribed', 'Subscribed to {name}', { name: displayName }),
    });
  } catch (error) {
    $subscriptions.setKey(handle, state);
    toast({
      severity: 'error',
      summary: t('subscribe.failed', 'The subscription could not be changed.'),
      detail: asApiError(error).message,
    });
  }
}

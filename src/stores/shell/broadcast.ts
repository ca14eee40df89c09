import { computed } from 'nanostores';
import { persistentAtom } from '@nanostores/persistent';
import { $config } from '../instance/config';
import { BROADCAST_DISMISSED_KEY, visibleBroadcast } from '../../lib/broadcast';

export type { Broadcast, BroadcastLevel } from '../../lib/broadcast';

/** The text of the last dismissed message (localStorage 'app-broadcast-message-dismissed'). */
export const $broadcastDismissed = persistentAtom<string>(BROADCAST_DISMISSED_KEY, '');

/** Which message shows (lib/broadcast.ts). */
export { visibleBroadcast };

/** The broadcast banner of the instance, or null. */
export const $broadcast = computed([$config, $broadcastDismissed], (config, dismissed) =>
  visibleBroadcast(config.data?.broadcastMessage, dismissed),
);

/** Hides the current banner until the instance changes its text. */
export function dismissBroadcast(): void {
  const message = $config.get().data?.broadcastMessage?.message;
  if (message) $broadcastDismissed.set(message);
}

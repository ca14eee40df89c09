import { computed } from 'nanostores';
import { persistentAtom } from '@nanostores/persistent';
import { $config } from './config';

/** Levels of the broadcast banner. */
export type BroadcastLevel = 'info' | 'warning' | 'error';

/** The banner to show: markdown message, level and whether it can be dismissed. */
export interface Broadcast {
  message: string;
  level: BroadcastLevel;
  dismissable: boolean;
}

/** The text of the last dismissed message (localStorage 'app-broadcast-message-dismissed'). */
export const $broadcastDismissed = persistentAtom<string>('app-broadcast-message-dismissed', '');

/** The banner to show for a config's broadcastMessage, or null: a dismissal hides it only while the text is unchanged (SPEC §4). */
export function visibleBroadcast(
  config: { enabled?: boolean; message?: string; level?: string; dismissable?: boolean } | undefined,
  dismissed: string,
): Broadcast | null {
  if (!config?.enabled || !config.message?.trim()) return null;
  const dismissable = Boolean(config.dismissable);
  if (dismissable && dismissed === config.message) return null;
  const level: BroadcastLevel = config.level === 'warning' || config.level === 'error' ? config.level : 'info';
  return { message: config.message, level, dismissable };
}

/** The broadcast banner of the instance, or null. */
export const $broadcast = computed([$config, $broadcastDismissed], (config, dismissed) =>
  visibleBroadcast(config.data?.broadcastMessage, dismissed));

/** Hides the current banner until the instance changes its text. */
export function dismissBroadcast(): void {
  const message = $config.get().data?.broadcastMessage?.message;
  if (message) $broadcastDismissed.set(message);
}

// The instance's broadcast message (SPEC §4) as plain functions: which message shows (its box: lib/broadcast-box.ts).
// Shared by the app's banner (stores/shell/broadcast.ts, components/banner/) and the early banner (lib/early-banner.ts).

/** Levels of the broadcast banner. */
export type BroadcastLevel = 'info' | 'warning' | 'error';

/** The banner to show: markdown message, level and whether it can be dismissed. */
export interface Broadcast {
  message: string;
  level: BroadcastLevel;
  dismissable: boolean;
}

/** localStorage key of the text of the last dismissed message (PeerTube's own client's key). */
export const BROADCAST_DISMISSED_KEY = 'app-broadcast-message-dismissed';

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

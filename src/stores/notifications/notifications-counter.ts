// The unread counter (SPEC §4): starts from the server count; new adds 1, read subtracts 1, read-all sets 0.
import { atom, onMount } from 'nanostores';
import { api } from '../instance/api';
import { countUnread } from '../../api/notifications';
import { t } from '../../i18n';
import { asApiError } from '../common/loadable';
import { $tokens } from '../session/session';
import { SETTINGS_UNREADABLE } from '../instance/client-settings';
import { toast } from '../shell/toasts';

/** What changes the counter: the server count, a realtime notification, the client's own mark-read calls. */
export type CounterEvent =
  { type: 'loaded'; count: number } | { type: 'new' } | { type: 'read'; count?: number } | { type: 'read-all' };

/** The next count; null means "not known yet", which only the server count or read-all can end. */
export function nextUnreadCount(count: number | null, event: CounterEvent): number | null {
  switch (event.type) {
    case 'loaded':
      return Math.max(0, event.count);
    case 'read-all':
      return 0;
    case 'new':
      return count === null ? null : count + 1;
    case 'read':
      return count === null ? null : Math.max(0, count - (event.count ?? 1));
  }
}

/** Unread notifications of the logged-in user (null until the server answered); counted when first watched. */
export const $unreadCount = atom<number | null>(null);

/** Applies one counter event. */
export function applyCounterEvent(event: CounterEvent): void {
  $unreadCount.set(nextUnreadCount($unreadCount.get(), event));
}

/** Asks the server for the unread count; a failure is an error toast and the header keeps working (SPEC §8). */
export async function loadUnreadCount(): Promise<void> {
  if (!$tokens.get()) return; // visitors have no notifications
  try {
    applyCounterEvent({ type: 'loaded', count: await countUnread(api) });
  } catch (error) {
    if (asApiError(error).kind === 'aborted') return; // the page is being left
    // Without the settings file nothing can be asked: the page's alert says so (with Retry), not a toast as well.
    if (asApiError(error).code === SETTINGS_UNREADABLE) return;
    toast(
      {
        severity: 'error',
        summary: t('notifications.countError', 'Cannot count unread notifications'),
        detail: asApiError(error).message,
      },
      { dedupe: true },
    );
  }
}

onMount($unreadCount, () => {
  // Not during the static build: its failed call would freeze an error toast into the HTML of later pages.
  if (typeof window === 'undefined') return;
  void loadUnreadCount();
  // A session ending or starting in another tab changes whose notifications are counted.
  return $tokens.listen((tokens, old) => {
    if (!tokens) $unreadCount.set(null);
    else if (!old) void loadUnreadCount();
  });
});

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

/** Realtime arrivals so far: a count or a list asked before one of them came may or may not include it. */
let arrivals = 0;

/** How many notifications have come live so far (each a 'new' event); the lists number them by it (notifications.ts). */
export const liveArrivals = (): number => arrivals;

/** Applies one counter event. */
export function applyCounterEvent(event: CounterEvent): void {
  if (event.type === 'new') arrivals++;
  $unreadCount.set(nextUnreadCount($unreadCount.get(), event));
}

/** The server's count, asked again (at most twice) while notifications arrive during the request: the server stores
 *  a notification before sending it, so a count asked after the last arrival includes it. */
async function serverCount(): Promise<number> {
  for (let tries = 1; ; tries++) {
    const before = arrivals;
    const count = await countUnread(api);
    if (arrivals === before || tries === 3) return count;
  }
}

/** Asks the server for the unread count; a failure is an error toast and the header keeps working (SPEC §8). */
export async function loadUnreadCount(): Promise<void> {
  if (!$tokens.get()) return; // visitors have no notifications
  try {
    applyCounterEvent({ type: 'loaded', count: await serverCount() });
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

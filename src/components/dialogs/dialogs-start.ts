// The dialogs, toasts, warnings and card menus any part of a page can open (src/islands/dialogs/DialogsHost) are React
// and their host is ~2 KB: it hydrates (`client:demand`) the first time one of them is asked for, not on every page
// load (most visits open none). What must work before that — the quick-settings link, the account warnings check,
// bringing the host in when a card's menu is near — is here, in the shell.
import type { ReadableAtom } from 'nanostores';
import { $confirmRequest } from '../../stores/shell/confirm';
import { $customModal } from '../../stores/shell/custom-modal';
import {
  $quickSettingsOpen,
  openQuickSettings,
  QUICK_SETTINGS_VALUE,
  wantsQuickSettings,
} from '../../stores/settings/quick-settings';
import { $hotkeysHelpOpen } from '../../stores/shell/hotkeys-help';
import { $warning } from '../../stores/shell/warning';
import { $toasts } from '../../stores/shell/toasts';
import { $offline } from '../../stores/shell/offline';
import { $me } from '../../stores/session/user';
import { afterSettled } from '../../lib/when-stable';
import { $saveToPlaylist } from '../../stores/dialogs/save-to-playlist-dialog';
import { $reportTarget } from '../../stores/dialogs/report-dialog';
import { $shareTarget } from '../../stores/dialogs/share-dialog';
import { $downloadTarget } from '../../stores/dialogs/download-dialog';
import { $cardMenu, onCardMenuWanted } from '../../stores/dialogs/card-menu';
import { $blockVideoTarget } from '../../stores/dialogs/block-video-dialog';
import { $banAccountTarget } from '../../stores/dialogs/ban-account-dialog';
import { DIALOGS_EVENT } from './dialogs-event';

/** The stores whose first non-empty value mounts the host (each is one thing the host shows). */
export const DIALOG_STORES: ReadableAtom<unknown>[] = [
  $confirmRequest,
  $customModal,
  $quickSettingsOpen,
  $hotkeysHelpOpen,
  $warning,
  $toasts,
  $offline,
  $saveToPlaylist,
  $reportTarget,
  $shareTarget,
  $downloadTarget,
  $cardMenu,
  $blockVideoTarget,
  $banAccountTarget,
];

/** Whether a store's value asks for something on screen (a request, an open flag, a non-empty list). */
export const asksForDialog = (value: unknown): boolean => (Array.isArray(value) ? value.length > 0 : Boolean(value));

/** Asks for the dialogs host: it hydrates now, or as soon as its island is on the page (src/lib/demand-directive.ts). */
export function demandDialogs(win: Window = window): void {
  if (win.__ptDemanded?.[DIALOGS_EVENT]) return;
  (win.__ptDemanded ??= {})[DIALOGS_EVENT] = true;
  win.dispatchEvent(new Event(DIALOGS_EVENT));
}

/** Links to ?modal=quick-settings on this page open the dialog in place instead of reloading. */
function interceptQuickSettingsLinks(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (
    !link ||
    link.target ||
    link.origin !== location.origin ||
    link.pathname !== location.pathname ||
    !wantsQuickSettings(link.href)
  )
    return;
  event.preventDefault();
  openQuickSettings();
}

/** The header's quick-settings button (a GET form, so it works without JavaScript) opens the dialog in place. */
function interceptQuickSettingsForm(event: SubmitEvent): void {
  const form = event.target as HTMLFormElement | null;
  const button = event.submitter as HTMLButtonElement | null;
  const asks =
    form?.matches?.('[data-quick-settings-form]') ||
    (button?.name === 'modal' && button.value === QUICK_SETTINGS_VALUE);
  if (event.defaultPrevented || !asks) return;
  event.preventDefault();
  openQuickSettings();
}

/** Starts the dialogs' shell part: mounts the host on the first request, handles quick-settings links and checks the
 *  account's warnings once it has loaded. */
export function startDialogs(doc: Document = document): void {
  // Near a card's menu trigger the menu's code starts loading: the host, which shows it and loads it, comes first.
  onCardMenuWanted(() => demandDialogs());
  for (const store of DIALOG_STORES) {
    store.subscribe((value) => {
      if (asksForDialog(value)) demandDialogs();
    });
  }
  // Back online, what still asks for the host (a toast, the offline notice's "back online") brings it in: its code may
  // have failed to load while the connection was down (src/lib/demand-directive.ts fetches it again on a new demand).
  window.addEventListener('online', () => {
    if (DIALOG_STORES.some((store) => asksForDialog(store.get()))) demandDialogs();
  });
  if (wantsQuickSettings(location.href)) openQuickSettings();
  doc.addEventListener('click', interceptQuickSettingsLinks);
  doc.addEventListener('submit', interceptQuickSettingsForm);
  let status: string | undefined;
  $me.subscribe((me) => {
    if (me.status === status) return;
    status = me.status;
    // The checks load with the first signed-in account read (visitors never load them), once the page has settled: a
    // warning is no part of the first paint, and opens at a moment of its own, never in answer to a click.
    if (status === 'ready')
      void afterSettled()
        .then(() => import('../../stores/shell/warnings'))
        .then((m) => m.checkWarnings());
  });
}

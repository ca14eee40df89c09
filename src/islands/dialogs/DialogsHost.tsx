import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $confirmRequest, answerConfirm } from '../../stores/shell/confirm';
import { $customModal, closeCustomModal } from '../../stores/shell/custom-modal';
import { $quickSettingsOpen, closeQuickSettings } from '../../stores/settings/quick-settings';
import { $hotkeysHelpOpen, closeHotkeysHelp } from '../../stores/shell/hotkeys-help';
import { $warning, hideWarning } from '../../stores/shell/warning';
import { $toasts } from '../../stores/shell/toasts';
import { $offline } from '../../stores/shell/offline';
import { $saveToPlaylist, closeSaveToPlaylist } from '../../stores/dialogs/save-to-playlist-dialog';
import { $reportTarget, closeReport } from '../../stores/dialogs/report-dialog';
import { $shareTarget, closeShare } from '../../stores/dialogs/share-dialog';
import { $downloadTarget, closeDownload } from '../../stores/dialogs/download-dialog';
import { $cardMenu, closeCardMenu, registerCardMenuLoader } from '../../stores/dialogs/card-menu';
import { $blockVideoTarget, closeBlockVideo } from '../../stores/dialogs/block-video-dialog';
import { $banAccountTarget, closeBanAccount } from '../../stores/dialogs/ban-account-dialog';
import { dialogUnavailable } from '../../stores/dialogs/unavailable';
import { contained } from '../common/contained';
import { lazyDialog } from './lazy-dialog';

/** What a dialog does when its code cannot be fetched: it closes, and the person is told. */
const closing = (close: () => void) => () => dialogUnavailable(close);
/** The toasts and the offline notice have nothing to close, and no toast can say they failed. */
const quietly = () => undefined;

// Each dialog's code loads only when its store opens it.
const ConfirmDialog = lazyDialog(
  () => import('./ConfirmDialog'),
  closing(() => answerConfirm(false)),
);
const CustomModal = lazyDialog(() => import('./CustomModal'), closing(closeCustomModal));
const QuickSettingsDialog = lazyDialog(() => import('./QuickSettingsDialog'), closing(closeQuickSettings));
const HotkeysHelpDialog = lazyDialog(() => import('./HotkeysHelpDialog'), closing(closeHotkeysHelp));
const WarningDialog = lazyDialog(() => import('./WarningDialog'), closing(hideWarning));
const ToastList = lazyDialog(() => import('./ToastList'), quietly);
const OfflineNotice = lazyDialog(() => import('./OfflineNotice'), quietly);
const SaveToPlaylistDialog = lazyDialog(() => import('./SaveToPlaylistDialog'), closing(closeSaveToPlaylist));
const ReportDialog = lazyDialog(() => import('./ReportDialog'), closing(closeReport));
const ShareDialog = lazyDialog(() => import('./ShareDialog'), closing(closeShare));
const DownloadDialog = lazyDialog(() => import('./DownloadDialog'), closing(closeDownload));
const BlockVideoDialog = lazyDialog(() => import('./BlockVideoDialog'), closing(closeBlockVideo));
const BanAccountDialog = lazyDialog(() => import('./BanAccountDialog'), closing(closeBanAccount));
// Video cards' menus: the cards only carry a trigger; they ask for this code when a pointer or focus comes near one
// (components/dialogs/dialogs-start.ts brings this host in then).
const loadCardMenu = () => import('./CardMenu');
registerCardMenuLoader(loadCardMenu);
const CardMenu = lazyDialog(loadCardMenu, closing(closeCardMenu));

/** The host, hydrated on the first request (`client:demand`, components/dialogs/dialogs-start.ts): subscribes to the dialog and toast
 *  stores and loads each component when needed. */
function DialogsHost() {
  const confirmRequest = useStore($confirmRequest);
  const customModal = useStore($customModal);
  const quickSettings = useStore($quickSettingsOpen);
  const hotkeysHelp = useStore($hotkeysHelpOpen);
  const warning = useStore($warning);
  const toasts = useStore($toasts);
  const offline = useStore($offline);
  const saveVideo = useStore($saveToPlaylist);
  const report = useStore($reportTarget);
  const share = useStore($shareTarget);
  const download = useStore($downloadTarget);
  const cardMenu = useStore($cardMenu);
  const blockVideo = useStore($blockVideoTarget);
  const banAccount = useStore($banAccountTarget);
  // Nothing is rendered at build time: store state seen while prerendering must never reach the HTML.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  // The toast region stays mounted once used, so screen readers announce later toasts in an existing live region.
  const [toastsUsed, setToastsUsed] = useState(false);
  if (toasts.length > 0 && !toastsUsed) setToastsUsed(true);

  if (!mounted) return null;
  return (
    <>
      {confirmRequest && <ConfirmDialog key={confirmRequest.id} request={confirmRequest} />}
      {customModal && <CustomModal options={customModal} />}
      {quickSettings && <QuickSettingsDialog />}
      {hotkeysHelp && <HotkeysHelpDialog />}
      {warning && <WarningDialog key={warning.kind} kind={warning.kind} />}
      {toastsUsed && <ToastList />}
      {offline && <OfflineNotice />}
      {report && <ReportDialog key={`${report.kind}-${report.id}`} target={report} />}
      {share && <ShareDialog target={share} />}
      {download && <DownloadDialog key={String(download.id)} video={download} />}
      {cardMenu && <CardMenu key={cardMenu.seq} request={cardMenu} />}
      {blockVideo && <BlockVideoDialog key={blockVideo.id} video={blockVideo} />}
      {banAccount && <BanAccountDialog key={banAccount.name} account={banAccount} />}
      {saveVideo && <SaveToPlaylistDialog key={saveVideo.id} video={saveVideo} />}
    </>
  );
}

export default contained(DialogsHost, 'DialogsHost');

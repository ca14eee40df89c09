import { lazy, Suspense, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $confirmRequest } from '../../stores/shell/confirm';
import { $customModal } from '../../stores/shell/custom-modal';
import { $quickSettingsOpen } from '../../stores/settings/quick-settings';
import { $hotkeysHelpOpen } from '../../stores/shell/hotkeys-help';
import { $warning } from '../../stores/shell/warning';
import { $toasts } from '../../stores/shell/toasts';
import { $offline } from '../../stores/shell/offline';
import { $saveToPlaylist } from '../../stores/dialogs/save-to-playlist-dialog';
import { $reportTarget } from '../../stores/dialogs/report-dialog';
import { $shareTarget } from '../../stores/dialogs/share-dialog';
import { $downloadTarget } from '../../stores/dialogs/download-dialog';
import { $cardMenu, registerCardMenuLoader } from '../../stores/dialogs/card-menu';
import { $blockVideoTarget } from '../../stores/dialogs/block-video-dialog';
import { $banAccountTarget } from '../../stores/dialogs/ban-account-dialog';
import { contained } from '../common/contained';

// Each dialog's code loads only when its store opens it.
const ConfirmDialog = lazy(() => import('./ConfirmDialog'));
const CustomModal = lazy(() => import('./CustomModal'));
const QuickSettingsDialog = lazy(() => import('./QuickSettingsDialog'));
const HotkeysHelpDialog = lazy(() => import('./HotkeysHelpDialog'));
const WarningDialog = lazy(() => import('./WarningDialog'));
const ToastList = lazy(() => import('./ToastList'));
const OfflineNotice = lazy(() => import('./OfflineNotice'));
const SaveToPlaylistDialog = lazy(() => import('./SaveToPlaylistDialog'));
const ReportDialog = lazy(() => import('./ReportDialog'));
const ShareDialog = lazy(() => import('./ShareDialog'));
const DownloadDialog = lazy(() => import('./DownloadDialog'));
const BlockVideoDialog = lazy(() => import('./BlockVideoDialog'));
const BanAccountDialog = lazy(() => import('./BanAccountDialog'));
// Video cards' menus: the cards only carry a trigger; they ask for this code when a pointer or focus comes near one
// (components/dialogs/dialogs-start.ts brings this host in then).
const loadCardMenu = () => import('./CardMenu');
registerCardMenuLoader(loadCardMenu);
const CardMenu = lazy(loadCardMenu);

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
      {confirmRequest && (
        <Suspense fallback={null}>
          <ConfirmDialog key={confirmRequest.id} request={confirmRequest} />
        </Suspense>
      )}
      {customModal && (
        <Suspense fallback={null}>
          <CustomModal options={customModal} />
        </Suspense>
      )}
      {quickSettings && (
        <Suspense fallback={null}>
          <QuickSettingsDialog />
        </Suspense>
      )}
      {hotkeysHelp && (
        <Suspense fallback={null}>
          <HotkeysHelpDialog />
        </Suspense>
      )}
      {warning && (
        <Suspense fallback={null}>
          <WarningDialog key={warning.kind} kind={warning.kind} />
        </Suspense>
      )}
      {toastsUsed && (
        <Suspense fallback={null}>
          <ToastList />
        </Suspense>
      )}
      {offline && (
        <Suspense fallback={null}>
          <OfflineNotice />
        </Suspense>
      )}
      {report && (
        <Suspense fallback={null}>
          <ReportDialog key={`${report.kind}-${report.id}`} target={report} />
        </Suspense>
      )}
      {share && (
        <Suspense fallback={null}>
          <ShareDialog target={share} />
        </Suspense>
      )}
      {download && (
        <Suspense fallback={null}>
          <DownloadDialog key={String(download.id)} video={download} />
        </Suspense>
      )}
      {cardMenu && (
        <Suspense fallback={null}>
          <CardMenu key={cardMenu.seq} request={cardMenu} />
        </Suspense>
      )}
      {blockVideo && (
        <Suspense fallback={null}>
          <BlockVideoDialog key={blockVideo.id} video={blockVideo} />
        </Suspense>
      )}
      {banAccount && (
        <Suspense fallback={null}>
          <BanAccountDialog key={banAccount.name} account={banAccount} />
        </Suspense>
      )}
      {saveVideo && (
        <Suspense fallback={null}>
          <SaveToPlaylistDialog key={saveVideo.id} video={saveVideo} />
        </Suspense>
      )}
    </>
  );
}

export default contained(DialogsHost, 'DialogsHost');

import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/useT';
import { openReport } from '../../stores/dialogs/report-dialog';
import { $loggedIn } from '../../stores/session/user';

/** Props: the video to report. */
export interface ReportButtonProps {
  video: { id?: number; name?: string; duration?: number };
}

/** "Report" on the watch page (logged-in people; PeerTube needs an account to report). */
export default function ReportButton({ video }: ReportButtonProps) {
  const t = useT();
  const loggedIn = useStore($loggedIn);
  if (!loggedIn || video.id == null) return null;
  return (
    <button
      type="button"
      className="button"
      onClick={() => openReport({ kind: 'video', id: video.id!, name: video.name ?? '', duration: video.duration })}
    >
      {t('report.button', 'Report')}
    </button>
  );
}

import { useT } from '../../i18n/useT';
import './banner.css';

/** Shown while the browser is offline: the page may be the copy kept by the service worker. */
export default function OfflineNotice() {
  const t = useT();
  return (
    <p className="offline-notice" role="status">
      {t(
        'offline.notice',
        'You are offline. You are seeing the last saved version of this page; some content may be missing.',
      )}
    </p>
  );
}

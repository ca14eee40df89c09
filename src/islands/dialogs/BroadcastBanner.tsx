import { dismissBroadcast, type Broadcast } from '../../stores/broadcast';
import { useT } from '../../i18n/useT';
import { useMarkdown } from '../common/useMarkdown';
import './banner.css';

/** The instance's broadcast message: markdown rendered and sanitised at runtime, dismissable when the instance allows it. */
export default function BroadcastBanner({ broadcast }: { broadcast: Broadcast }) {
  const t = useT();
  // Most messages fit markdown-lite's subset: rendered at once, without loading marked + DOMPurify (~25 KB gzip).
  const html = useMarkdown(broadcast.message);
  return (
    <div className={`broadcast broadcast-${broadcast.level}`} role={broadcast.level === 'error' ? 'alert' : 'status'} data-level={broadcast.level}>
      {/* Only useMarkdown's output reaches innerHTML; until it is ready the text shows as is. */}
      {html === null ? <div className="broadcast-message">{broadcast.message}</div> : <div className="broadcast-message" dangerouslySetInnerHTML={{ __html: html }} />}
      {broadcast.dismissable && (
        <button type="button" className="icon-button broadcast-close" aria-label={t('broadcast.dismiss', 'Dismiss this message')} onClick={dismissBroadcast}>
          <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24"><path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" /></svg>
        </button>
      )}
    </div>
  );
}

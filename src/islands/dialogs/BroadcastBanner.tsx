import { useEffect, useState } from 'react';
import { dismissBroadcast, type Broadcast } from '../../stores/broadcast';
import { useT } from '../../i18n/useT';
import './banner.css';

/** The instance's broadcast message: markdown rendered and sanitised at runtime, dismissable when the instance allows it. */
export default function BroadcastBanner({ broadcast }: { broadcast: Broadcast }) {
  const t = useT();
  const [html, setHtml] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('../../lib/markdown').then((m) => m.renderMarkdown(broadcast.message)).then((out) => { if (live) setHtml(out); });
    return () => { live = false; };
  }, [broadcast.message]);
  return (
    <div className={`broadcast broadcast-${broadcast.level}`} role={broadcast.level === 'error' ? 'alert' : 'status'} data-level={broadcast.level}>
      {/* Only the sanitiser's output reaches innerHTML; until it is ready the text shows as is. */}
      {html === null ? <div className="broadcast-message">{broadcast.message}</div> : <div className="broadcast-message" dangerouslySetInnerHTML={{ __html: html }} />}
      {broadcast.dismissable && (
        <button type="button" className="icon-button broadcast-close" aria-label={t('broadcast.dismiss', 'Dismiss this message')} onClick={dismissBroadcast}>
          <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24"><path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" /></svg>
        </button>
      )}
    </div>
  );
}

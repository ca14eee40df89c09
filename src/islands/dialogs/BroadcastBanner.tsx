import { useEffect, useMemo, useState } from 'react';
import { dismissBroadcast, type Broadcast } from '../../stores/broadcast';
import { useT } from '../../i18n/useT';
import { renderMarkdownLite } from '../../lib/markdown-lite';
import './banner.css';

/** The instance's broadcast message: markdown rendered and sanitised at runtime, dismissable when the instance allows it. */
export default function BroadcastBanner({ broadcast }: { broadcast: Broadcast }) {
  const t = useT();
  // Most messages fit the lite renderer's subset: rendered at once, without loading marked + DOMPurify (~25 KB gzip).
  const lite = useMemo(() => renderMarkdownLite(broadcast.message), [broadcast.message]);
  const [full, setFull] = useState<{ source: string; html: string } | null>(null);
  useEffect(() => {
    if (lite !== null) return undefined;
    let live = true;
    const source = broadcast.message;
    void import('../../lib/markdown').then((m) => m.renderMarkdown(source)).then((html) => { if (live) setFull({ source, html }); });
    return () => { live = false; };
  }, [broadcast.message, lite]);
  // A full rendering of an older message is not shown for a new one: its text shows until its own rendering is ready.
  const html = lite ?? (full?.source === broadcast.message ? full.html : null);
  return (
    <div className={`broadcast broadcast-${broadcast.level}`} role={broadcast.level === 'error' ? 'alert' : 'status'} data-level={broadcast.level}>
      {/* Only the lite renderer's or the sanitiser's output reaches innerHTML; until the latter is ready the text shows as is. */}
      {html === null ? <div className="broadcast-message">{broadcast.message}</div> : <div className="broadcast-message" dangerouslySetInnerHTML={{ __html: html }} />}
      {broadcast.dismissable && (
        <button type="button" className="icon-button broadcast-close" aria-label={t('broadcast.dismiss', 'Dismiss this message')} onClick={dismissBroadcast}>
          <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24"><path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" /></svg>
        </button>
      )}
    </div>
  );
}

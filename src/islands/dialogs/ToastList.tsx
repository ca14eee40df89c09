import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $toasts, dismissToast, type ToastSeverity } from '../../stores/shell/toasts';
import { followToastLives, pauseToast, resumeToast } from '../../stores/shell/toast-life';
import { useT } from '../../i18n/useT';
import './toasts.css';

// Errors and warnings interrupt screen readers; the rest are announced politely.
const URGENT: ToastSeverity[] = ['error', 'warn'];

/** The toasts, top-right; hovering one pauses its timer. */
export default function ToastList() {
  const t = useT();
  const toasts = useStore($toasts);
  // Their lives run from now: those raised while this code was loading have not been seen yet.
  useEffect(() => followToastLives(), []);
  return (
    <div className="toasts">
      {toasts.map((m) => (
        <div
          key={m.id}
          className={`toast toast-${m.severity}${m.leaving ? ' toast-leaving' : ''}`}
          role={URGENT.includes(m.severity) ? 'alert' : 'status'}
          onMouseEnter={() => pauseToast(m.id)}
          onMouseLeave={() => resumeToast(m.id)}
        >
          <div className="toast-text">
            <p className="toast-summary">{m.summary}</p>
            {m.detail && <p className="toast-detail">{m.detail}</p>}
            {m.action && (
              <button
                type="button"
                className="button toast-action"
                onClick={() => {
                  dismissToast(m.id);
                  m.action!.run();
                }}
              >
                {m.action.label}
              </button>
            )}
          </div>
          {m.closable && (
            <button
              type="button"
              className="toast-close"
              aria-label={t('toast.close', 'Close')}
              onClick={() => dismissToast(m.id)}
            >
              <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
              </svg>
            </button>
          )}
        </div>
      ))}
    </div>
  );
}

import { useEffect, useId, useRef, type ReactNode } from 'react';
import { trackDialog } from './back-dismiss';

/** Props of the shared modal frame. */
export interface ModalProps {
  title: string;
  /** Called by Escape, browser back and the close button; without it the modal only closes through its own buttons. */
  onClose?: () => void;
  /** Browser back still dismisses a modal that Escape cannot (static modals): it calls this. */
  onBack?: () => void;
  /** Shows the × button. */
  closeButton?: boolean;
  closeLabel?: string;
  size?: 'medium' | 'large';
  id?: string;
  /** URL of the modal's history entry (quick settings keeps its parameter there). */
  historyUrl?: string;
  /** URL given to the entry beneath the modal's own (quick settings opened from its parameter loses it there). */
  baseUrl?: string;
  footer?: ReactNode;
  children: ReactNode;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** A centred modal on the native <dialog>: top layer, inert page, focus kept inside and given back on close. */
export default function Modal({ title, onClose, onBack, closeButton, closeLabel = 'Close', size = 'medium', id, historyUrl, baseUrl, footer, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const handlers = useRef({ onClose, onBack });
  handlers.current = { onClose, onBack };

  useEffect(() => {
    const dialog = ref.current!;
    const opener = document.activeElement as HTMLElement | null;
    dialog.showModal();
    if (baseUrl !== undefined) history.replaceState(history.state, '', baseUrl);
    const release = trackDialog(() => (handlers.current.onBack ?? handlers.current.onClose)?.(), historyUrl);
    return () => {
      release();
      if (dialog.open) dialog.close();
      if (opener && opener.isConnected && opener !== document.body) opener.focus();
    };
  }, []);

  function onKeyDown(event: React.KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') {
      // Static modals ignore Escape; others close through their own handler so the stores stay the truth.
      event.preventDefault();
      handlers.current.onClose?.();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = Array.from(ref.current!.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.offsetParent !== null || el === document.activeElement);
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && (document.activeElement === first || !ref.current!.contains(document.activeElement))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <dialog
      ref={ref}
      id={id}
      className={`modal modal-${size}`}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onCancel={(event) => event.preventDefault()}
    >
      <div className="modal-header">
        <h2 id={titleId} className="modal-title">{title}</h2>
        {closeButton && onClose && (
          <button type="button" className="icon-button modal-close" aria-label={closeLabel} onClick={onClose}>
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24"><path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" /></svg>
          </button>
        )}
      </div>
      <div className="modal-body">{children}</div>
      {footer && <div className="modal-footer">{footer}</div>}
    </dialog>
  );
}

import { useEffect, useId, useRef, type ReactNode } from 'react';
import { trackDialog } from './back-dismiss';

/** Props of the shared modal frame. */
export interface ModalProps {
  title: string;
  /** Called by Escape, browser back and the close button; without it the modal only closes through its own buttons. */
  onClose?: () => void;
  /** Static modals (false) ignore Escape even when they have a close button. */
  escapable?: boolean;
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

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab cycling inside the dialog (the native modal would let focus reach the browser's own UI). */
function trapTab(dialog: HTMLDialogElement, event: KeyboardEvent): void {
  const items = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => el.getClientRects().length > 0,
  );
  if (items.length === 0) return;
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !dialog.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/** A centred modal on the native <dialog>: top layer, inert page, focus kept inside and given back on close. */
export default function Modal({
  title,
  onClose,
  escapable = true,
  onBack,
  closeButton,
  closeLabel = 'Close',
  size = 'medium',
  id,
  historyUrl,
  baseUrl,
  footer,
  children,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const handlers = useRef({ onClose, onBack, escapable });
  handlers.current = { onClose, onBack, escapable };

  useEffect(() => {
    const dialog = ref.current!;
    const opener = document.activeElement as HTMLElement | null;
    let unmounting = false;
    // Escape is handled here, before the browser turns it into a close request that static modals could not refuse.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        if (handlers.current.escapable) handlers.current.onClose?.();
      } else if (event.key === 'Tab') {
        trapTab(dialog, event);
      }
    };
    // Any other native close (e.g. a repeated Escape) goes through the store, or is undone for static modals.
    const onNativeClose = () => {
      if (unmounting) return;
      if (handlers.current.onClose && handlers.current.escapable) handlers.current.onClose();
      else dialog.showModal();
    };
    dialog.addEventListener('keydown', onKeyDown);
    dialog.addEventListener('close', onNativeClose);
    dialog.showModal();
    if (baseUrl !== undefined) history.replaceState(history.state, '', baseUrl);
    const release = trackDialog(() => (handlers.current.onBack ?? handlers.current.onClose)?.(), historyUrl);
    return () => {
      unmounting = true;
      dialog.removeEventListener('keydown', onKeyDown);
      dialog.removeEventListener('close', onNativeClose);
      release();
      if (dialog.open) dialog.close();
      if (opener && opener.isConnected && opener !== document.body) opener.focus();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- opened once per mount; later props are read through handlers
  }, []);

  return (
    <dialog
      ref={ref}
      id={id}
      className={`modal modal-${size}`}
      aria-labelledby={titleId}
      onCancel={(event) => event.preventDefault()}
    >
      <div className="modal-header">
        <h2 id={titleId} className="modal-title">
          {title}
        </h2>
        {closeButton && onClose && (
          <button type="button" className="icon-button modal-close" aria-label={closeLabel} onClick={onClose}>
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        )}
      </div>
      <div className="modal-body">{children}</div>
      {footer && <div className="modal-footer">{footer}</div>}
    </dialog>
  );
}

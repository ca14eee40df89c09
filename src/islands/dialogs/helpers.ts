// The dialog API on `window.peertubeHelpers`, so the instance's custom JavaScript (config customizations) can use it,
// with PeerTube's plugin-helper names: showModal (custom modal), showConfirm and notifier.
import { confirm, type ConfirmRequest } from '../../stores/shell/confirm';
import { openCustomModal, type CustomModalOptions } from '../../stores/shell/custom-modal';
import { toast } from '../../stores/shell/toasts';

/** The helpers exposed to the instance's custom JavaScript. */
export const peertubeHelpers = {
  showModal: (options: CustomModalOptions) => openCustomModal(options),
  showConfirm: (request: ConfirmRequest) => confirm(request),
  notifier: {
    success: (summary: string, detail?: string) => toast({ severity: 'success', summary, detail }),
    info: (summary: string, detail?: string) => toast({ severity: 'info', summary, detail }),
    error: (summary: string, detail?: string) => toast({ severity: 'error', summary, detail }),
  },
};

declare global {
  interface Window {
    peertubeHelpers?: typeof peertubeHelpers;
  }
}

if (typeof window !== 'undefined') window.peertubeHelpers = peertubeHelpers;

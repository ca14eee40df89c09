// A dialog whose code could not be fetched (offline, a dropped connection): it closes, and the person is told as a
// request the network refused tells them, rather than a button that silently does nothing.
import { ApiError } from '../../api/errors';
import { toast } from '../shell/toasts';

/** Closes the dialog with `close` and says the server cannot be reached (once, however many failed together). */
export function dialogUnavailable(close?: () => void): void {
  close?.();
  toast({ severity: 'error', summary: new ApiError({ kind: 'network' }).message }, { dedupe: true });
}

/** The window event that hydrates the dialogs host (its `client:demand` value, dispatched by dialogs-start.ts). */
export const DIALOGS_EVENT = 'pt:dialogs';

// Whether the page is offline, for the offline notice: apart from the service worker's code
// (stores/shell/service-worker.ts, which sets it and loads once the page has settled).
import { atom } from 'nanostores';

/** Whether the page is offline, for the offline notice. */
export const $offline = atom<boolean>(typeof navigator !== 'undefined' ? !navigator.onLine : false);

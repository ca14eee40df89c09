import { atom, type WritableAtom } from 'nanostores';
import { ApiError } from '../../api/errors';

/** The state of data fetched from the API: what a list, a page or a widget renders from. */
export type Loadable<T> =
  | { status: 'idle'; data?: undefined; error?: undefined }
  | { status: 'loading'; data?: T; error?: undefined }
  | { status: 'ready'; data: T; error?: undefined }
  | { status: 'error'; error: ApiError; data?: T };

/** Turns anything thrown into an ApiError so every error state has a message to show. */
export function asApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError({ kind: 'parse', message: error instanceof Error ? error.message : String(error) });
}

/** A store plus its `load()`: concurrent loads share one request; a failed load keeps the last data. */
export function loadable<T>(fetcher: () => Promise<T>): {
  $store: WritableAtom<Loadable<T>>;
  load: () => Promise<void>;
} {
  const $store = atom<Loadable<T>>({ status: 'idle' });
  let running: Promise<void> | null = null;
  function load(): Promise<void> {
    // The static build renders islands once with no server to ask: a fetch there could only fail, and its error
    // state would be baked into the HTML every visitor sees first (and differ from the browser's first render).
    if (import.meta.env?.SSR) return Promise.resolve();
    running ??= (async () => {
      $store.set({ status: 'loading', data: $store.get().data });
      try {
        $store.set({ status: 'ready', data: await fetcher() });
      } catch (error) {
        $store.set({ status: 'error', error: asApiError(error), data: $store.get().data });
      } finally {
        running = null;
      }
    })();
    return running;
  }
  return { $store, load };
}

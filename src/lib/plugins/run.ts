// Running one hook's handlers, as PeerTube's PluginsManager.runHook + internalRunHook do: handlers in priority order
// (highest first, registration order among equals), each filter given the previous one's result and the call's
// params, awaited when it returns a promise; an action is told (params only) and not awaited; a handler that throws
// or rejects (or a filter that returns nothing) is reported and skipped, the value going on unchanged. Pure: the store keeps the handlers.
import { hookType } from './hooks';

/** One registered handler and who registered it (for the error report). */
export interface HookHandler {
  /** The plugin's name (PeerTube's `plugin.name`). */
  plugin: string;
  /** The client script that registered it (its path under the plugin). */
  script: string;
  handler: (...args: unknown[]) => unknown;
  priority: number;
}

/** Inserts a handler where PeerTube's sort would put it: after every handler of higher or equal priority. */
export function insertByPriority(list: HookHandler[], entry: HookHandler): HookHandler[] {
  const index = list.findIndex((h) => h.priority < entry.priority);
  return index === -1 ? [...list, entry] : [...list.slice(0, index), entry, ...list.slice(index)];
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  !!value && typeof (value as { then?: unknown }).then === 'function';

/**
 * Runs `handlers` for hook `name` on `value` with `params`; resolves to the filtered value (filters), or to `value`
 * itself (actions and statics). `onError` hears each failing handler; nothing a handler does rejects this promise.
 */
export async function runHandlers<T>(
  name: string,
  handlers: readonly HookHandler[],
  value: T,
  params: unknown,
  onError: (error: unknown, handler: HookHandler) => void,
): Promise<T> {
  const type = hookType(name);
  let result = value;
  for (const entry of handlers) {
    try {
      if (type === 'filter') {
        const out = entry.handler(result, params);
        const next = isThenable(out) ? await out : out;
        // PeerTube takes whatever a filter returns; a filter that returns nothing would leave the page without its
        // list or video, so that one is reported and the value goes on as it was.
        if (next === undefined && result !== undefined) onError(new Error(`Filter ${name} returned nothing`), entry);
        else result = next as T;
        continue;
      }
      const out = entry.handler(params);
      if (type === 'static') {
        if (isThenable(out)) await out;
      } else if (isThenable(out)) {
        // An action is not awaited, but its failure is still the plugin's, not an unhandled rejection of the page.
        Promise.resolve(out).then(undefined, (error) => onError(error, entry));
      }
    } catch (error) {
      onError(error, entry);
    }
  }
  return result;
}

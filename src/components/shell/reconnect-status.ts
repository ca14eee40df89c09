// Shows the shell's "Reconnecting…" (ReconnectStatus.astro) while the instance does not answer, and hides it as soon
// as it does (stores/instance/reachability.ts follows every API answer).
import type { ReadableAtom } from 'nanostores';

/** Follows `$reachable` in the page's status box; returns the unsubscribe. */
export function startReconnectStatus($reachable: ReadableAtom<boolean>, doc: Document = document): () => void {
  const text = doc.querySelector<HTMLElement>('[data-reconnect-status] > span');
  if (!text) return () => undefined;
  return $reachable.subscribe((reachable) => {
    text.hidden = reachable;
  });
}

// Whether the instance answers. A request that gets no answer (the server restarting: connection refused or dropped,
// a proxy's 502/503/504) marks it unreachable, and the shell says "Reconnecting…" (components/shell/reconnect-status.ts);
// the next answer of any request marks it reachable again. While it is unreachable a light probe (PeerTube's
// /api/v1/ping) asks again from time to time, so the status ends even on a page that sends nothing else.
import { atom } from 'nanostores';

/** Waits between the tries of an idempotent request the instance did not answer: about a minute in all, enough for a
 *  PeerTube restart; then the request fails as before (with its Retry). */
export const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 15000, 30000];

/** How long the probe waits between two rounds (each round is itself a request retried with the delays above). */
export const PROBE_PAUSE_MS = 5000;

/** False while the instance does not answer. */
export const $instanceReachable = atom(true);

let probe: (() => Promise<unknown>) | null = null;
let probing = false;

/** Sets the probe (a request to the instance whose answer reports itself through `reportReachability`). */
export function setReachabilityProbe(run: () => Promise<unknown>): void {
  probe = run;
}

async function probeUntilReachable(): Promise<void> {
  if (probing || !probe) return;
  probing = true;
  try {
    while (!$instanceReachable.get()) {
      await probe().catch(() => undefined);
      if (!$instanceReachable.get()) await new Promise((resolve) => setTimeout(resolve, PROBE_PAUSE_MS));
    }
  } finally {
    probing = false;
  }
}

/** What the API client saw: an answer (true) or none (false). */
export function reportReachability(reachable: boolean): void {
  if ($instanceReachable.get() === reachable) return;
  $instanceReachable.set(reachable);
  if (!reachable) void probeUntilReachable();
}

// Browser back closes the top dialog instead of leaving the page: each open dialog owns one history entry.
const stack: Array<{ id: number; close: () => void }> = [];
let seq = 0;
let ignoredPops = 0;
let listening = false;

function onPopState(): void {
  if (ignoredPops > 0) {
    ignoredPops--;
    return;
  }
  stack.pop()?.close();
}

/** Adds a history entry for an open dialog (optionally with its own URL); returns the release to call when it closes. */
export function trackDialog(close: () => void, url?: string): () => void {
  if (!listening) {
    addEventListener('popstate', onPopState);
    listening = true;
  }
  const id = ++seq;
  history.pushState({ ...(history.state ?? {}), ptDialog: id }, '', url);
  stack.push({ id, close });
  return () => {
    const index = stack.findIndex((entry) => entry.id === id);
    if (index >= 0) stack.splice(index, 1);
    // Closed by a button: drop our entry so back then leaves the page as expected.
    if (history.state?.ptDialog === id) {
      ignoredPops++;
      history.back();
    }
  };
}

// `client:demand="<event>"`: an island the page asks for (the dialogs host). It hydrates once the page dispatches that
// window event, or at once when the page asked before the island was there (window.__ptDemanded[<event>]: the shell's
// script and the island's directive may run in either order behind the paint gate). Astro inlines this file into each
// page that uses it (src/build/directives-integration.mjs): it imports nothing of the app.
import type { ClientDirective } from 'astro';

declare global {
  interface Window {
    __ptDemanded?: Record<string, boolean>;
  }
}

/** Hydrates on the page's demand (opts.value names the event). */
const demandDirective: ClientDirective = (load, opts) => {
  const name = String(opts.value);
  const wait = () => window.addEventListener(name, hydrate, { once: true });
  // Its code not fetched (offline, a dropped connection): the page's next demand fetches it again, instead of every
  // later toast and dialog staying quiet until a reload.
  const hydrate = () =>
    void load().then(
      (hydrator) => hydrator(),
      () => {
        delete window.__ptDemanded?.[name];
        wait();
      },
    );
  if (window.__ptDemanded?.[name]) hydrate();
  else wait();
};

export default demandDirective;

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrates when the page dispatches this window event (src/lib/demand-directive.ts). */
    'client:demand'?: string;
  }
}

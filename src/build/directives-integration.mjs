// Astro integration: the project's own client directives, for islands that must not load on every page view.
//  - `client:session` (src/lib/session-directive.ts): islands only people with a session see (the header's account
//    area): visitors' pages carry the island's markup but never its JavaScript.
//  - `client:demand` (src/lib/demand-directive.ts): islands the page asks for (the dialogs host, hydrated the first
//    time a dialog, toast, warning or card menu is wanted: components/dialogs/dialogs-start.ts). A hydrated island,
//    not a dynamic import from the shell's script: Astro puts the CSS of everything a page script can import, lazily
//    or not, into the page, and the dialogs' styles would then weigh on every page's first load.
// Both wait for the paint gate like Astro's own (components/EarlyFetch.astro).
import { fileURLToPath } from 'node:url';

/** Registers `client:session` and `client:demand`. */
export function clientDirectives() {
  return {
    name: 'client-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'session',
          entrypoint: fileURLToPath(new URL('../lib/session-directive.ts', import.meta.url)),
        });
        addClientDirective({
          name: 'demand',
          entrypoint: fileURLToPath(new URL('../lib/demand-directive.ts', import.meta.url)),
        });
      },
    },
  };
}

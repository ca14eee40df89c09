// Astro integration: the `client:session` directive (src/lib/session-directive.ts), for islands only people with a
// session see: visitors' pages then carry the island's markup but never its JavaScript.
import { fileURLToPath } from 'node:url';

/** Registers `client:session`. */
export function sessionDirective() {
  return {
    name: 'session-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'session', entrypoint: fileURLToPath(new URL('../lib/session-directive.ts', import.meta.url)) });
      },
    },
  };
}

// Astro integration: the `client:demand` directive (demand-directive.js). The dialogs host hydrates with it the first
// time a dialog, toast, warning or card menu is asked for (components/dialogs/dialogs-start.ts), not on every page load.
// A hydrated island, not a dynamic import from the shell's script: Astro puts the CSS of everything a page script can
// import, lazily or not, into the page, and the dialogs' styles would then weigh on every page's first load.

/** The integration that adds `client:demand`. */
export function demandDirective() {
  return {
    name: 'demand-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'demand', entrypoint: './src/build/demand-directive.js' });
      },
    },
  };
}

/// <reference types="astro/client" />

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrates when the page dispatches this window event (src/build/demand-directive.js). */
    'client:demand'?: string;
  }
}

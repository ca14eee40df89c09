// Static export: every route is prerendered HTML; React islands hydrate where people interact.
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { hostRules } from './src/build/host-rules-integration.mjs';
import { preloadIslands } from './src/build/preload-integration.mjs';
import { clientDirectives } from './src/build/directives-integration.mjs';
import { i18nCatalogs } from './src/build/i18n-integration.mjs';
import { entryFileNames, fewerEntryFiles, manualChunks } from './src/build/chunks.mjs';
import AstroPWA from '@vite-pwa/astro';
import { shellManifest } from './src/build/sw-shell.mjs';
import { painterFiles } from './src/build/painter-script.mjs';
import { precompress } from './src/build/precompress.mjs';

const instancePort = Number(process.env.INSTANCE_PORT || 4322);

export default defineConfig({
  output: 'static',
  // Parallel local test runs build into their own folders (OUT_DIR); the default is dist/.
  outDir: process.env.OUT_DIR || './dist',
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'auto' },
  integrations: [
    react(),
    hostRules(),
    preloadIslands(),
    clientDirectives(),
    fewerEntryFiles(),
    i18nCatalogs(),
    painterFiles(),
    AstroPWA({
      // Our own worker (src/sw/sw.js: what it caches and when, issue #34); src/stores/shell/service-worker.ts registers
      // /sw.js itself (strategies and error codes of SPEC §8) once the page is idle; no manifest, no injected script.
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.js',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // Only the shell is installed (src/build/sw-shell.mjs); everything else is cached as it is first used.
        globPatterns: ['_astro/*.{js,css}', 'offline/index.html'],
        manifestTransforms: [shellManifest(process.env.OUT_DIR || './dist')],
        rollupFormat: 'iife',
      },
    }),
    // Last: the compressed twins of every file the others wrote (src/build/precompress.mjs).
    precompress(),
  ],
  prefetch: false,
  devToolbar: { enabled: false },
  server: { host: '127.0.0.1', port: 4321 },
  vite: {
    // Fewer, larger files for what every page loads anyway (src/build/chunks.mjs says why).
    build: {
      rollupOptions: { output: { manualChunks, entryFileNames } },
      sourcemap: process.env.SOURCEMAP === '1',
      // Terser, two passes, not esbuild's minifier: every page's JavaScript ~1.9 KB (gzip) smaller, most of it React's
      // (vendor 70.2 → 69.1 KB), for a longer build (28 → 41–54 s here). The inline head scripts and the painters are
      // still esbuild's (src/build/painter-script.mjs).
      minify: 'terser',
      terserOptions: { compress: { passes: 2 }, module: true },
    },
    // The embed loads PeerTube's P2P loader as a file of its own (`?worker&url`: bundled apart, its address known), an
    // ES module it imports on play: no dynamic import of the app's, whose preload helper lives in the shell's chunk.
    // Vite bundles a worker without its exports (a worker is not imported): these files are, so they keep them.
    worker: {
      format: 'es',
      plugins: () => [{ name: 'keep-exports', options: (o) => ({ ...o, preserveEntrySignatures: 'strict' }) }],
    },
    // `astro dev`: the API and realtime socket come from the local instance (npm run dev starts it).
    server: {
      proxy: {
        '/api': `http://127.0.0.1:${instancePort}`,
        '/static': `http://127.0.0.1:${instancePort}`,
        '/lazy-static': `http://127.0.0.1:${instancePort}`,
        '/client/locales': `http://127.0.0.1:${instancePort}`,
        '/socket.io': { target: `ws://127.0.0.1:${instancePort}`, ws: true },
      },
    },
  },
});

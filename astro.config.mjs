// Static export: every route is prerendered HTML; React islands hydrate where people interact.
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { hostRules } from './src/build/host-rules-integration.mjs';
import { preloadIslands } from './src/build/preload-integration.mjs';
import { clientDirectives } from './src/build/directives-integration.mjs';
import { i18nCatalogs } from './src/build/i18n-integration.mjs';
import { entryFileNames, fewerEntryFiles, manualChunks } from './src/build/chunks.mjs';
import AstroPWA from '@vite-pwa/astro';

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
    AstroPWA({
      // src/stores/service-worker.ts registers /sw.js itself (strategies and error codes of SPEC §8); no manifest, no injected script.
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      workbox: {
        // Assets are precached; pages are kept as they are visited (network first), so the shell and last pages work offline.
        globPatterns: ['**/*.{js,css,svg,png,ico,woff2}'],
        navigateFallback: null,
        clientsClaim: true,
        runtimeCaching: [
          {
            urlPattern: ({ request }) => request.mode === 'navigate',
            handler: 'NetworkFirst',
            options: { cacheName: 'pages', networkTimeoutSeconds: 5, expiration: { maxEntries: 50 } },
          },
          // Catalog files are named after their content (src/build/i18n-integration.mjs): once fetched, kept.
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/i18n/'),
            handler: 'CacheFirst',
            options: { cacheName: 'i18n', expiration: { maxEntries: 60 } },
          },
          // The manifest too: network first keeps the instance's own name (a precached copy would pin the static one).
          {
            urlPattern: ({ url }) =>
              ['/api/v1/config', '/client-settings.json', '/manifest.webmanifest'].includes(url.pathname),
            handler: 'NetworkFirst',
            options: { cacheName: 'shell-data', networkTimeoutSeconds: 5 },
          },
        ],
      },
    }),
  ],
  prefetch: false,
  devToolbar: { enabled: false },
  server: { host: '127.0.0.1', port: 4321 },
  vite: {
    // Fewer, larger files for what every page loads anyway (src/build/chunks.mjs says why).
    build: { rollupOptions: { output: { manualChunks, entryFileNames } }, sourcemap: process.env.SOURCEMAP === '1' },
    // The embed loads PeerTube's P2P loader as a file of its own (`?worker&url`: bundled apart, its address known), an
    // ES module it imports on play: no dynamic import of the app's, whose preload helper lives in the shell's chunk.
    worker: { format: 'es' },
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

// Static export: every route is prerendered HTML; React islands hydrate where people interact.
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { hostRules } from './src/routing/host-rules-integration.mjs';

const instancePort = Number(process.env.INSTANCE_PORT || 4322);

export default defineConfig({
  output: 'static',
  // Parallel local test runs build into their own folders (OUT_DIR); the default is dist/.
  outDir: process.env.OUT_DIR || './dist',
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'auto' },
  integrations: [react(), hostRules()],
  prefetch: false,
  devToolbar: { enabled: false },
  server: { host: '127.0.0.1', port: 4321 },
  vite: {
    // `astro dev`: the API and realtime socket come from the local instance (npm run dev starts it).
    server: {
      proxy: {
        '/api': `http://127.0.0.1:${instancePort}`,
        '/static': `http://127.0.0.1:${instancePort}`,
        '/lazy-static': `http://127.0.0.1:${instancePort}`,
        '/socket.io': { target: `ws://127.0.0.1:${instancePort}`, ws: true },
      },
    },
  },
});

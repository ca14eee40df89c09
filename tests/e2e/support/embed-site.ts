// Another site that embeds our player: a real server on another port (another origin) whose page loads PeerTube's
// own embed API client (@peertube/embed-api, CommonJS, with a tiny require). It must be a real local server:
// Chromium's local-network checks refuse to let a page with no address (or a public one) frame a loopback address.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test, type Page } from '@playwright/test';

const read = (path: string) => readFileSync(new URL(`../../../node_modules/${path}`, import.meta.url), 'utf8');

/** Registers the site's server for the file's tests; `open` shows `body` (e.g. an <iframe>) there with window.PeerTubePlayer. */
export function embeddingSite(): { open: (page: Page, body: string) => Promise<void> } {
  let site: Server;
  let html = '';
  let origin = '';
  test.beforeAll(async () => {
    site = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(html);
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  });
  test.afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));
  return {
    async open(page, body) {
      const modules = {
        jschannel: read('jschannel/src/jschannel.js'),
        './events': read('@peertube/embed-api/dist/events.js'),
        player: read('@peertube/embed-api/dist/player.js'),
      };
      html = `<!doctype html><html><body><h1>A blog</h1>${body}<script>
        const sources = ${JSON.stringify(modules).replace(/</g, '\\u003c')};
        const cache = {};
        function load(name) {
          if (cache[name]) return cache[name].exports;
          const module = (cache[name] = { exports: {} });
          new Function('module', 'exports', 'require', sources[name])(module, module.exports, load);
          return module.exports;
        }
        window.PeerTubePlayer = load('player').PeerTubePlayer;
      </script></body></html>`;
      await page.goto(`${origin}/a-blog-post`);
    },
  };
}

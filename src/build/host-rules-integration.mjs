// Astro integration: applies the route rules in `astro dev` and writes them for static hosts at build.
import { readdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { redirectTarget, rewriteFor, netlifyHeaders, netlifyRedirects, nginxSnippet } from '../routing/rules.mjs';
import { nginxPeerTubeSnippet } from '../routing/nginx-peertube.mjs';
import { notedPreloads, preloadRules, PRELOADS_FILE } from '../routing/preload.mjs';
import { netlifyFrameRules } from '../routing/frame-rules.mjs';
import {
  CATALOGS_FILE,
  languageRules,
  nginxCatalogHeader,
  nginxCatalogVariable,
  notedCatalogs,
} from '../routing/catalog-preload.mjs';
import { LANGUAGE_CODES } from '../i18n/languages.ts';

const VITE_PATHS = /^\/@(react-refresh|vite\/|id\/|fs\/)/;

/**
 * Dev middleware + build output from src/routing/rules.mjs: `_redirects`, `_headers` and `nginx.conf` (the client on
 * its own domain) and `nginx.peertube.conf` (the client on the PeerTube instance's domain, in front of its server).
 */
export function hostRules() {
  return {
    name: 'host-rules',
    hooks: {
      'astro:server:setup': ({ server }) => {
        server.middlewares.use((req, res, next) => {
          const url = new URL(req.url, 'http://dev');
          // Vite's own modules (/@react-refresh, /@vite/client, /@id/…, /@fs/…) look like /@name handles.
          if (VITE_PATHS.test(url.pathname)) return next();
          const target = redirectTarget(url.pathname, url.search);
          if (target) {
            res.writeHead(301, { Location: target });
            return res.end();
          }
          const file = rewriteFor(url.pathname);
          if (file) req.url = file + url.search;
          next();
        });
      },
      'astro:build:done': async ({ dir }) => {
        const out = fileURLToPath(dir);
        await writeFile(out + '_redirects', netlifyRedirects());
        // Frame rules name the built pages' folders (frame-rules.mjs says why).
        const folders = (path) =>
          readdirSync(out + path, { withFileTypes: true })
            .filter((entry) => entry.isDirectory())
            .map((entry) => entry.name);
        await writeFile(out + '_headers', netlifyHeaders() + netlifyFrameRules(folders).join('\n') + '\n');
        // The pages' catalog files and how a request names its language (src/routing/catalog-preload.mjs): both nginx
        // snippets preload the file (the catalogs are on the client's own origin), and the local instance.
        const catalogs = { languages: languageRules(LANGUAGE_CODES), pages: notedCatalogs() };
        await writeFile(out + CATALOGS_FILE, JSON.stringify(catalogs, null, 1) + '\n');
        await writeFile(
          out + 'nginx.conf',
          nginxSnippet({ variables: nginxCatalogVariable(catalogs), pageHeaders: nginxCatalogHeader(catalogs) }),
        );
        // The pages' preloadable first requests, as the pages were rendered (src/routing/preload.mjs): the local
        // instance reads the table, the same-domain nginx snippet carries it (the client's own domain cannot: the API
        // is on another origin, known only at run time).
        const preloads = notedPreloads();
        await writeFile(out + PRELOADS_FILE, JSON.stringify(preloads, null, 1) + '\n');
        await writeFile(out + 'nginx.peertube.conf', nginxPeerTubeSnippet(preloadRules(preloads), catalogs));
      },
    },
  };
}

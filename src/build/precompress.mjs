// Astro integration: every text file the site serves gets its compressed twins beside it, `{file}.gz` (gzip level 9)
// and `{file}.br` (Brotli), written once at build. A host sends the smallest one the browser accepts without
// compressing anything itself: nginx's `gzip_static` (both generated snippets turn it on; its module is in Debian's
// nginx-light, nginx-core and nginx.org's packages) and `brotli_static` (ngx_brotli, optional: see README). Why: the
// same-domain deployment sits in PeerTube's server block, whose template compresses on the fly at gzip level 2 —
// 117 KB for the notifications page's code that is 108 KB at level 9 and 94 KB in Brotli, every visit. CDNs
// (Cloudflare, Netlify) compress by themselves and ignore the twins.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** What a host compresses: the pages, code, styles, catalogs, manifests and the route tables it may serve. */
const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|webmanifest|xml|txt)$/;
/** The runtime setting an administrator edits in the built site (README, "On a domain of its own"): nginx's
 *  gzip_static would go on sending a twin of the file as it was built. */
const EDITED = /(^|\/)client-settings\.json$/;
/** nginx compresses nothing shorter (PeerTube's template's `gzip_min_length`): a twin would save no packet. */
const MIN_BYTES = 1000;
/** Brotli's best quality (11) where every visitor's pages pay: the pages, code and styles (~4 MB, ~7 % smaller than
 *  at 9). The 38 languages' catalogs (33 MB, of which a visitor loads a few files of one language) at 5: within 1 % of
 *  9's bytes at a tenth of its time; at 11 they took a minute of each build on two cores. */
const quality = (path) => (/(^|\/)i18n\//.test(path) ? 5 : 11);

/** zlib's Brotli options for the twin of the file at `path` (`size` bytes): also the bench front's (scripts/
 *  bench-measure.mjs), which sends Brotli as a host sending these twins does. */
export const brotliOptions = (path, size) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: quality(path),
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});

const gzipFile = promisify(gzip);
const brotliFile = promisify(brotliCompress);

/** The files under `dir` (relative paths) a host serves compressed. */
async function compressible(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = [];
  for (const entry of entries) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name) || EDITED.test(entry.name)) continue;
    const path = join(entry.parentPath ?? entry.path, entry.name);
    if ((await stat(path)).size >= MIN_BYTES) files.push(path);
  }
  return files;
}

/** Writes `{file}.gz` and `{file}.br` beside `file`, each only when smaller than it. */
export async function precompressFile(file, relative = file) {
  const body = await readFile(file);
  const [gz, br] = await Promise.all([
    gzipFile(body, { level: 9 }),
    brotliFile(body, brotliOptions(relative, body.length)),
  ]);
  if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
  if (br.length < body.length) await writeFile(`${file}.br`, br);
}

/** Compresses every compressible file of `dir`, a few at a time (zlib works on libuv's threads). */
export async function precompressDir(dir) {
  const files = await compressible(dir);
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++];
      await precompressFile(file, file.slice(dir.length));
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return files.length;
}

/** The integration; last in astro.config.mjs, after every other one has written its files (the service worker too). */
export function precompress() {
  return {
    name: 'precompress',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const started = Date.now();
        const count = await precompressDir(fileURLToPath(dir));
        logger.info(`${count} files compressed (.gz, .br) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      },
    },
  };
}

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shellFiles, shellManifest } from '../../../src/build/sw-shell.mjs';

function site(files: Record<string, string>): string {
  const dist = mkdtempSync(join(tmpdir(), 'sw-shell-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), text);
  }
  return dist;
}

const island = (component: string, client: string) =>
  `<astro-island component-url="${component}" renderer-url="/_astro/client.js" client="${client}"></astro-island>`;

/** A built site: the offline page with the shared shell, and chunks only other pages or later actions load. */
const dist = site({
  'offline/index.html':
    '<html><head><link rel="stylesheet" href="/_astro/shared.css"></head><body>' +
    `<script type="module" src="/_astro/boot.js"></script>${island('/_astro/DialogsHost.js', 'demand')}` +
    `${island('/_astro/HeaderActions.js', 'session')}</body></html>`,
  '_astro/shared.css': 'body{margin:0}',
  '_astro/boot.js': 'import"./vendor.js";',
  '_astro/vendor.js': 'export const v=1;',
  '_astro/client.js': 'export const r=2;',
  '_astro/DialogsHost.js':
    'import"./vendor.js";const o=()=>import("./OfflineNotice.js"),t=()=>import("./ToastList.js"),s=()=>import("./ShareDialog.js");',
  '_astro/OfflineNotice.js': 'import"./vendor.js";',
  '_astro/ToastList.js': 'import"./vendor.js";',
  '_astro/ShareDialog.js': 'import"./qr.js";',
  '_astro/qr.js': 'export const q=3;',
  '_astro/HeaderActions.js': 'export const h=4;',
  '_astro/AdminUsers.js': 'export const a=5;',
  '_astro/fr.js': 'export const fr={};',
  '_astro/hls.light.js': 'export const hls=6;',
});

describe('the service worker shell (issue #34)', () => {
  it('is the offline page with its CSS, its scripts and the dialog host’s offline notice and toasts', () => {
    expect(shellFiles(dist).sort()).toEqual(
      [
        '/offline/',
        '/_astro/shared.css',
        '/_astro/boot.js',
        '/_astro/vendor.js',
        '/_astro/client.js',
        '/_astro/DialogsHost.js',
        '/_astro/OfflineNotice.js',
        '/_astro/ToastList.js',
      ].sort(),
    );
  });

  it('keeps only the shell of the build’s files: no other page’s, signed-in, admin, player or language code', async () => {
    const all = [
      'offline/index.html',
      '_astro/shared.css',
      '_astro/boot.js',
      '_astro/vendor.js',
      '_astro/client.js',
      '_astro/DialogsHost.js',
      '_astro/OfflineNotice.js',
      '_astro/ToastList.js',
      '_astro/ShareDialog.js',
      '_astro/qr.js',
      '_astro/HeaderActions.js',
      '_astro/AdminUsers.js',
      '_astro/fr.js',
      '_astro/hls.light.js',
    ].map((url) => ({ url, revision: `r-${url}`, size: 10 }));
    const { manifest, warnings } = await shellManifest(dist)(all);
    expect(warnings).toEqual([]);
    expect(manifest.map((e: { url: string }) => e.url).sort()).toEqual(shellFiles(dist).sort());
    // The offline page is revalidated by its revision; hashed files need none.
    expect(manifest.find((e: { url: string }) => e.url === '/offline/')).toMatchObject({
      revision: 'r-offline/index.html',
    });
    expect(manifest.find((e: { url: string }) => e.url === '/_astro/vendor.js')).toMatchObject({ revision: null });
  });
});

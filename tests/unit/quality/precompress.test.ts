// @vitest-environment node
import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../src/build/precompress.mjs';

/** Text that compresses, `size` bytes. */
const text = (size: number) => 'const a = "video";\n'.repeat(Math.ceil(size / 19)).slice(0, size);

let site = '';
afterEach(() => rmSync(site, { recursive: true, force: true }));

describe('the compressed twins of the build (src/build/precompress.mjs)', () => {
  it('writes .gz and .br beside what a host serves, each the file once decompressed; not beside images, short files, or the settings an administrator edits', async () => {
    site = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(site, '_astro'));
    mkdirSync(join(site, 'i18n', 'fr-FR'), { recursive: true });
    mkdirSync(join(site, 'videos', 'browse'), { recursive: true });
    const files = {
      '_astro/vendor.abc.js': text(50_000),
      '_astro/page.abc.css': text(3_000),
      'videos/browse/index.html': `<!doctype html>${text(9_000)}`,
      'i18n/fr-FR/shell.abc.json': text(20_000),
      '_astro/tiny.abc.js': text(400),
      'client-settings.json': JSON.stringify({ instanceUrl: 'https://video.example', note: text(2_000) }),
      '_astro/logo.abc.png': text(5_000),
    };
    for (const [path, body] of Object.entries(files)) writeFileSync(join(site, path), body);

    await precompressDir(`${site}/`);

    for (const path of [
      '_astro/vendor.abc.js',
      '_astro/page.abc.css',
      'videos/browse/index.html',
      'i18n/fr-FR/shell.abc.json',
    ]) {
      const original = readFileSync(join(site, path));
      const gz = readFileSync(join(site, `${path}.gz`));
      const br = readFileSync(join(site, `${path}.br`));
      expect(gunzipSync(gz).equals(original), path).toBe(true);
      expect(brotliDecompressSync(br).equals(original), path).toBe(true);
      expect(br.length, path).toBeLessThan(original.length / 4);
    }
    const twins = (dir: string) => readdirSync(join(site, dir)).filter((name) => /\.(gz|br)$/.test(name));
    expect(twins('_astro').sort()).toEqual(
      ['vendor.abc.js.br', 'vendor.abc.js.gz', 'page.abc.css.br', 'page.abc.css.gz'].sort(),
    );
    expect(twins('.')).toEqual([]);
  });
});

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkBudgets, importsOf, measurePage } from '../../../scripts/budget.mjs';
import { createGraph } from '../../../src/build/chunk-graph.mjs';
import { GATE_MARKER, gatePage, minifyInlineScripts, preloadLinks } from '../../../src/build/preload-integration.mjs';
import { pageEntries } from '../../../src/build/chunk-graph.mjs';

function site(files: Record<string, string>): string {
  const dist = mkdtempSync(join(tmpdir(), 'budget-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), text);
  }
  return dist;
}

const page = (body: string, head = '') =>
  `<!doctype html><html><head><style>body{margin:0}</style>${head}</head><body>${body}</body></html>`;
const island = (component: string, client: string) =>
  `<astro-island component-url="${component}" renderer-url="/_astro/client.js" client="${client}" opts="{&quot;name&quot;:&quot;X&quot;}"></astro-island>`;

describe('size budget check', () => {
  it('separates static from dynamic imports in built chunks', () => {
    const code = 'import{a as b}from"./a.js";import"./b.js";export{c}from"./c.js";const d=()=>import("./d.js");';
    expect(importsOf(code)).toEqual({ statics: ['./a.js', './b.js', './c.js'], dynamics: ['./d.js'] });
  });

  it('counts module scripts, hydrated islands and their static imports, but not lazy chunks', () => {
    const dist = site({
      'videos/browse/index.html': page(
        `<script type="module" src="/_astro/boot.js"></script>${island('/_astro/Grid.js', 'visible')}`,
      ),
      '_astro/boot.js': 'import"./shared.js";const s=()=>import("./socket.js");',
      '_astro/shared.js': 'export const x=1;'.repeat(50),
      '_astro/Grid.js': 'import{x}from"./shared.js";',
      '_astro/client.js': 'export const r=2;',
      '_astro/socket.js': 'const p="/socket.io";'.repeat(500),
    });
    const measured = measurePage(dist, '/videos/browse');
    expect(measured.eagerFiles!.sort()).toEqual([
      '/_astro/Grid.js',
      '/_astro/boot.js',
      '/_astro/client.js',
      '/_astro/shared.js',
    ]);
    expect(measured.offenders).toEqual([]);
    expect(measured.blocking).toEqual([]);
  });

  it('reports lazy-only code loaded eagerly, render-blocking scripts and missing pages as breaches', () => {
    const dist = site({
      'videos/browse/index.html': page(
        `<script type="module" src="/_astro/boot.js"></script>`,
        '<script src="/legacy.js"></script>',
      ),
      '_astro/boot.js': 'import"./io.js";',
      '_astro/io.js': 'const p="/socket.io";',
    });
    const { breaches } = checkBudgets(dist);
    expect(breaches.join('\n')).toMatch(/render-blocking scripts: 1/);
    expect(breaches.join('\n')).toMatch(/socket\.io-client in \/_astro\/io\.js/);
    expect(breaches.join('\n')).toMatch(/\/w\/_\/ built: missing/);
  });

  it('counts the player chunks the watch island imports lazily against the watch budget', () => {
    const big = Array.from({ length: 60000 }, (_, i) => `v${i}=${(i * 7919) % 104729};`).join('');
    const dist = site({
      'videos/browse/index.html': page(''),
      '404.html': page(''),
      'w/_/index.html': page(island('/_astro/Watch.js', 'load')),
      '_astro/Watch.js': 'const h=()=>import("./hls.js");',
      '_astro/client.js': '',
      '_astro/hls.js': `const e="hlsManifestParsed";${big}`,
    });
    const { rows } = checkBudgets(dist);
    const watch = rows.find((r: { check: string }) => r.check.startsWith('watch: JS'));
    expect(parseFloat(watch.actual)).toBeGreaterThan(100);
    expect(rows.find((r: { check: string }) => r.check.startsWith('watch: socket')).result).toBe('ok');
  });

  it("holds the framework chunk (React DOM's, named vendor) to its own budget", () => {
    const big = Array.from({ length: 60000 }, (_, i) => `v${i}=${(i * 7919) % 104729};`).join('');
    const framework = (files: Record<string, string>) =>
      checkBudgets(site({ 'videos/browse/index.html': page(''), ...files })).rows.find((r: { check: string }) =>
        r.check.startsWith('framework:'),
      );
    expect(framework({ '_astro/vendor.B1l6Otzc.js': big })).toMatchObject({ result: 'OVER' });
    expect(framework({ '_astro/vendor.B1l6Otzc.js': 'export const v=1;' })).toMatchObject({
      result: 'ok',
      note: '_astro/vendor.B1l6Otzc.js',
    });
    expect(framework({})).toMatchObject({ actual: 'missing', result: 'OVER' });
  });

  it('reports chunks that import each other (a cycle runs a module before one it needs)', () => {
    const files = {
      'videos/browse/index.html': page(''),
      'w/_/index.html': page(''),
      '_astro/vendor.js': 'import{g}from"./shell.js";export const v=1;',
      '_astro/shell.js': 'import{v}from"./vendor.js";import"./shell.js";export const g=2;',
      '_astro/lists.js': 'import{v}from"./vendor.js";',
    };
    const { rows, breaches } = checkBudgets(site(files));
    expect(rows.find((r: { check: string }) => r.check.startsWith('chunks importing')).actual).toBe('1');
    expect(breaches.join()).toContain('/_astro/vendor.js → /_astro/shell.js → /_astro/vendor.js');
    const fixed = checkBudgets(site({ ...files, '_astro/vendor.js': 'export const v=1;' }));
    expect(fixed.rows.find((r: { check: string }) => r.check.startsWith('chunks importing')).result).toBe('ok');
  });
});

describe('modulepreload links', () => {
  it('name every static import of the module scripts and first islands, biggest first, and nothing lazy or idle', () => {
    const dist = site({
      '_astro/boot.js': 'import"./shared.js";const s=()=>import("./socket.js");',
      '_astro/shared.js': 'export const x=1;',
      '_astro/Grid.js': 'import{x}from"./shared.js";import"./vendor.js";',
      '_astro/Menu.js': 'import"./menu-only.js";',
      '_astro/menu-only.js': '',
      '_astro/vendor.js': Array.from({ length: 3000 }, (_, i) => `v${i}=${(i * 7919) % 104729};`).join(''),
      '_astro/client.js': 'import"./vendor.js";',
      '_astro/socket.js': '',
    });
    const html = page(
      `${island('/_astro/Grid.js', 'load')}${island('/_astro/Menu.js', 'idle')}<script type="module" src="/_astro/boot.js"></script>`,
    );
    const hrefs = [...preloadLinks(html, createGraph(dist)).matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    expect(hrefs[0]).toBe('/_astro/vendor.js');
    expect(hrefs.sort()).toEqual([
      '/_astro/Grid.js',
      '/_astro/boot.js',
      '/_astro/client.js',
      '/_astro/shared.js',
      '/_astro/vendor.js',
    ]);
    expect(preloadLinks(page(island('/_astro/Menu.js', 'idle')), createGraph(dist))).toBe('');
  });
});

describe("the paint gate's list (pages painted before the framework)", () => {
  const dist = () =>
    site({
      '_astro/EarlyGrid.astro_astro_type_script_index_0_lang.X1.js': 'import{p as a}from"./early.js";document.title=a;',
      '_astro/early.js': 'export const p="painted";',
      '_astro/boot.js': 'import"./vendor.js";import"./early.js";',
      '_astro/Grid.js': 'import"./vendor.js";',
      '_astro/client.js': 'import"./vendor.js";',
      '_astro/vendor.js': Array.from({ length: 3000 }, (_, i) => `v${i}=${(i * 7919) % 104729};`).join(''),
    });
  const html = page(
    `${island('/_astro/Grid.js', 'only')}<main><ul data-early-grid></ul></main>`,
    `${GATE_MARKER}<script>/* EarlyFetch */</script><script type="module" src="/_astro/EarlyGrid.astro_astro_type_script_index_0_lang.X1.js"></script><script type="module" src="/_astro/boot.js"></script>`,
  );

  it('puts the painter in the page with what it imports, and lists every other script and chunk for the gate', async () => {
    const out = await gatePage(html, createGraph(dist()));
    // The painter runs from the page itself (no request), bundled with its imports, as a classic script right after
    // what it paints (<main>'s end: no wait for the rest of the document); the boot script is out of the HTML.
    expect(out).not.toContain('src="/_astro/EarlyGrid.astro_astro_type_script_index_0_lang.X1.js"');
    const inline = [...out.matchAll(/<script>([\s\S]*?)<\/script>/g)]
      .map((m) => m[1])
      .filter((code) => code.includes('painted'));
    expect(inline).toHaveLength(1);
    expect(inline[0]).not.toMatch(/\b(import|export)\b/);
    expect(out.indexOf(inline[0])).toBeGreaterThan(out.indexOf('<main>'));
    expect(out.indexOf(inline[0])).toBeLessThan(out.indexOf('</main>'));
    expect(out).not.toContain('<script type="module" src="/_astro/boot.js">');
    expect(out).not.toContain('rel="modulepreload"');
    const list = JSON.parse(out.match(/<script type="application\/json" id="pt-gated-modules">(.*?)<\/script>/)![1]);
    expect(list.scripts).toEqual(['/_astro/boot.js']);
    expect(list.preload[0]).toBe('/_astro/vendor.js');
    // early.js stays listed: the boot script imports it too.
    expect([...list.preload].sort()).toEqual([
      '/_astro/Grid.js',
      '/_astro/boot.js',
      '/_astro/client.js',
      '/_astro/early.js',
      '/_astro/vendor.js',
    ]);
    // Before the inline script that reads it: the gate may open while the head is still being parsed.
    expect(out.indexOf('pt-gated-modules')).toBeLessThan(out.indexOf('/* EarlyFetch */'));
  });

  it('lists no chunk that only the painter imports', async () => {
    const site2 = site({
      '_astro/EarlySearch.astro_astro_type_script_index_0_lang.Y.js':
        'import{p as a}from"./early-search.js";a("painted");',
      '_astro/early-search.js': 'import{q as b}from"./early.js";const p=(t)=>b(t+"</script><!--");export{p};',
      '_astro/early.js': 'const q=(t)=>{document.title=t};export{q};',
      '_astro/boot.js': '',
    });
    const out = await gatePage(
      page(
        '<script type="module" src="/_astro/EarlySearch.astro_astro_type_script_index_0_lang.Y.js"></script><script type="module" src="/_astro/boot.js"></script>',
        `${GATE_MARKER}<script>/* EarlyFetch */</script>`,
      ),
      createGraph(site2),
    );
    const list = JSON.parse(out.match(/<script type="application\/json" id="pt-gated-modules">(.*?)<\/script>/)![1]);
    expect(list.preload).toEqual(['/_astro/boot.js']);
    // The painter's strings cannot end its script element.
    const inline = [...out.matchAll(/<script>([\s\S]*?)<\/script>/g)]
      .map((m) => m[1])
      .find((code) => code.includes('document.title'))!;
    expect(inline).toContain('document.title');
    expect(inline).not.toMatch(/<\/script|<!--/i);
    const run = new Function('document', inline);
    const doc = { title: '' };
    run(doc);
    expect(doc.title).toBe('painted</script><!--');
  });

  it("still counts the gated scripts as the page's, and the painter with its HTML (the size budgets measure what the page loads)", async () => {
    const out = await gatePage(html, createGraph(dist()));
    expect(pageEntries(out).scripts).toEqual(['/_astro/boot.js']);
    expect(out).toMatch(/<script>[^<]*painted/);
  });
});

describe('inline scripts in the built pages', () => {
  it('are minified with their top-level names and meaning kept; data scripts and module scripts are left alone', async () => {
    const html =
      '<head><script>\n  // Why this runs first\n  (function () { var longName = "</" + "script><!--"; window.__seen = longName; })();\n  function keptName() { return 1 }\n</script>' +
      '<script type="application/json" id="x">{ "a": 1 }</script><script type="module">import "/_astro/a.js";</script></head>';
    const out = await minifyInlineScripts(html);
    const code = out.match(/<script>([\s\S]*?)<\/script>/)![1];
    expect(code).not.toContain('Why this runs first');
    expect(code.length).toBeLessThan(html.length / 2);
    expect(code).not.toMatch(/<\/script|<!--/i);
    expect(out).toContain(
      '<script type="application/json" id="x">{ "a": 1 }</script><script type="module">import "/_astro/a.js";</script>',
    );
    const win: Record<string, unknown> = {};
    new Function('window', `${code}; return keptName();`)(win);
    expect(win.__seen).toBe('</script><!--');
  });
});

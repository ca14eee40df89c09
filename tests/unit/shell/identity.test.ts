// @vitest-environment jsdom
// The instance's identity: the manifest named after it (name, description, 8.x colour, avatar icons), its favicon,
// and in the browser the favicon link and, on a host of its own, the manifest link.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { instanceFavicon, instanceManifest } from '../../../src/hosting/identity.mjs';
import { applyIdentity, resetIdentity } from '../../../src/stores/shell/identity';
import type { Config } from '../../../src/api/config';

const BUILT = {
  name: 'PeerTube',
  short_name: 'PeerTube',
  description: 'A federated video streaming platform',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: '#f1680d',
  icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' }],
};
const AVATARS = [
  { width: 600, path: '/lazy-static/avatars/a-600.jpg' },
  { width: 48, path: '/lazy-static/avatars/a-48.jpg' },
  { width: 120, path: '/lazy-static/avatars/a-120.jpg' },
];
const config = (instance: object, theme?: object) => ({ instance, theme }) as unknown as Config;

describe('instance manifest', () => {
  it("is the built one with the instance's name, description, colour and avatar icons", () => {
    const named = instanceManifest(
      BUILT,
      config(
        { name: 'Tube du Quartier', shortDescription: 'Les vidéos du quartier', avatars: AVATARS },
        { customization: { primaryColor: '#3b5bdb' } },
      ),
      'https://video.example',
    );
    expect(named).toEqual({
      ...BUILT,
      name: 'Tube du Quartier',
      short_name: 'Tube du Quartier',
      description: 'Les vidéos du quartier',
      theme_color: '#3b5bdb',
      icons: [48, 120, 600].map((w) => ({
        src: `https://video.example/lazy-static/avatars/a-${w}.jpg`,
        sizes: `${w}x${w}`,
        type: 'image/jpeg',
        purpose: 'any',
      })),
    });
  });

  it('keeps the built icons and colour when the instance has none (7.x without an avatar)', () => {
    const named = instanceManifest(BUILT, config({ name: 'Tube', avatars: [] }, { default: 'default' }));
    expect(named).toEqual({ ...BUILT, name: 'Tube', short_name: 'Tube' });
    expect(instanceManifest(BUILT, config({}, { customization: { primaryColor: 'red;x' } }))).toEqual(BUILT);
  });
});

describe('instance favicon', () => {
  it('is the 8.x favicon logo, else the smallest avatar of at least 32 px, else none', () => {
    const logo = [{ type: 'favicon', width: 32, fileUrl: 'https://video.example/favicon.png' }];
    expect(instanceFavicon(config({ logo, avatars: AVATARS }))).toBe('https://video.example/favicon.png');
    expect(instanceFavicon(config({ avatars: AVATARS }), 'https://video.example')).toBe(
      'https://video.example/lazy-static/avatars/a-48.jpg',
    );
    expect(instanceFavicon(config({ avatars: [] }))).toBeNull();
  });
});

describe('in the browser', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetIdentity();
    document.head.innerHTML = '';
  });

  function page() {
    document.head.innerHTML =
      '<link rel="icon" href="/favicon.svg" type="image/svg+xml" /><link rel="manifest" href="/manifest.webmanifest" />';
    const fetched: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(String(url));
      return new Response(JSON.stringify(BUILT));
    });
    return fetched;
  }
  const link = (rel: string) => document.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`)!;

  it("names the app after an instance on another origin, with the client's own icons", async () => {
    page();
    await applyIdentity(config({ name: 'Tube du Quartier', avatars: [] }), 'https://video.example');
    const href = link('manifest').href;
    expect(href.startsWith('data:application/manifest+json,')).toBe(true);
    const manifest = JSON.parse(decodeURIComponent(href.slice(href.indexOf(',') + 1)));
    expect(manifest).toMatchObject({ name: 'Tube du Quartier', start_url: `${location.origin}/` });
    expect(manifest.icons[0].src).toBe(`${location.origin}/icons/icon-192.png`);
    expect(link('icon').getAttribute('href')).toBe('/favicon.svg');
  });

  it("shows the instance's avatar as the favicon", async () => {
    page();
    await applyIdentity(config({ name: 'Tube', avatars: AVATARS }), 'https://video.example');
    expect(link('icon').href).toBe('https://video.example/lazy-static/avatars/a-48.jpg');
    expect(link('icon').hasAttribute('type')).toBe(false);
    const href = link('manifest').href;
    expect(JSON.parse(decodeURIComponent(href.slice(href.indexOf(',') + 1))).icons).toHaveLength(3);
  });

  it('leaves the manifest to the server that shares the instance origin', async () => {
    const fetched = page();
    await applyIdentity(config({ name: 'Tube', avatars: AVATARS }), '');
    expect(link('manifest').getAttribute('href')).toBe('/manifest.webmanifest');
    expect(fetched).toEqual([]);
    expect(link('icon').getAttribute('href')).toBe('/lazy-static/avatars/a-48.jpg');
  });
});

// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { headerLogoUrl } from '../../../src/lib/logo';
import { reflectHeaderConfig } from '../../../src/components/header/header-config';
import type { Config } from '../../../src/api/config';

const config = (logo: unknown) => ({ instance: { logo } }) as unknown as Config;

describe('header logo', () => {
  it('picks the header logo whose width is nearest to 36', () => {
    const logos = [
      { type: 'header-wide', width: 200, fileUrl: '/wide.svg' },
      { type: 'header-square', width: 48, fileUrl: '/48.png' },
      { type: 'header-square', width: 34, fileUrl: '/34.png' },
    ];
    expect(headerLogoUrl(config(logos))).toBe('/34.png');
  });

  it('ignores logos of other types (favicon, opengraph)', () => {
    const logos = [
      { type: 'favicon', width: 36, fileUrl: '/favicon.png' },
      { type: 'header-wide', width: 120, fileUrl: '/wide.png' },
    ];
    expect(headerLogoUrl(config(logos))).toBe('/wide.png');
  });

  it('falls back to the built-in logo when the instance has neither logo nor avatar', () => {
    expect(headerLogoUrl(config(undefined))).toBeNull();
    expect(headerLogoUrl({ instance: { avatars: [] } } as unknown as Config)).toBeNull();
    expect(headerLogoUrl(config([{ type: 'favicon', width: 32, fileUrl: '/f.png' }]))).toBeNull();
    expect(headerLogoUrl(undefined)).toBeNull();
  });
});

describe('header logo from the instance avatar', () => {
  const avatars = [
    { width: 600, path: '/lazy-static/avatars/a-600.png' },
    { width: 48, path: '/lazy-static/avatars/a-48.png' },
    { width: 120, path: '/lazy-static/avatars/a-120.png' },
  ];

  it("shows a 7.x instance's avatar at the size nearest 36, from the instance's origin", () => {
    const config = { instance: { avatars } } as unknown as Config;
    expect(headerLogoUrl(config, 'https://video.example')).toBe('https://video.example/lazy-static/avatars/a-48.png');
    expect(headerLogoUrl(config)).toBe('/lazy-static/avatars/a-48.png');
  });

  it('prefers an 8.x header logo to the avatar', () => {
    const config = {
      instance: { avatars, logo: [{ type: 'header-square', width: 36, fileUrl: 'https://video.example/logo.png' }] },
    } as unknown as Config;
    expect(headerLogoUrl(config, 'https://video.example')).toBe('https://video.example/logo.png');
  });
});

describe("the header's logo image (components/header/header-config.ts)", () => {
  it("keeps the page's built-in logo, shows the instance's, and the built-in again when the config drops it", () => {
    const builtIn = 'data:image/svg+xml,%3Csvg%3E%3C%2Fsvg%3E';
    document.body.innerHTML = `<img src="${builtIn}" width="36" height="36" alt="" data-logo="${builtIn}">`;
    const img = document.querySelector('img')!;
    reflectHeaderConfig(config([]));
    expect(img.getAttribute('src')).toBe(builtIn);
    reflectHeaderConfig(config([{ type: 'header-square', width: 48, height: 48, fileUrl: '/l.png' }]));
    expect(img.getAttribute('src')).toBe('/l.png');
    reflectHeaderConfig(config([]));
    expect(img.getAttribute('src')).toBe(builtIn);
  });
});

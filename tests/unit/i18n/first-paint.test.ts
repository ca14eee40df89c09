import { describe, expect, it } from 'vitest';
import { firstPaintKeys } from '../../../src/build/i18n-integration.mjs';

describe("a page's first paint strings (the early catalog of a page painted before the framework)", () => {
  const keys = [
    '@format',
    'menu.browse',
    'search.placeholder',
    'videos.views.one',
    'videos.views.other',
    'videos.live',
    'header.login',
    'userMenu.logout',
    'quickSettings.title',
    'videos.sortBy',
  ];
  const html =
    '<h1 data-i18n="menu.browse">Browse</h1><input data-i18n-attr="placeholder:search.placeholder">' +
    '<script>(function(){const n=t("videos.views",{one:"{count} view"},c);const l=t(`videos.live`,"LIVE")})()</script>';
  const painter = 'const u=t("userMenu.logout","Log out");';

  it("keeps the static texts, the painters' keys (counted ones with every form) and the format data", () => {
    expect(firstPaintKeys(keys, html, [painter]).sort()).toEqual(
      [
        '@format',
        'menu.browse',
        'search.placeholder',
        'userMenu.logout',
        'videos.live',
        'videos.views.one',
        'videos.views.other',
      ].sort(),
    );
  });

  it('leaves out what only the app shows (dialogs, filters) and what no painter of the page writes', () => {
    const first = firstPaintKeys(keys, html);
    expect(first).not.toContain('quickSettings.title');
    expect(first).not.toContain('videos.sortBy');
    expect(first).not.toContain('header.login');
    expect(first).not.toContain('userMenu.logout');
  });
});

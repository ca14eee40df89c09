import { describe, expect, it } from 'vitest';
import { appLink, appPath, mobilePlatform } from '../../../src/lib/open-in-app';
import type { Config } from '../../../src/api/config';

const config = {
  client: {
    openInApp: {
      android: {
        intent: {
          enabled: true,
          host: 'joinpeertube.org',
          scheme: 'peertube',
          fallbackUrl: 'https://play.example/app',
        },
      },
      ios: { enabled: true, host: 'joinpeertube.org', scheme: 'peertube', fallbackUrl: 'https://apps.example/app' },
    },
  },
} as unknown as Config;

describe('open in the app', () => {
  it('deep-links a video, a channel, or home', () => {
    expect(appPath('/w/abc123')).toBe('/w/abc123');
    expect(appPath('/c/my_channel/videos')).toBe('/c/my_channel');
    expect(appPath('/w/p/playlist1')).toBe('/');
    expect(appPath('/videos/browse')).toBe('/');
  });

  it('builds an Android intent URL with the store fallback', () => {
    const link = appLink(config, 'android', { pathname: '/w/abc', host: 'tube.example' });
    expect(link?.href).toBe(
      'intent://joinpeertube.org/w/abc?host=tube.example#Intent;scheme=peertube;S.browser_fallback_url=https%3A%2F%2Fplay.example%2Fapp;end',
    );
    expect(link?.fallbackUrl).toBeUndefined();
  });

  it('builds an iOS scheme URL with a fallback to follow after the timer', () => {
    const link = appLink(config, 'ios', { pathname: '/c/chan', host: 'tube.example' });
    expect(link).toEqual({
      href: 'peertube://joinpeertube.org/c/chan?host=tube.example',
      fallbackUrl: 'https://apps.example/app',
    });
  });

  it('offers nothing when the instance has no app settings or disables them', () => {
    expect(appLink({} as Config, 'android', { pathname: '/', host: 'h' })).toBeNull();
    const disabled = {
      client: { openInApp: { ios: { enabled: false, host: 'x', scheme: 'y' } } },
    } as unknown as Config;
    expect(appLink(disabled, 'ios', { pathname: '/', host: 'h' })).toBeNull();
  });

  it('recognises phones only', () => {
    expect(mobilePlatform('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe('android');
    expect(mobilePlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('ios');
    expect(mobilePlatform('Mozilla/5.0 (X11; Linux x86_64)')).toBeNull();
  });
});

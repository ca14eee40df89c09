// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  EARLY_GLOBAL,
  EARLY_SETTINGS,
  peekEarlySettings,
  takeEarlySettings,
  takeEarlyResponse,
} from '../../../src/lib/early-fetch';

describe('early client settings', () => {
  it('stay readable after the app has read them (a cross-origin early grid still knows the instance)', async () => {
    const settings = Promise.resolve({ instanceUrl: 'https://videos.example' });
    (window as unknown as Record<string, unknown>)[EARLY_GLOBAL] = {
      [EARLY_SETTINGS]: settings,
      '/api/v1/videos': Promise.resolve(new Response('{}')),
    };
    expect(await takeEarlySettings()).toEqual({ instanceUrl: 'https://videos.example' });
    expect(await peekEarlySettings()).toEqual({ instanceUrl: 'https://videos.example' });
    // Responses, unlike settings, are used once.
    expect(takeEarlyResponse('/api/v1/videos')).toBeDefined();
    expect(takeEarlyResponse('/api/v1/videos')).toBeUndefined();
  });
});

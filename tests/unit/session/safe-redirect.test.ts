import { describe, expect, it } from 'vitest';
import { safeRedirect } from '../../../src/lib/safe-redirect';

const ORIGIN = 'https://videos.example';

describe('login redirect target', () => {
  it.each([
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r//evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'https://evil.example/',
    'http:evil.example',
    '//%65vil.example',
    '/\u0000/evil',
    'data:text/html,hi',
    '',
    null,
    undefined,
    'evil.example/path',
    '/\\/evil.example',
  ])('refuses %j', (target) => {
    expect(safeRedirect(target as string, ORIGIN)).toBeNull();
  });

  it.each([
    ['/videos/browse', '/videos/browse'],
    ['/w/abc?start=30#c12', '/w/abc?start=30#c12'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/%09/evil', '/%09/evil'],
    ['/my-library/history/videos?search=café', '/my-library/history/videos?search=caf%C3%A9'],
  ])('keeps the local path %j', (target, expected) => {
    expect(safeRedirect(target, ORIGIN)).toBe(expected);
  });
});

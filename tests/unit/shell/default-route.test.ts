// The configured landing page comes from the server: it must never lead to another site (issue #35.5).
import { describe, expect, it } from 'vitest';
import { defaultRoute } from '../../../src/lib/default-route';
import { resolveActor } from '../../../src/lib/resolve-actor';

const route = (defaultClientRoute: unknown) => defaultRoute({ instance: { defaultClientRoute } } as never);

describe('default route', () => {
  it.each([
    '/\\evil.example',
    '//evil.example',
    '/\t/evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/',
  ])('refuses %j and falls back to /videos/browse', (value) => {
    expect(route(value)).toBe('/videos/browse');
  });

  it('keeps a path of this site, with its query', () => {
    expect(route('/videos/overview')).toBe('/videos/overview');
    expect(route('/home')).toBe('/home');
    expect(route('/videos/browse?scope=local')).toBe('/videos/browse?scope=local');
    expect(route(42)).toBe('/videos/browse');
  });
});

describe('@name resolution', () => {
  it('stays on this site whatever the name in the URL', async () => {
    const found = { account: async () => ({}), channel: async () => ({}) };
    for (const name of ['/evil.example', '\\evil.example', '..//evil.example'])
      expect((await resolveActor(name, found)).startsWith('/a/')).toBe(true);
  });
});

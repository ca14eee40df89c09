// @vitest-environment jsdom
// The homepage editor's store: loading (404 = no homepage yet), the landing-page rule, the preview of PeerTube's
// custom markup, and a save that keeps what was typed on failure (against a mocked API).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/errors';

const server = { content: null as string | null, fail: null as ApiError | null, puts: [] as string[] };
vi.mock('../../../src/api/videos', () => ({
  getHomepage: async () => {
    if (server.content === null)
      throw new ApiError({ kind: 'http', status: 404, detail: 'Instance homepage could not be found' });
    return { content: server.content };
  },
}));
vi.mock('../../../src/api/admin-settings', () => ({
  updateHomepage: async (_api: unknown, content: string) => {
    server.puts.push(content);
    if (server.fail) throw server.fail;
    server.content = content;
  },
}));
vi.mock('../../../src/stores/instance/config', async () => {
  const { atom } = await import('nanostores');
  return {
    $config: atom({ status: 'ready', data: { instance: { defaultClientRoute: '/videos/browse' } } }),
    loadConfig: async () => {},
  };
});

const { homepageForm, homepageError, previewSource, saveHomepage, loadHomepageContent, $homepageIsLanding } =
  await import('../../../src/stores/admin-settings/admin-homepage');
const { $config } = await import('../../../src/stores/instance/config');

beforeEach(() => {
  server.content = null;
  server.fail = null;
  server.puts = [];
});

describe('homepage', () => {
  it('reads no homepage (404) as empty content', async () => {
    expect(await loadHomepageContent()).toBe('');
    server.content = '# Hi';
    expect(await loadHomepageContent()).toBe('# Hi');
  });

  it('refuses an empty homepage only when it is the landing page', () => {
    expect(homepageError('  ', '/videos/browse')).toBe('');
    expect(homepageError('  ', '/home')).toMatch(/landing page/);
    expect(homepageError('# Hi', '/home')).toBe('');
  });

  it("names PeerTube's custom markup blocks in the preview", () => {
    const source =
      'Hi\n<peertube-videos-list data-count="4"></peertube-videos-list>\n<peertube-button data-href="/x" data-label="Go" />';
    const preview = previewSource(source);
    expect(preview).toContain('> PeerTube block: videos list');
    expect(preview).toContain('> PeerTube block: button');
    expect(preview).not.toContain('<peertube');
  });

  it('saves, and keeps what was typed when the server refuses', async () => {
    server.content = '# Old';
    await homepageForm.load();
    homepageForm.set('content', '# New');
    expect(homepageForm.$dirty.get()).toBe(true);
    server.fail = new ApiError({
      kind: 'http',
      status: 403,
      detail: 'User x does not have right 9 to access to /homepage/instance.',
    });
    expect(await saveHomepage()).toBe(false);
    expect(homepageForm.$errors.get()._form).toMatch(/does not have right/);
    expect(homepageForm.$values.get()?.content).toBe('# New');
    server.fail = null;
    expect(await saveHomepage()).toBe(true);
    expect(server.content).toBe('# New');
    expect(homepageForm.$dirty.get()).toBe(false);
  });

  it('refuses an empty homepage when visitors land on it, before sending anything', async () => {
    ($config as unknown as { set: (v: unknown) => void }).set({
      status: 'ready',
      data: { instance: { defaultClientRoute: '/home' } },
    });
    expect($homepageIsLanding.get()).toBe(true);
    server.content = '# Old';
    await homepageForm.load();
    homepageForm.set('content', '');
    expect(await saveHomepage()).toBe(false);
    expect(homepageForm.$errors.get().content).toMatch(/landing page/);
    expect(server.puts).toEqual([]);
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serverTranslate, translateLabels } from '../../../src/stores/instance/server-labels';

describe("the server's labels", () => {
  it("are the server's translation when it has one, else the label (PeerTube's peertubeTranslate)", () => {
    const fr = { Music: 'Musiques', Public: 'Publique', Empty: '' };
    expect(serverTranslate(fr, 'Music')).toBe('Musiques');
    expect(serverTranslate(fr, 'Vehicles')).toBe('Vehicles');
    expect(serverTranslate(fr, 'Empty')).toBe('Empty');
    expect(serverTranslate(fr, undefined)).toBe('');
    expect(translateLabels({ 1: 'Music', 2: 'Films' }, fr)).toEqual({ 1: 'Musiques', 2: 'Films' });
  });
});

describe('the locale files', () => {
  let asked: Array<{ url: string; headers: Record<string, string> }>;
  beforeEach(() => {
    vi.resetModules();
    localStorage.clear();
    asked = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      asked.push({ url: String(url), headers: (init?.headers ?? {}) as Record<string, string> });
      if (String(url).endsWith('/fr-FR/server.json')) return new Response(JSON.stringify({ Music: 'Musiques' }));
      if (String(url).endsWith('/fr-FR/player.json')) return new Response(JSON.stringify({ Quality: 'Qualité' }));
      return new Response('{}');
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('load for the interface language when something shows a label, as plain requests, and follow a change', async () => {
    const { $language } = await import('../../../src/i18n');
    const { $serverT, $playerT } = await import('../../../src/stores/instance/server-labels');
    $language.set('en');
    const off = $serverT.subscribe(() => {});
    expect($serverT.get()('Music')).toBe('Music');
    expect(asked.filter((a) => a.url.startsWith('/client/locales/'))).toEqual([]);
    $language.set('fr-FR');
    await expect.poll(() => $serverT.get()('Music')).toBe('Musiques');
    const locale = asked.filter((a) => a.url.startsWith('/client/locales/'));
    expect(locale.map((a) => a.url)).toEqual(['/client/locales/fr-FR/server.json']);
    expect(locale[0]!.headers).toEqual({});
    const offPlayer = $playerT.subscribe(() => {});
    await expect.poll(() => $playerT.get()('Quality')).toBe('Qualité');
    $language.set('en');
    expect($serverT.get()('Music')).toBe('Music');
    off();
    offPlayer();
  });

  it('translate the video vocabulary lists the forms and filters show', async () => {
    const { $language } = await import('../../../src/i18n');
    $language.set('fr-FR');
    vi.stubGlobal('fetch', async (url: string) =>
      String(url).endsWith('server.json')
        ? new Response(JSON.stringify({ Music: 'Musiques', French: 'Français' }))
        : new Response(JSON.stringify(String(url).includes('languages') ? { fr: 'French' } : { 1: 'Music' })),
    );
    const { $videoVocab, loadVideoVocab } = await import('../../../src/stores/video-form/video-vocab');
    const off = $videoVocab.subscribe(() => {});
    await loadVideoVocab();
    await expect.poll(() => $videoVocab.get().data?.categories).toEqual({ 1: 'Musiques' });
    expect($videoVocab.get().data?.languages).toEqual({ fr: 'Français' });
    off();
  });
});

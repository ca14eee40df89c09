// The server's locale files (/client/locales/{locale}/server.json and player.json), as a PeerTube 7.0 server answers
// them: the translations of its own labels, which the client shows instead of translating them itself.
import { describe, expect, it } from 'vitest';
import { contractInstance } from './harness.mjs';

const ctx = contractInstance([]);
const get = (path) => fetch(`${ctx.instance.url}${path}`);

describe('locale files', () => {
  it("translate the seeded vocabulary's labels (categories, licences, privacies, languages) and the player's words", async () => {
    const res = await get('/client/locales/fr-FR/server.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const fr = await res.json();
    const vocab = async (name) => Object.values((await ctx.api('GET', `/api/v1/videos/${name}`)).body);
    for (const label of [...(await vocab('categories')), ...(await vocab('licences')), ...(await vocab('privacies'))])
      expect(fr[label], label).toBeTruthy();
    expect(fr.Music).toBe('Musiques');
    expect(fr['Attribution - Share Alike']).toBe('Attribution - Partage dans les mêmes conditions');
    expect(fr.French).toBe('Français');
    expect((await (await get('/client/locales/ja-JP/player.json')).json()).Quality).toBeTruthy();
    expect((await (await get('/client/locales/ar/server.json')).json()).Music).toBe('موسيقى');
  });

  it("read PeerTube's aliases, answer an empty translation for a locale without a file, and 404 for no locale", async () => {
    expect((await (await get('/client/locales/fr/server.json')).json()).Music).toBe('Musiques');
    const italian = await get('/client/locales/it-IT/server.json');
    expect(italian.status).toBe(200);
    expect(await italian.json()).toEqual({});
    expect((await get('/client/locales/xx/server.json')).status).toBe(404);
    expect((await get('/client/locales/fr-FR/other.json')).status).not.toBe(200);
  });
});

// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { embedOptions } from '../../../src/lib/embed-params';
import { openEmbedChannel } from '../../../src/lib/embed-channel';

describe('embed parameters', () => {
  it("read PeerTube's names, defaults and time syntax", () => {
    expect(embedOptions('')).toMatchObject({
      autoplay: false,
      muted: false,
      loop: false,
      title: true,
      controls: true,
      peertubeLink: true,
      scope: 'peertube',
      api: false,
    });
    // As PeerTube's embed, the API answers only when the URL turns it on.
    expect(embedOptions('?api=1').api).toBe(true);
    expect(
      embedOptions(
        '?start=1m30s&stop=120&autoplay=1&muted=true&title=0&controls=false&peertubeLink=0&subtitle=fr&scope=mine&playlistPosition=3',
      ),
    ).toMatchObject({
      start: 90,
      stop: 120,
      autoplay: true,
      muted: true,
      title: false,
      controls: false,
      peertubeLink: false,
      subtitle: 'fr',
      scope: 'mine',
      playlistPosition: 3,
    });
  });
});

describe('embed channel (jschannel wire format)', () => {
  it('shakes hands, answers scoped calls with their id and ignores other scopes and windows', async () => {
    const sent: unknown[] = [];
    const targets = new Set<string>();
    const parent = {
      postMessage: (data: string, targetOrigin: string) => {
        targets.add(targetOrigin);
        sent.push(JSON.parse(data));
      },
    };
    const channel = openEmbedChannel(
      parent,
      'peertube',
      {
        getCurrentTime: () => 12.5,
        fail: () => {
          throw new Error('nope');
        },
      },
      'https://host.example',
    );
    expect(sent[0]).toEqual({ method: 'peertube::__ready', params: { type: 'publish-request', publish: [] } });
    const deliver = (data: unknown, source: unknown = parent, origin = 'https://host.example') =>
      window.dispatchEvent(
        new MessageEvent('message', { data: JSON.stringify(data), source: source as Window, origin }),
      );
    deliver({ method: 'peertube::__ready', params: { type: 'publish-request', publish: [] } });
    deliver({ id: 7, method: 'peertube::getCurrentTime' });
    deliver({ id: 8, method: 'other::getCurrentTime' });
    deliver({ id: 9, method: 'peertube::getCurrentTime' }, {});
    deliver({ id: 10, method: 'peertube::fail' });
    deliver({ id: 11, method: 'peertube::unknown' });
    await new Promise((r) => setTimeout(r, 10));
    expect(sent).toContainEqual({ method: 'peertube::__ready', params: { type: 'publish-reply', publish: [] } });
    expect(sent).toContainEqual({ id: 7, result: 12.5 });
    expect(sent).toContainEqual({ id: 10, error: 'runtime_error', message: 'nope' });
    expect(sent).toContainEqual({ id: 11, error: 'unknown_method', message: "unknown method 'unknown'" });
    expect(sent.filter((m) => (m as { id?: number }).id === 8 || (m as { id?: number }).id === 9)).toEqual([]);
    channel.notify('ready', true);
    expect(sent.at(-1)).toEqual({ method: 'peertube::ready', params: true });
    // Everything went to the embedding page's origin, nothing to '*'.
    expect([...targets]).toEqual(['https://host.example']);
    channel.close();
  });

  it("answers only the embedding page's origin; without one known, waits for its first message", async () => {
    const sent: Array<{ origin: string; data: unknown }> = [];
    const parent = { postMessage: (data: string, origin: string) => sent.push({ origin, data: JSON.parse(data) }) };
    const channel = openEmbedChannel(parent, 'peertube', { getCurrentTime: () => 3 }, null);
    expect(sent).toEqual([]);
    const deliver = (data: unknown, origin: string) =>
      window.dispatchEvent(
        new MessageEvent('message', { data: JSON.stringify(data), source: parent as never, origin }),
      );
    deliver({ method: 'peertube::__ready', params: { type: 'publish-request', publish: [] } }, 'https://host.example');
    deliver({ id: 1, method: 'peertube::getCurrentTime' }, 'https://other.example');
    deliver({ id: 2, method: 'peertube::getCurrentTime' }, 'https://host.example');
    await new Promise((r) => setTimeout(r, 10));
    expect(sent.map((m) => m.origin)).toEqual(['https://host.example', 'https://host.example', 'https://host.example']);
    expect(sent.map((m) => m.data)).toContainEqual({ id: 2, result: 3 });
    expect(sent.map((m) => m.data)).not.toContainEqual({ id: 1, result: 3 });
    channel.close();
  });
});

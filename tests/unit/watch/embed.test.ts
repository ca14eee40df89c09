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
    });
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
    const parent = { postMessage: (data: string) => sent.push(JSON.parse(data)) };
    const channel = openEmbedChannel(parent, 'peertube', {
      getCurrentTime: () => 12.5,
      fail: () => {
        throw new Error('nope');
      },
    });
    expect(sent[0]).toEqual({ method: 'peertube::__ready', params: { type: 'publish-request', publish: [] } });
    const deliver = (data: unknown, source: unknown = parent) =>
      window.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(data), source: source as Window }));
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
    channel.close();
  });
});

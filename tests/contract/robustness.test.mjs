// The local instance under hostile or broken clients: a malformed request line gets a 400 and the server goes on;
// a multipart body past its limit ends with a 413 however it is sent; the proxy forwards no hop-by-hop headers and
// stops the upstream request when the browser goes away.
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInstance } from '../../instance/server.mjs';
import { endToEnd } from '../../instance/proxy.mjs';
import { MULTIPART_LIMIT } from '../../instance/lib/multipart.mjs';

let instance;
let token;
beforeAll(async () => {
  instance = await createInstance({ port: 0 });
  const client = await (await fetch(`${instance.url}/api/v1/oauth-clients/local`)).json();
  const body = new URLSearchParams({
    ...client,
    grant_type: 'password',
    response_type: 'code',
    username: 'maker',
    password: 'password',
  });
  token = (await (await fetch(`${instance.url}/api/v1/users/token`, { method: 'POST', body })).json()).access_token;
});
afterAll(() => instance?.close());

function raw(text) {
  const { port } = new URL(instance.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.on('data', (d) => {
      answer += d;
    });
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('robustness', () => {
  it('a malformed request line or header gets 400, and the next request is served', async () => {
    expect(await raw('GARBAGE\r\n\r\n')).toMatch(/^HTTP\/1\.1 400/);
    expect(await raw('GET /api/v1/config HTTP/1.1\r\nHost: x\r\nBad Header Without Colon\r\n\r\n')).toMatch(
      /^HTTP\/1\.1 400/,
    );
    expect((await fetch(`${instance.url}/api/v1/config`)).status).toBe(200);
  });

  it('a multipart body past its limit is refused with 413, declared or streamed without a length', async () => {
    const videos = await (
      await fetch(`${instance.url}/api/v1/users/me/videos?count=1`, { headers: { authorization: `Bearer ${token}` } })
    ).json();
    const url = `${instance.url}/api/v1/videos/${videos.data[0].id}/captions/en`;
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=x' };
    const declared = await fetch(url, {
      method: 'PUT',
      headers: { ...headers, 'content-length': String(MULTIPART_LIMIT + 1) },
      body: 'x'.repeat(10),
    }).catch(() => null);
    // fetch may refuse a wrong Content-Length itself: then send the header by hand.
    if (declared) expect(declared.status).toBe(413);
    else
      expect(
        await raw(
          `PUT ${new URL(url).pathname} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${MULTIPART_LIMIT + 1}\r\nConnection: close\r\n\r\n`,
        ),
      ).toMatch(/^HTTP\/1\.1 413/);
    const piece = Buffer.alloc(1024 * 1024, 120);
    let sent = 0;
    const endless = new ReadableStream({
      pull(controller) {
        sent += piece.length;
        if (sent > MULTIPART_LIMIT * 4) controller.close();
        else controller.enqueue(piece);
      },
    });
    const streamed = await fetch(url, { method: 'PUT', headers, body: endless, duplex: 'half' });
    expect(streamed.status).toBe(413);
    expect(sent).toBeLessThan(MULTIPART_LIMIT * 4);
  });
});

describe('proxy', () => {
  it('drops hop-by-hop headers, also those named by Connection', () => {
    expect(
      endToEnd({
        connection: 'keep-alive, x-secret',
        'keep-alive': 'timeout=5',
        'x-secret': '1',
        'transfer-encoding': 'chunked',
        'content-type': 'text/plain',
        authorization: 'Bearer t',
      }),
    ).toEqual({ 'content-type': 'text/plain', authorization: 'Bearer t' });
  });

  it('stops the upstream request when the browser goes away', async () => {
    let upstreamClosed;
    const closed = new Promise((resolve) => {
      upstreamClosed = resolve;
    });
    const slow = http.createServer((req, res) => {
      res.on('close', () => upstreamClosed(!res.writableFinished));
      setTimeout(() => res.end('late'), 10_000).unref();
    });
    await new Promise((resolve) => slow.listen(0, '127.0.0.1', resolve));
    const proxied = await createInstance({ port: 0, proxyTo: `http://127.0.0.1:${slow.address().port}` });
    try {
      const controller = new AbortController();
      const request = fetch(`${proxied.url}/api/v1/videos`, { signal: controller.signal }).catch(() => 'aborted');
      setTimeout(() => controller.abort(), 200);
      expect(await request).toBe('aborted');
      expect(await closed).toBe(true);
    } finally {
      await proxied.close();
      slow.closeAllConnections();
      slow.close();
    }
  });
});

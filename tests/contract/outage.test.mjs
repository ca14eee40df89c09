// The local instance as a restarting PeerTube (/__test/outage) and PeerTube's /api/v1/ping, which the client's
// reconnection probe asks: answered as the real server answers it (text "pong", not JSON).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io } from 'socket.io-client';
import { createInstance } from '../../instance/server.mjs';

let instance;
let token;
beforeAll(async () => {
  instance = await createInstance({ port: 0, testControl: true });
  const client = await (await fetch(`${instance.url}/api/v1/oauth-clients/local`)).json();
  const res = await fetch(`${instance.url}/api/v1/users/token`, {
    method: 'POST',
    body: new URLSearchParams({ ...client, grant_type: 'password', username: 'alice', password: 'password' }),
  });
  token = (await res.json()).access_token;
});
afterAll(() => instance?.close());

const control = (path, body) =>
  fetch(`${instance.url}/__test/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Test-Token': instance.testToken },
    body: JSON.stringify(body),
  });
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

describe('GET /api/v1/ping', () => {
  it('answers "pong" as text/html, as PeerTube 7 does', async () => {
    const res = await fetch(`${instance.url}/api/v1/ping`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await res.text()).toBe('pong');
  });
});

describe('POST /__test/outage', () => {
  it("answers nginx's 502 page to the scoped requests only, for the given seconds", async () => {
    expect((await control('outage', { seconds: 1, mode: '502', scope: 's1' })).status).toBe(200);
    const inside = await fetch(`${instance.url}/api/v1/config`, { headers: { Cookie: 'pt-test-outage=s1' } });
    expect(inside.status).toBe(502);
    expect(await inside.text()).toContain('502 Bad Gateway');
    expect((await fetch(`${instance.url}/api/v1/config`)).status).toBe(200);
    expect((await fetch(`${instance.url}/api/v1/config`, { headers: { Cookie: 'pt-test-outage=other' } })).status).toBe(
      200,
    );
    await sleep(1100);
    expect((await fetch(`${instance.url}/api/v1/config`, { headers: { Cookie: 'pt-test-outage=s1' } })).status).toBe(
      200,
    );
  });

  it('keeps one outage per scope: a second scope restarting neither ends nor changes the first; 0 seconds ends one', async () => {
    const config = (scope) =>
      fetch(`${instance.url}/api/v1/config`, { headers: { Cookie: `pt-test-outage=${scope}` } });
    await control('outage', { seconds: 30, mode: 'drop', scope: 'a' });
    await control('outage', { seconds: 30, mode: '502', scope: 'b' });
    await expect(config('a')).rejects.toThrow();
    expect((await config('b')).status).toBe(502);
    await control('outage', { seconds: 0, scope: 'b' });
    expect((await config('b')).status).toBe(200);
    await expect(config('a')).rejects.toThrow();
    await control('outage', { seconds: 0, scope: 'a' });
    expect((await config('a')).status).toBe(200);
  });

  it('drops connections without an answer in drop mode', async () => {
    await control('outage', { seconds: 1, mode: 'drop' });
    await expect(fetch(`${instance.url}/api/v1/config`)).rejects.toThrow();
    await sleep(1100);
    expect((await fetch(`${instance.url}/api/v1/config`)).status).toBe(200);
  });

  it('ends the realtime connections it covers and refuses them until it is over; they come back', async () => {
    const socket = io(`${instance.url}/user-notifications`, {
      transports: ['websocket'],
      query: { accessToken: token },
      extraHeaders: { Cookie: 'pt-test-outage=s2' },
      reconnectionDelay: 200,
      reconnectionDelayMax: 400,
    });
    const events = [];
    socket.on('connect', () => events.push('connect'));
    socket.on('disconnect', (reason) => events.push(`disconnect:${reason}`));
    socket.on('connect_error', () => events.push('error'));
    await expect.poll(() => events.includes('connect')).toBe(true);
    await control('outage', { seconds: 1.5, mode: '502', scope: 's2' });
    await expect.poll(() => events.includes('disconnect:transport close')).toBe(true);
    await expect.poll(() => events.filter((e) => e === 'error').length).toBeGreaterThan(0);
    await expect.poll(() => events.filter((e) => e === 'connect').length, { timeout: 5000 }).toBe(2);
    socket.disconnect();
  });
});

// `PEERTUBE_URL=… npm start` in front of a stub PeerTube: the route table's same-domain rules, as nginx.peertube.conf
// applies them (tests/hosting/nginx-peertube.test.mjs): PeerTube's paths, ActivityPub requests and preview fetchers'
// pages reach PeerTube; people get the client's pages and redirects.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import net from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInstance } from '../../../instance/server.mjs';

let stub;
let instance;
let dist;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'proxy-dist-'));
  for (const [file, text] of [
    ['index.html', 'client home'],
    ['w/_/index.html', 'client watch page'],
    ['a/_/index.html', 'client account page'],
    ['404.html', 'client 404'],
  ]) {
    mkdirSync(join(dist, file, '..'), { recursive: true });
    writeFileSync(join(dist, file), text);
  }
  stub = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json', 'x-peertube': 'stub' });
      res.end(JSON.stringify({ method: req.method, url: req.url, body, host: req.headers.host }));
    });
  });
  stub.on('upgrade', (req, socket) => {
    socket.end(
      `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nX-Url: ${req.url}\r\n\r\n`,
    );
  });
  await new Promise((r) => stub.listen(0, '127.0.0.1', r));
  instance = await createInstance({ port: 0, distDir: dist, proxyTo: `http://127.0.0.1:${stub.address().port}` });
});

afterAll(async () => {
  await instance?.close();
  stub?.close();
  rmSync(dist, { recursive: true, force: true });
});

const BROWSER = { accept: 'text/html,*/*;q=0.8', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0' };

async function ask(path, headers = BROWSER, init = {}) {
  const res = await fetch(instance.url + path, { headers, redirect: 'manual', ...init });
  return { res, peertube: res.headers.get('x-peertube') === 'stub' ? await res.json() : null };
}

describe("proxy mode, as on the instance's own domain", () => {
  it("sends PeerTube's paths to it, with the upstream's host", async () => {
    for (const path of [
      '/.well-known/webfinger?resource=acct:maker@peertube.example',
      '/.well-known/nodeinfo',
      '/nodeinfo/2.0.json',
      '/feeds/videos.xml?videoChannelId=1',
      '/services/oembed?url=x',
      '/plugins/global.css',
      '/client/locales/fr-FR/server.json',
      '/download/videos/generate/abc',
      '/manifest.webmanifest',
    ]) {
      const { peertube } = await ask(path);
      expect(peertube, path).toMatchObject({ method: 'GET', url: path, host: `127.0.0.1:${stub.address().port}` });
    }
  });

  it('sends inboxes to PeerTube instead of redirecting them', async () => {
    const { peertube } = await ask(
      '/accounts/maker/inbox',
      { 'content-type': 'application/activity+json' },
      { method: 'POST', body: '{"type":"Follow"}' },
    );
    expect(peertube).toMatchObject({ method: 'POST', url: '/accounts/maker/inbox', body: '{"type":"Follow"}' });
  });

  it('answers ActivityPub requests from PeerTube on short and legacy page URLs', async () => {
    for (const path of ['/w/abc', '/videos/watch/abc', '/a/maker', '/accounts/maker', '/video-channels/chan']) {
      const { peertube } = await ask(path, { accept: 'application/activity+json, application/ld+json' });
      expect(peertube?.url, path).toBe(path);
    }
  });

  it('gives people the client on the same URLs', async () => {
    expect(await (await ask('/w/abc')).res.text()).toBe('client watch page');
    expect(await (await ask('/a/maker')).res.text()).toBe('client account page');
    const legacy = (await ask('/videos/watch/abc')).res;
    expect([legacy.status, legacy.headers.get('location')]).toEqual([301, '/w/abc']);
  });

  it("gives preview fetchers PeerTube's page, /p/ as PeerTube's playlist page", async () => {
    const bot = { 'user-agent': 'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)' };
    expect((await ask('/w/abc?start=3', bot)).peertube?.url).toBe('/w/abc?start=3');
    expect((await ask('/p/xyz', bot)).peertube?.url).toBe('/w/p/xyz');
    expect((await ask('/accounts/maker/videos', bot)).peertube?.url).toBe('/a/maker');
    expect(await (await ask('/', bot)).res.text()).toBe('client home');
  });

  it("upgrades PeerTube's websockets: notifications and the tracker", async () => {
    for (const path of ['/socket.io/?EIO=4&transport=websocket', '/tracker/socket']) {
      const answer = await new Promise((resolve, reject) => {
        const socket = net.connect(Number(new URL(instance.url).port), '127.0.0.1', () =>
          socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n`),
        );
        let text = '';
        socket.on('data', (c) => {
          text += c;
          if (text.includes('\r\n\r\n')) {
            socket.destroy();
            resolve(text);
          }
        });
        socket.on('error', reject);
      });
      expect(answer).toMatch(/^HTTP\/1\.1 101/);
      expect(answer).toContain(`X-Url: ${path}`);
    }
  });
});

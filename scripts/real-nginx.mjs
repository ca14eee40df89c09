#!/usr/bin/env node
// `npm run test:real`'s same-domain host: Debian's nginx with the generated dist/nginx.peertube.conf in front of the
// real PeerTube (REAL_PEERTUBE), on 127.0.0.1:REAL_NGINX_PORT, as an administrator deploys the client on the
// instance's own domain. Runs until it is stopped (playwright.real.config.ts starts and stops it).
import { resolve } from 'node:path';
import { startNginx } from '../tests/hosting/nginx-server.mjs';

const real = new URL(process.env.REAL_PEERTUBE || 'http://localhost:9000');
// nginx resolves an upstream's name once at start: loopback by address, as PeerTube's guide writes it.
const upstream = `${real.hostname === 'localhost' ? '127.0.0.1' : real.hostname}:${real.port || 80}`;
const dist = resolve(process.env.DIST_DIR || 'dist');
const nginx = await startNginx({
  root: dist,
  include: resolve(dist, 'nginx.peertube.conf'),
  http: [`upstream peertube_backend { server ${upstream}; }`],
  port: Number(process.env.REAL_NGINX_PORT || 4503),
});
console.log(`nginx (same-domain snippet) on ${nginx.base} in front of ${upstream}`);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => nginx.stop().then(() => process.exit(0)));

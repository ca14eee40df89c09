// Debian's nginx as a child process with a temporary prefix and config: one server { } block on loopback whose root
// is a built site and which includes a generated snippet. Used by the hosting tests and by `npm run test:real`
// (scripts/real-nginx.mjs: the same-domain snippet in front of a real PeerTube).
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Debian's nginx binary, or undefined when it is not installed. */
export const nginxBin = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));

/** Debian's Brotli module for nginx (libnginx-mod-http-brotli-static), which README's Brotli step loads. */
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** A free loopback port. */
export async function freePort() {
  const server = createServer();
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address();
  await new Promise((r) => server.close(r));
  return port;
}

/**
 * Starts nginx in the foreground (a child of this process) serving `root` with `include` in its server block;
 * `http` lines go to the http { } level (an upstream), `main` lines to the top (load_module), `server` lines into the
 * server block before the include. Resolves once it answers: `{ base, port, stop() }`.
 */
export async function startNginx({ root, include, http = [], main = [], server = [], port }) {
  if (!nginxBin)
    throw new Error('nginx is missing: apt-get install -y nginx-light (scripts/test.mjs installs it as root)');
  if (!existsSync(include)) throw new Error(`no ${include}: build first (npm run build)`);
  const prefix = mkdtempSync(join(tmpdir(), 'nginx-test-'));
  // Run as root, nginx's workers are `nobody`: they must reach the temporary folders (request bodies past 16 KB).
  chmodSync(prefix, 0o755);
  mkdirSync(join(prefix, 'logs'));
  const listen = port ?? (await freePort());
  const base = `http://127.0.0.1:${listen}`;
  const config = join(prefix, 'nginx.conf');
  writeFileSync(
    config,
    `${main.join('\n')}
daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${prefix}/body; proxy_temp_path ${prefix}/proxy; fastcgi_temp_path ${prefix}/fcgi;
  uwsgi_temp_path ${prefix}/uwsgi; scgi_temp_path ${prefix}/scgi;
${http.map((line) => `  ${line}`).join('\n')}
  server {
    listen 127.0.0.1:${listen};
    root ${root};
${server.map((line) => `    ${line}`).join('\n')}
    include ${include};
  }
}
`,
  );
  execFileSync(nginxBin, ['-t', '-p', prefix, '-c', config], { stdio: 'pipe' });
  const child = spawn(nginxBin, ['-p', prefix, '-c', config], { stdio: 'ignore' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    rmSync(prefix, { recursive: true, force: true });
  };
  for (let i = 0; i < 50; i++) {
    try {
      await fetch(base + '/client-settings.json');
      return { base, port: listen, stop, errorLog: join(prefix, 'logs', 'error.log') };
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  await stop();
  throw new Error('nginx did not start');
}

// `npm run dev`: the local instance's API on INSTANCE_PORT (4322) plus `astro dev` on DEV_PORT (4321), which proxies
// /api to it.
import { spawn } from 'node:child_process';
import { createInstance } from '../instance/server.mjs';

const instancePort = Number(process.env.INSTANCE_PORT || 4322);
const proxyTo = process.env.PEERTUBE_URL || undefined;
const instance = await createInstance({
  port: instancePort,
  proxyTo,
  testControl: process.env.INSTANCE_TEST_CONTROL === '1',
});
console.log(`[dev] API ${proxyTo ? `proxied to ${proxyTo}` : 'of the local instance'} on ${instance.url}`);

const astro = spawn('npx', ['astro', 'dev', '--port', String(process.env.DEV_PORT || 4321)], {
  stdio: 'inherit',
  env: { ...process.env, INSTANCE_PORT: String(instancePort) },
});
const stop = () => {
  astro.kill('SIGTERM');
  void instance.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
astro.on('exit', (code) => void instance.close().then(() => process.exit(code ?? 0)));

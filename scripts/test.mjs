// `npm test`: unit + contract tests, a fresh build, the size budgets, the hosting recipes in nginx, then the
// end-to-end suite in Chromium.
import { spawnSync } from 'node:child_process';
import { ensureChromium, ensureJapaneseFont, ensureNginx } from './chromium.mjs';

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`✗ ${label} failed`);
    process.exit(result.status ?? 1);
  }
}

ensureChromium();
ensureNginx();
ensureJapaneseFont();
run('Type check (tsc)', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
run('Lint (ESLint) and formatting (Prettier)', 'npm', ['run', '--silent', 'lint']);
run('Unit and contract tests (Vitest)', 'npx', ['vitest', 'run']);
run('Build the static site', 'npx', ['astro', 'build']);
run('Size budgets on the built files', 'node', ['scripts/budget.mjs']);
run(
  'Hosting recipes (nginx.conf and nginx.peertube.conf in nginx, _redirects, _headers, the edge worker in workerd)',
  'node',
  ['--test', 'tests/hosting/'],
);
run('End-to-end tests (Playwright, Chromium)', 'npx', ['playwright', 'test']);

import { chromium } from '@playwright/test';
import { chromiumPath, CHROMIUM_ARGS } from '/work/main/scripts/chromium.mjs';
const b = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const p = await b.newPage();
const t0 = Date.now();
p.on('console', (m) => console.log('console', m.type(), m.text()));
p.on('request', (r) => { if (r.url().includes('/api/')) console.log(Date.now() - t0, 'req', r.url().slice(21, 120)); });
p.on('requestfinished', (r) => { if (r.url().includes('/api/')) console.log(Date.now() - t0, 'done', r.url().slice(21, 90)); });
p.on('requestfailed', (r) => console.log(Date.now() - t0, 'FAILED', r.url().slice(21, 90), r.failure()?.errorText));
await p.route('**/api/v1/config', async (route) => {
  const response = await route.fetch();
  const config = await response.json();
  config.search.searchIndex = { ...config.search.searchIndex, enabled: true };
  await route.fulfill({ response, json: config });
});
await p.goto('http://127.0.0.1:4402/search?search=science');
await p.waitForTimeout(8000);
console.log((await p.locator('main').innerText()).slice(0, 300));
await b.close();

// Renders the app icons of the web app manifest (public/icons/icon-{192,512}.png) from public/favicon.svg with
// Chromium: the logo on white, inside the central 80 % so launchers that mask icons (purpose "maskable") keep it whole.
// Run again after changing the logo: `node scripts/make-icons.mjs`.
import { readFileSync, mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumPath, CHROMIUM_ARGS } from './chromium.mjs';

const svg = readFileSync(new URL('../public/favicon.svg', import.meta.url), 'utf8');
const out = new URL('../public/icons/', import.meta.url);
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
for (const size of [192, 512]) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const logo = Math.round(size * 0.6);
  await page.setContent(`<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:#fff">
    <div style="width:${logo}px;height:${logo}px">${svg.replace('<svg ', '<svg width="100%" height="100%" ')}</div></body>`);
  await page.screenshot({ path: new URL(`icon-${size}.png`, out).pathname, omitBackground: false });
  await page.close();
}
await browser.close();

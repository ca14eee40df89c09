import { chromium } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { chromiumPath, CHROMIUM_ARGS } from '/work/main/scripts/chromium.mjs';
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const page = await (await browser.newContext()).newPage();
const routes = process.argv.slice(2);
for (const r of routes) {
  const t0 = Date.now();
  await page.goto('http://127.0.0.1:4417' + r);
  await page.waitForLoadState('networkidle');
  const t1 = Date.now();
  try {
    const res = await Promise.race([new AxeBuilder({ page }).withTags(['wcag2a','wcag2aa','wcag21a','wcag21aa']).analyze(), new Promise((_, rej) => setTimeout(() => rej(new Error('axe timeout')), 20000))]);
    console.log(r, 'load', t1 - t0, 'axe', Date.now() - t1, res.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`));
  } catch (e) { console.log(r, 'ERR', e.message); }
}
await browser.close();

// Screenshots of pages for a visual check: node /tmp/admsys-shot.mjs <base> <width> <path> <out>...
import { chromium } from 'playwright';
const [base, width, ...pairs] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
const client = await (await fetch(base + '/api/v1/oauth-clients/local')).json();
const t = await (await fetch(base + '/api/v1/users/token', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ ...client, grant_type: 'password', username: 'root', password: process.env.PW || 'password' }) })).json();
const session = JSON.stringify({ accessToken: t.access_token, refreshToken: t.refresh_token, expiresAt: Date.now() + t.expires_in * 1000 });
await page.addInitScript((v) => { localStorage.setItem('pt-session', v); localStorage.setItem('peertube-welcome-shown', '1'); }, session);
for (let i = 0; i < pairs.length; i += 2) {
  await page.goto(base + pairs[i]);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: pairs[i + 1], fullPage: true });
}
await browser.close();

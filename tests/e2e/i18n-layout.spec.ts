import { expect, test, type Page } from '@playwright/test';
import { signIn, USERS } from './support/instance';
import { settle } from './support/a11y';
import { hasRealCatalog, usePseudoCatalog } from './support/pseudo-locale';

// The main pages in German (long words), Japanese and Arabic (right to left), on a phone (375 px) and a desktop
// (1280 px): no text overflows its box or is cut off, and nothing reaches past the screen's edge. Measured in the
// page, element by element. With the build's real catalog of a language when it has one, else a pseudo-translation
// twice as long as English (support/pseudo-locale.ts).

interface Problem {
  what: string;
  element: string;
  text: string;
}

/** The elements that overflow: past the viewport's sides, or text wider than its own box (cut off when the box
 *  hides its overflow, spilling over its neighbours when not). Intentional truncation (an ellipsis, a line clamp),
 *  horizontally scrolling regions (wide tables) and visually hidden text are not overflow. */
async function overflows(page: Page): Promise<Problem[]> {
  return page.evaluate(() => {
    const view = document.documentElement.clientWidth;
    const problems: Problem[] = [];
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}`;
    if (document.documentElement.scrollWidth > view + 1)
      problems.push({
        what: `the page scrolls sideways (${document.documentElement.scrollWidth} > ${view})`,
        element: 'html',
        text: '',
      });
    const scrolls = (el: Element) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX);
    const hidden = (el: Element): boolean => {
      for (let e: Element | null = el; e; e = e.parentElement) {
        const style = getComputedStyle(e);
        if (style.display === 'none' || style.visibility === 'hidden' || e.hasAttribute('hidden')) return true;
        if (e.classList.contains('visually-hidden') || (style.position === 'absolute' && style.clip !== 'auto'))
          return true;
      }
      return false;
    };
    const inScroller = (el: Element) => {
      for (let e = el.parentElement; e && e !== document.body; e = e.parentElement) if (scrolls(e)) return true;
      return false;
    };
    const ownText = (el: Element) =>
      [...el.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent ?? '')
        .join('')
        .trim();
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      if (el instanceof SVGElement || ['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'OPTION'].includes(el.tagName))
        continue;
      const box = el.getBoundingClientRect();
      if (!box.width || !box.height || hidden(el) || inScroller(el)) continue;
      const text = ownText(el) || el.textContent?.trim().slice(0, 60) || '';
      if (box.right > view + 1 || box.left < -1) {
        // Only the outermost element past the edge: its children follow it.
        const parent = el.parentElement?.getBoundingClientRect();
        if (!parent || (parent.right <= view + 1 && parent.left >= -1))
          problems.push({
            what: `past the screen's edge (${Math.round(box.left)}–${Math.round(box.right)})`,
            element: describe(el),
            text,
          });
      }
      if (!ownText(el) || scrolls(el) || ['INPUT', 'SELECT', 'TEXTAREA'].includes(el.tagName)) continue;
      const style = getComputedStyle(el);
      const truncates = style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none';
      if (el.scrollWidth > el.clientWidth + 1 && !truncates)
        problems.push({
          what: `text wider than its box (${el.scrollWidth} > ${el.clientWidth})`,
          element: describe(el),
          text,
        });
    }
    return problems;
  });
}

/** How wide the page's font draws five kana at 100 px: 500 with any Japanese font (each is one em), about 300 when the
 *  machine has none and Chromium draws its narrower empty boxes — widths this spec would then measure wrongly. */
const kanaWidth = (page: Page) =>
  page.evaluate(() => {
    const probe = document.createElement('span');
    probe.textContent = 'あいうえお';
    probe.style.cssText = 'position:absolute;font-size:100px;white-space:nowrap';
    document.body.append(probe);
    const width = probe.getBoundingClientRect().width;
    probe.remove();
    return width;
  });

const LANGUAGES = ['de-DE', 'ja-JP', 'ar'] as const;
const WIDTHS = [375, 1280] as const;

for (const language of LANGUAGES) {
  for (const width of WIDTHS) {
    test(`${language} at ${width} px: the main pages show all their text (${hasRealCatalog(language) ? 'real catalog' : 'pseudo catalog'})`, async ({
      browser,
    }) => {
      test.setTimeout(180_000);
      const context = await browser.newContext({ locale: language, viewport: { width, height: 800 } });
      const page = await context.newPage();
      await usePseudoCatalog(page, language);
      const report: string[] = [];
      const check = async (path: string) => {
        await page.goto(path);
        await settle(page);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.locator('html')).not.toHaveAttribute('data-i18n-pending', '');
        for (const p of await overflows(page)) report.push(`${path}: ${p.element} ${p.what}: "${p.text}"`);
      };
      const video = (await (await page.request.get('/api/v1/videos?count=1&sort=publishedAt')).json()).data[0];
      await check('/videos/browse');
      if (language === 'ja-JP')
        expect(
          await kanaWidth(page),
          "Japanese is drawn in a Japanese font (install Debian's fonts-noto-cjk: .ci/run does)",
        ).toBeGreaterThan(450);
      await check(`/w/${video.shortUUID}`);
      await check('/search?search=a');
      if (language === 'ar') {
        // Right to left: the menu and the search box's button are on the other side.
        expect(await page.evaluate(() => getComputedStyle(document.body).direction)).toBe('rtl');
      }
      await signIn(page, USERS.maker);
      await check('/my-library/videos');
      await check('/my-account/settings');
      await signIn(page, USERS.root);
      await check('/admin/overview/users');
      expect(report).toEqual([]);
      await context.close();
    });
  }
}

test('right to left, the layout is mirrored: the menu on the right, the search button at the start of the line end', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'ar', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await usePseudoCatalog(page, 'ar');
  await page.goto('/videos/browse');
  await settle(page);
  const menu = await page.locator('#left-menu').boundingBox();
  const main = await page.locator('#main').boundingBox();
  expect(menu!.x).toBeGreaterThan(main!.x);
  const input = await page.locator('#search-video').boundingBox();
  const button = await page.locator('.search-box > button').boundingBox();
  expect(button!.x).toBeLessThan(input!.x);
  await context.close();
});

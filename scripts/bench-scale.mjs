// The bench's scale section (issue #34): lists grown far beyond a first page stay usable. The local instance's test
// controls seed 2,000 videos in one channel (browse, the channel, its owner's My videos), 1,000 notifications and a
// thread with 500 replies; Chromium at 4× CPU grows each list by its own "Load more", pressed as a person presses it
// (scrolled into view: the new items arrive on screen and are drawn then, not first during the scroll), and measures
//   - each append: from the click to the frame after the new items are in the page (wall time, and the main thread's
//     busy time in between), at the first pages (≈ 20–100 items) against the last (≈ 2,000): no work proportional to
//     what is already shown means both the same; the thread, whose whole tree comes in one answer, grows by steps of
//     replies (one task each) after one press of "View 500 replies": each step is its append;
//   - long tasks (> 50 ms) while growing and while scrolling the whole list top to bottom;
//   - memory: the JS heap after a garbage collection per 100 items (with DOM nodes per item), between ~100 and the end.
// A benchmark: it never fails on timing. `npm run bench -- --scale` runs it alone.
import { chromium } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { chromiumPath, CHROMIUM_ARGS, ensureChromium } from './chromium.mjs';
import { loginTokens, median, MS } from './bench-measure.mjs';

/** What the section seeds. */
export const SCALE = { videos: 2000, notifications: 1000, replies: 500 };
/** The CPU slow-down of the section (the bench's slow profile). */
const CPU = 4;
const MB = 1024 * 1024;

async function control(instance, path, body) {
  const res = await fetch(instance.url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-test-token': instance.testToken },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** Seeds the section's data; returns the lists to grow. */
async function seed(instance) {
  await control(instance, '/__test/videos', { channel: 'maker_films', count: SCALE.videos });
  const reader = await control(instance, '/__test/users', { unreadNotifications: SCALE.notifications });
  const video = (await (await fetch(`${instance.url}/api/v1/videos?count=1&sort=-publishedAt`)).json()).data[0];
  await control(instance, '/__test/comment-thread', { video: video.uuid, username: 'maker', replies: SCALE.replies });
  const maker = await loginTokens(instance.url, 'maker');
  const person = await loginTokens(instance.url, reader.username, reader.password);
  return [
    // list: the element whose children are the items; more: the button's text; target: items to reach.
    { name: 'browse', path: '/videos/browse', list: 'ul.video-grid', more: 'Load more videos', target: SCALE.videos },
    {
      name: 'channel',
      path: '/c/maker_films/videos',
      list: 'ul.video-grid',
      more: 'Load more videos',
      target: SCALE.videos,
    },
    {
      name: 'my-videos',
      path: '/my-library/videos',
      tokens: maker,
      list: 'ul.data-list',
      more: 'Load more',
      target: SCALE.videos,
    },
    // Ten a page with Newer / Older: each turn replaces the page; the last is as cheap as the first.
    {
      name: 'notifications',
      path: '/my-account/notifications',
      tokens: person,
      list: 'ul.notification-items',
      more: 'Older',
      replace: true,
      target: SCALE.notifications,
    },
    // The whole tree comes in one answer (PeerTube has no paging of replies): "View 500 replies".
    {
      name: 'thread',
      path: `/w/${video.shortUUID ?? video.uuid}`,
      tokens: maker,
      list: '.comment-thread .comment-replies',
      thread: '.comment-thread',
      more: `View ${SCALE.replies} replies`,
      replies: true,
      target: SCALE.replies,
    },
  ];
}

/** Main-thread busy time (ms), JS heap (bytes) and DOM nodes, from CDP's performance metrics. */
async function metrics(cdp, { gc = false } = {}) {
  if (gc) await cdp.send('HeapProfiler.collectGarbage');
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  const get = (name) => list.find((m) => m.name === name)?.value ?? 0;
  return { busy: get('TaskDuration') * 1000, heap: get('JSHeapUsedSize'), nodes: get('Nodes') };
}

// In the page: a list's items — its children, a later page's container (islands/common/ItemPages.tsx) counting for
// the items of its own list. O(pages), not O(items), so that counting costs the measure next to nothing.
const ITEMS = (list) =>
  [...(list?.children ?? [])].reduce(
    (n, child) => n + (child.classList.contains('item-page') ? (child.firstElementChild?.children.length ?? 0) : 1),
    0,
  );

// In the page: presses the button named `more`, then waits until the list has changed ('append': more items,
// 'replace': another first child) and a frame has been drawn after it. Returns the wall time, the long tasks meanwhile
// and the list's item count (ITEMS, given as its source).
const APPEND = async ([listSelector, more, mode, items]) => {
  const list = () => document.querySelector(listSelector);
  // The bench's own counting function, passed into the page as its source.
  const itemsOf = new Function(`return (${items})`)();
  const count = () => itemsOf(list());
  const button = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === more && !b.disabled);
  if (!button) return null;
  // As a person presses it: in view, at the end of what they have scrolled through, so that the new items come in where
  // they look and are drawn, as for them (off screen, a later page would be drawn first during the scroll below).
  button.scrollIntoView({ block: 'end' });
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const before = count();
  const first = list()?.firstElementChild;
  const longTasks = [];
  const observer = new PerformanceObserver((l) => l.getEntries().forEach((e) => longTasks.push(e.duration)));
  observer.observe({ type: 'longtask' });
  const start = performance.now();
  button.click();
  const changed = {
    append: () => count() > before,
    replace: () => list()?.firstElementChild !== first,
  }[mode];
  await new Promise((resolve) => {
    const check = () => (changed() ? resolve() : setTimeout(check, 4));
    check();
  });
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  const ms = performance.now() - start;
  await new Promise((resolve) => setTimeout(resolve, 50));
  observer.disconnect();
  return { ms, longTasks, count: count() };
};

// In the page: presses "View N replies" and follows the replies as they come in, a step (useProgressive) per task,
// until `target` are in the thread (or none came for 5 s). Returns each step's time (from the one before, the first
// from the click: each step is its own task, so that is what it costs), the reply count after it and the long tasks.
// Counting the replies each step added (a MutationObserver) keeps the measure itself O(1) per step.
const REPLIES = async ([threadSelector, more, target]) => {
  const button = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === more && !b.disabled);
  const thread = button?.closest(threadSelector);
  if (!thread) return null;
  // In view before the press, as APPEND does and for the same reason.
  button.scrollIntoView({ block: 'end' });
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const longTasks = [];
  const observer = new PerformanceObserver((l) => l.getEntries().forEach((e) => longTasks.push(e.duration)));
  observer.observe({ type: 'longtask' });
  const steps = [];
  let count = 0;
  let last = performance.now();
  const start = last;
  const replies = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node.nodeType === 1) count += (node.tagName === 'LI' ? 1 : 0) + node.querySelectorAll('li').length;
    const now = performance.now();
    steps.push({ ms: now - last, count });
    last = now;
  });
  replies.observe(thread, { childList: true, subtree: true });
  button.click();
  while (count < target && performance.now() - last < 5000) await new Promise((resolve) => setTimeout(resolve, 20));
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  replies.disconnect();
  await new Promise((resolve) => setTimeout(resolve, 50));
  observer.disconnect();
  // Commits that added no reply (the loader going) are not steps; their time goes to the step after them.
  const added = [];
  let carried = 0;
  let before = 0;
  for (const step of steps) {
    carried += step.ms;
    if (step.count > before) added.push({ ms: carried, count: step.count });
    if (step.count > before) carried = 0;
    before = step.count;
  }
  return { steps: added, longTasks, total: performance.now() - start };
};

// In the page: scrolls from the top to the bottom, one viewport step a frame, and returns the long tasks.
const SCROLL = async () => {
  const longTasks = [];
  const observer = new PerformanceObserver((l) => l.getEntries().forEach((e) => longTasks.push(e.duration)));
  observer.observe({ type: 'longtask' });
  scrollTo(0, 0);
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  for (let i = 0; i < 2000 && scrollY + innerHeight < document.documentElement.scrollHeight - 2; i++) {
    scrollBy(0, innerHeight * 0.8);
    await frame();
  }
  await new Promise((resolve) => setTimeout(resolve, 300));
  observer.disconnect();
  return longTasks;
};

/** Grows one list to its target and measures it. */
async function growOne(browser, base, spec) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  if (spec.tokens)
    await context.addInitScript((t) => localStorage.setItem('pt-session', JSON.stringify(t)), spec.tokens);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto(base + spec.path, { waitUntil: 'load', timeout: 120000 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  const appends = [];
  const memory = [];
  const growing = [];
  try {
    if (spec.replies) {
      await page.getByRole('button', { name: spec.more }).waitFor({ timeout: 60000 });
    } else {
      await page.locator(`${spec.list} > *`).first().waitFor({ timeout: 60000 });
    }
    let count = spec.replies ? 0 : await page.locator(spec.list).evaluate(ITEMS);
    memory.push({ count, ...(await metrics(cdp, { gc: true })) });
    const perPage = [];
    let whole = null;
    if (spec.replies) {
      // One press, then the steps, each an append; the main thread's time is known for the whole growth only.
      const busyBefore = (await metrics(cdp)).busy;
      const result = await page.evaluate(REPLIES, [spec.thread, spec.more, spec.target]);
      if (result) {
        const busy = (await metrics(cdp)).busy - busyBefore;
        result.steps.forEach((step, i) => {
          appends.push({ count: step.count, ms: step.ms, busy: null });
          perPage.push(step.count - (i ? result.steps[i - 1].count : 0));
        });
        count = result.steps.at(-1)?.count ?? 0;
        growing.push(...result.longTasks);
        whole = { ms: result.total, busy };
        memory.push({ mark: spec.target, count, ...(await metrics(cdp, { gc: true })) });
      }
    }
    for (let turn = 0; turn < 1000 && !spec.replies && count < spec.target; turn++) {
      const busyBefore = (await metrics(cdp)).busy;
      const result = await page.evaluate(APPEND, [
        spec.list,
        spec.more,
        spec.replace ? 'replace' : 'append',
        String(ITEMS),
      ]);
      if (!result) break;
      const busy = (await metrics(cdp)).busy - busyBefore;
      const items = spec.replace ? count + (await page.locator(spec.list).evaluate(ITEMS)) : result.count;
      perPage.push(items - count);
      count = items;
      appends.push({ count, ms: result.ms, busy });
      growing.push(...result.longTasks);
      // Heap snapshots past ~100 items, past half the target and at the end (a list that replaces its page has none).
      const mark = [100, spec.target / 2, spec.target].find((m) => count >= m && !memory.some((s) => s.mark === m));
      if (!spec.replace && mark) memory.push({ mark, count, ...(await metrics(cdp, { gc: true })) });
      process.stdout.write('.');
    }
    const scrolling = await page.evaluate(SCROLL);
    return {
      name: spec.name,
      path: spec.path,
      count,
      appends,
      memory,
      growing,
      scrolling,
      perPage: median(perPage),
      whole,
    };
  } finally {
    await context.close();
  }
}

/** The first three and last three appends (wall and main-thread medians). */
function summarize(result) {
  const { appends, memory } = result;
  const firsts = appends.slice(0, 3);
  const lasts = appends.slice(-3);
  const at = (list) => ({
    items: list.length ? `${list[0].count}–${list.at(-1).count}` : '–',
    ms: median(list.map((a) => a.ms)),
    busy: median(list.map((a) => a.busy)),
  });
  // Memory per 100 items from the snapshot after a few pages to the last; the middle one shows whether it is linear.
  const from = memory.find((m) => m.mark === 100) ?? memory[0];
  const to = memory.at(-1);
  const middle = memory.find((m) => m.mark > 100 && m !== to);
  const per100 = (a, b) => (b && a && b.count > a.count ? ((b.heap - a.heap) / MB / (b.count - a.count)) * 100 : null);
  return {
    name: result.name,
    items: result.count,
    whole: result.whole,
    first: at(firsts),
    last: result.appends.length > 3 ? at(lasts) : null,
    growingLong: result.growing.filter((d) => d > 50),
    scrollingLong: result.scrolling.filter((d) => d > 50),
    mbPer100: per100(from, to),
    mbPer100FirstHalf: per100(from, middle),
    mbPer100SecondHalf: per100(middle, to),
    nodesPerItem: to && from && to.count > from.count ? (to.nodes - from.nodes) / (to.count - from.count) : null,
  };
}

const long = (list) => (list.length ? `${list.length} (max ${MS(Math.max(...list))})` : '0');
const mb = (v) => (v == null ? '–' : v.toFixed(2));

function printTable(rows) {
  const head = [
    'list',
    'items',
    'append ms first',
    'append ms last',
    'main thread ms first',
    'main thread ms last',
    'long tasks growing',
    'long tasks scrolling',
    'MB/100 items',
    '(1st half / 2nd half)',
    'DOM nodes/item',
  ];
  const cells = rows.map((r) => [
    r.name,
    String(r.items),
    `${MS(r.first.ms)} @${r.first.items}`,
    r.last ? `${MS(r.last.ms)} @${r.last.items}` : '–',
    MS(r.first.busy),
    r.last ? MS(r.last.busy) : '–',
    long(r.growingLong),
    long(r.scrollingLong),
    mb(r.mbPer100),
    `${mb(r.mbPer100FirstHalf)} / ${mb(r.mbPer100SecondHalf)}`,
    r.nodesPerItem == null ? '–' : r.nodesPerItem.toFixed(0),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c) => c.map((x, i) => (i < 1 ? x.padEnd(widths[i]) : x.padStart(widths[i]))).join('  ');
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  cells.forEach((c) => console.log(line(c)));
}

/** Runs the scale section on the local instance (dist/ or OUT_DIR) and prints its table; returns its rows. */
export async function benchScale({ outDir = 'dist', build = false, only = [] } = {}) {
  ensureChromium();
  if (build) {
    const result = spawnSync('npx', ['astro', 'build'], { stdio: 'inherit', env: { ...process.env, OUT_DIR: outDir } });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  const { createInstance } = await import('../instance/server.mjs');
  const instance = await createInstance({ port: 0, distDir: outDir, testControl: true });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const rows = [];
  try {
    const lists = (await seed(instance)).filter((l) => !only.length || only.includes(l.name));
    console.log(`\n▶ Scale: ${lists.map((l) => l.name).join(', ')} at ${CPU}× CPU`);
    for (const spec of lists) rows.push(summarize(await growOne(browser, instance.url, spec)));
  } finally {
    await browser.close();
    await instance.close();
  }
  console.log(
    `\n\nScale (${SCALE.videos} videos, ${SCALE.notifications} notifications, a ${SCALE.replies}-reply thread; ${CPU}× CPU).` +
      ' append: click on the list\'s own "Load more" (notifications: "Older", the thread: "View replies") to the frame' +
      ' after the new items; first = the first three, last = the last three. Long tasks > 50 ms. MB: JS heap after GC.\n',
  );
  printTable(rows);
  for (const r of rows.filter((row) => row.whole))
    console.log(`${r.name}: all ${r.items} in ${MS(r.whole.ms)} ms from the press, main thread ${MS(r.whole.busy)} ms`);
  return rows;
}

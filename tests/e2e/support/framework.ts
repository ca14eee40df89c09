// Holding the framework's file back, as a slow network does: what a page shows before its JavaScript has loaded.
import type { Page, Route } from '@playwright/test';

/** Holds every request to the framework chunk until `release()`: the page runs as on a slow network. */
export async function holdFramework(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/_astro\/vendor\.[\w-]+\.js$/, (route) => (released ? route.continue() : void held.push(route)));
  return {
    held: () => held.length,
    release: async () => {
      released = true;
      await Promise.all(held.map((r) => r.continue()));
    },
  };
}

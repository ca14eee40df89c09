// The served /api/v1/config changed for one page only (page.route): other specs running beside it see the real one.
import type { Page } from '@playwright/test';

/** Serves the real /api/v1/config with `patch` applied, for this page only. */
export async function patchConfig(page: Page, patch: (config: Record<string, any>) => void): Promise<void> {
  await page.route('**/api/v1/config', async (route) => {
    // A request still on its way as the test ends (the page's reachability check on a busy machine) finds its answer
    // disposed with the closing page: nothing is left to serve. Any other time the page gets a network error, never
    // a config without the patch.
    const response = await route.fetch().catch(() => null);
    const json = await response?.json().catch(() => null);
    if (!response || !json) return void (await route.abort().catch(() => undefined));
    patch(json);
    await route.fulfill({ response, json });
  });
}

import type { Page } from '@playwright/test';

/** An in-app navigation (wouter follows history.pushState), as a link click would do. */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => {
    history.pushState(null, '', p);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

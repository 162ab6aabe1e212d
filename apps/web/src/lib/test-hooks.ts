// Hooks Playwright sets with addInitScript (team convention): shorten the startup, keep the guard off.
export interface PsiTestHooks {
  /** Total startup time in ms instead of 6000 (the eye takes the first half); 0 skips it. */
  splashMs?: number;
  /** false keeps the production developer-tools guard off. */
  guard?: boolean;
}

declare global {
  interface Window {
    __PSI_TEST__?: PsiTestHooks;
  }
}

export function testHooks(): PsiTestHooks {
  return (typeof window !== 'undefined' && window.__PSI_TEST__) || {};
}

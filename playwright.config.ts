// End-to-end tests: the built web app (apps/web/dist) served by the real server on a loopback port
// with a fresh PGlite data folder, driven in Debian's Chromium (never a downloaded browser).
// Run through `npm run test:e2e` (scripts/e2e.sh builds first).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { BASE_URL as baseURL, E2E_ADMIN, E2E_GATED_PORT, E2E_PORT as port, GATED_URL } from './e2e/support/servers';

// Playwright loads this file in every worker too: create the data folders once and hand them down.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'psi-e2e-'));
process.env.E2E_GATED_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'psi-e2e-gated-'));
const serverEnv = {
  HOST: '127.0.0.1',
  WEB_DIST: 'apps/web/dist',
  LOG_LEVEL: 'warn',
  // Every test's players come from 127.0.0.1: limits on, but above what the suite does.
  RATE_LIMIT_PLAYERS: '2000',
  RATE_LIMIT_CIRCUITS: '5000',
  RATE_LIMIT_MOVES: '100000',
  // No control circuits (issue 36) in the middle of the suite: a burst of them at the first look, 15 min in.
  CONTROL_CIRCUITS_PER_DAY: '0',
};

export default defineConfig({
  testDir: 'e2e',
  globalTeardown: './e2e/support/teardown.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Generous: the 2 shared cores also run the server and other work.
  timeout: 60_000,
  // The whole suite: 7–10 min on the machines before 2026-11-26, 14.6–15 min on that day's (its clicks
  // slower beside the other worker); 15 min cut the last spec off. Half CI's 90 min leaves the rest room.
  // 99 specs since issues 33-37 (77 before): 30 min left too little margin on a loaded 2-core machine; CI's limit is 90.
  globalTimeout: 45 * 60_000,
  expect: { timeout: 15_000 },
  // The JSON report is where scripts/e2e-timings.mjs finds each test's time (docs/performance.md, Test suite).
  reporter: [process.env.CI ? ['line'] : ['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]],
  use: {
    baseURL,
    ...devices['Desktop Chrome'],
    // No trace by default: recording one (screenshots and DOM snapshots at every action) more than
    // doubled the suite's CPU (circuit-full: 455 core-seconds with, 206 without), and CI keeps no
    // files to open it from. To debug a failure: E2E_TRACE=retain-on-failure npm run test:e2e -- <spec>.
    trace: process.env.E2E_TRACE === 'retain-on-failure' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    // axe is injected as an inline script, which the server's Content-Security-Policy forbids;
    // e2e/content-security-policy.spec.ts turns this off to hold the app itself to the policy.
    bypassCSP: true,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // The flags that run Debian's Chromium headless as root on these machines.
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      // The operator's first admin is made with the documented command (password on standard
      // input) before the server opens the same PGlite folder.
      command: `printf '%s\\n' '${E2E_ADMIN.password}' | npm run admin --silent -- create --email ${E2E_ADMIN.email} && exec node --import tsx apps/server/src/main.ts`,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      // PGlite's first start (WebAssembly compile + migrations) is slow on 2 busy cores.
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { ...serverEnv, PORT: String(port), DATA_DIR: process.env.E2E_DATA_DIR, SCRYPT_LOG2_N: '14' },
    },
    {
      // docs/decisions.md: FREE_CIRCUITS=1 turns the pass gate on (e2e/buy-pass.spec.ts).
      command: 'node --import tsx apps/server/src/main.ts',
      url: `${GATED_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ...serverEnv,
        PORT: String(E2E_GATED_PORT),
        DATA_DIR: process.env.E2E_GATED_DATA_DIR,
        FREE_CIRCUITS: '1',
        PAYMENTS: 'sandbox',
      },
    },
  ],
});

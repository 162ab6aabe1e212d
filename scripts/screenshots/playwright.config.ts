// `npm run screenshots` (issue 34 item 12): the built app served by the real server on a fresh PGlite folder,
// photographed in Debian's Chromium: every page and every exercise (start, mid, revealed) at 360x640 and
// 1440x900, into screenshots/ at the repository's root (ignored by git). Build first (`npm run build`).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.SCREENSHOTS_PORT ?? 8306);
const dataDir = (process.env.SCREENSHOTS_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'psi-screenshots-')));

export default defineConfig({
  testDir: '.',
  testMatch: 'capture.ts',
  workers: 1,
  retries: 0,
  // A whole circuit twice (two screen sizes) with a photograph after every move, on 2 shared cores.
  timeout: 15 * 60_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // shared/design/stack.md: the flags that run Debian's Chromium headless as root.
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
    },
  },
  webServer: {
    command: 'node --import tsx apps/server/src/main.ts',
    cwd: '../..',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: process.env.SCREENSHOTS_REUSE === '1',
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, WEB_DIST: 'apps/web/dist', LOG_LEVEL: 'warn' },
  },
});

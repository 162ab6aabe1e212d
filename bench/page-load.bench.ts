// Page-load figures for docs/performance.md ("Page load"): the built app served by the real server,
// loaded cold in Debian's Chromium under a phone profile like Lighthouse's mobile preset (390×844,
// 4× CPU slowdown, 150 ms round trip, 1.6 Mbit/s down). Lighthouse itself is not in our stack; these
// are the same measurements read straight from the browser's Performance APIs.
//
// Per page, the median of BENCH_PAGE_RUNS (default 7) cold loads, each in a fresh browser context:
// - FCP, LCP: first and largest contentful paint, with the real splash (the eye paints first);
// - ready: time until the page's own heading is on screen, splash skipped (what the splash hides);
// - TBT: total blocking time (the part of every long main-thread task over 50 ms) until ready + 1 s;
// - JS: JavaScript bytes over the wire, everything fetched until ready.
// Each page is loaded both as browsers get it (brotli, precompressed at build) and with
// Accept-Encoding: identity (what the server sent before precompression), interleaved, so the ratio
// of the two comes from one run on one machine state.
// Needs `npm run build` first (it says so when apps/web/dist is missing).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { freePort, waitForHealth } from './support/server-process';

const runs = Number(process.env.BENCH_PAGE_RUNS ?? 7);
const pages = [
  { path: '/about-page', heading: 'About Psi Circuit' },
  { path: '/game-ready-set-go', heading: 'Ready Set Go' },
  { path: '/world-psychic-experiment', heading: 'The world psychic experiment' },
];
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const THROTTLE = { cpu: 4, latencyMs: 150, downBytesPerS: (1.6 * 1024 * 1024) / 8, upBytesPerS: (750 * 1024) / 8 };

if (!existsSync('apps/web/dist/index.html')) {
  process.stderr.write('apps/web/dist is missing: run `npm run build` first.\n');
  process.exit(1);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** A cold, throttled phone context; `skipSplash` sets the app's test hook so the page shows at once. */
async function phoneContext(browser: Browser, skipSplash: boolean, plain: boolean): Promise<BrowserContext> {
  const context = await browser.newContext({
    ...PHONE,
    ...(plain ? { extraHTTPHeaders: { 'accept-encoding': 'identity' } } : {}),
  });
  // Measures paints and long tasks from the very start of the document.
  await context.addInitScript((skip) => {
    if (skip) (window as unknown as { __PSI_TEST__: object }).__PSI_TEST__ = { splashMs: 0, guard: false };
    const w = window as unknown as { __bench: { lcp: number; longTasks: { start: number; duration: number }[] } };
    w.__bench = { lcp: 0, longTasks: [] };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__bench.lcp = e.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__bench.longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  }, skipSplash);
  return context;
}

async function throttle(context: BrowserContext, page: Parameters<BrowserContext['newCDPSession']>[0]) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE.cpu });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLE.latencyMs,
    downloadThroughput: THROTTLE.downBytesPerS,
    uploadThroughput: THROTTLE.upBytesPerS,
  });
  return cdp;
}

interface Sample {
  fcp: number;
  lcp: number;
  ready: number;
  tbt: number;
  jsKb: number;
}

async function loadOnce(browser: Browser, base: string, path: string, heading: string, plain = false): Promise<Sample> {
  // Paints, with the real splash.
  const painted = await phoneContext(browser, false, plain);
  const paintPage = await painted.newPage();
  await throttle(painted, paintPage);
  await paintPage.goto(base + path, { waitUntil: 'load' });
  await paintPage.waitForTimeout(1500);
  const paints = await paintPage.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    lcp: (window as unknown as { __bench: { lcp: number } }).__bench.lcp,
  }));
  await painted.close();

  // Ready, blocking time and bytes, splash skipped.
  const context = await phoneContext(browser, true, plain);
  const page = await context.newPage();
  const cdp = await throttle(context, page);
  let jsBytes = 0;
  const jsRequests = new Set<string>();
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Script') jsRequests.add(e.requestId);
  });
  cdp.on('Network.loadingFinished', (e) => {
    if (jsRequests.has(e.requestId)) jsBytes += e.encodedDataLength;
  });
  await page.goto(base + path, { waitUntil: 'commit' });
  await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 60_000 });
  const ready = await page.evaluate(() => performance.now());
  await page.waitForTimeout(1000);
  const tbt = await page.evaluate((until) => {
    const tasks = (window as unknown as { __bench: { longTasks: { start: number; duration: number }[] } }).__bench
      .longTasks;
    return tasks.filter((t) => t.start < until).reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
  }, ready + 1000);
  await context.close();
  return { ...paints, ready, tbt, jsKb: jsBytes / 1000 };
}

const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'psi-bench-page-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
let browser: Browser | undefined;
try {
  await waitForHealth(base);
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  await loadOnce(browser, base, pages[0]!.path, pages[0]!.heading); // warm the server, not the browser
  process.stdout.write(
    `page load, phone profile (390×844, CPU ÷${THROTTLE.cpu}, ${THROTTLE.latencyMs} ms RTT, 1.6 Mbit/s), median of ${runs} cold loads\n`,
  );
  process.stdout.write('page | encoding | FCP ms | LCP ms | ready ms (no splash) | TBT ms | JS kB over the wire\n');
  for (const { path, heading } of pages) {
    const compressed: Sample[] = [];
    const plain: Sample[] = [];
    for (let i = 0; i < runs; i++) {
      compressed.push(await loadOnce(browser, base, path, heading));
      plain.push(await loadOnce(browser, base, path, heading, true));
    }
    const m = (samples: Sample[], k: keyof Sample) => median(samples.map((s) => s[k]));
    for (const [label, samples] of [
      ['brotli', compressed],
      ['identity', plain],
    ] as const) {
      process.stdout.write(
        `${path} | ${label} | ${m(samples, 'fcp').toFixed(0)} | ${m(samples, 'lcp').toFixed(0)} | ` +
          `${m(samples, 'ready').toFixed(0)} | ${m(samples, 'tbt').toFixed(0)} | ${m(samples, 'jsKb').toFixed(1)}\n`,
      );
    }
    process.stdout.write(
      `${path} | identity ÷ brotli | FCP ${(m(plain, 'fcp') / m(compressed, 'fcp')).toFixed(2)}× | ` +
        `ready ${(m(plain, 'ready') / m(compressed, 'ready')).toFixed(2)}× | JS bytes ${(m(plain, 'jsKb') / m(compressed, 'jsKb')).toFixed(2)}×\n`,
    );
  }
} finally {
  await browser?.close();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}

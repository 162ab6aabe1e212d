// `npm run bench -- lighthouse` (after `npm run build`): Lighthouse's mobile performance audit, with
// Debian's Chromium (CHROME_PATH, default /usr/bin/chromium), on the four pages docs/performance.md reports, against
// the real server on a fresh PGlite folder. BENCH_LIGHTHOUSE_RUNS (default 3) runs per page, interleaved
// (page 1, 2, 3, 4, then again), so every page sees the same machine states; prints the medians of
// the performance score, FCP, LCP, TBT, speed index, and each run's score, plus the load average.
// Lighthouse's default mobile profile: simulated throttling (150 ms round trip, 1.6 Mbit/s, 4× CPU).
// The medians are what docs/performance.md quotes; a heavily shared machine lowers the scores (TBT).
//
// BENCH_LIGHTHOUSE_COMPARE=<another built dist folder> (e.g. a copy of main's apps/web/dist) serves that
// build from a second server too, and audits each page on both builds in turn, so the two are compared
// on the same machine states. BENCH_LIGHTHOUSE_JSON=<folder> keeps every run's full Lighthouse report
// there (open the audits largest-contentful-paint-element, total-blocking-time, bootup-time, …).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort, waitForHealth } from './support/server-process';

const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const jsonDir = process.env.BENCH_LIGHTHOUSE_JSON;
// BENCH_LIGHTHOUSE_PAGES=<regular expression on the slugs> audits only those pages (e.g. `exercise`),
// when working on one page; the figures quoted in docs/performance.md are of all four.
const onlyPages = process.env.BENCH_LIGHTHOUSE_PAGES ? new RegExp(process.env.BENCH_LIGHTHOUSE_PAGES) : null;
const pages = [
  { name: 'start `/`', path: '/', slug: 'start' },
  { name: 'exercise `/game-ready-set-go`', path: '/game-ready-set-go', slug: 'exercise' },
  { name: 'world `/world-psychic-experiment`', path: '/world-psychic-experiment', slug: 'world' },
  { name: 'about `/about-page`', path: '/about-page', slug: 'about' },
].filter((page) => !onlyPages || onlyPages.test(page.slug));
const builds = [
  { name: 'this build', dist: 'apps/web/dist' },
  ...(process.env.BENCH_LIGHTHOUSE_COMPARE ? [{ name: 'compared', dist: process.env.BENCH_LIGHTHOUSE_COMPARE }] : []),
];
// Headless as root in a container (playwright.config.ts).
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

for (const build of builds) {
  if (!existsSync(join(build.dist, 'index.html'))) {
    process.stderr.write(`${build.dist} is missing its index.html: run \`npm run build\` first.\n`);
    process.exit(1);
  }
}

interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  si: number;
  lcpElement: string;
}
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

interface Served {
  name: string;
  base: string;
  process: ChildProcess;
  dataDir: string;
}
async function serve(name: string, dist: string): Promise<Served> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'psi-lighthouse-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: resolve(dist),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { name, base: `http://127.0.0.1:${port}`, process: child, dataDir };
}

/**
 * One Lighthouse run. A run whose trace Lighthouse could not read (runtimeError, e.g. NO_NAVSTART when
 * the machine is overloaded) has no score: it is said and run again, up to three times.
 */
async function audit(port: number, url: string) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
    if (!lhr.runtimeError || attempt === 3) return lhr;
    process.stdout.write(`${url}: ${lhr.runtimeError.code}, run again\n`);
  }
}

const servers: Served[] = [];
const results = new Map<string, Figures[]>();
let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  for (const build of builds) servers.push(await serve(build.name, build.dist));
  // PGlite's first start can take minutes on a machine shared with test runs.
  for (const server of servers) await waitForHealth(server.base, 600_000);
  if (jsonDir) mkdirSync(jsonDir, { recursive: true });
  chrome = await chromeLauncher.launch({ chromePath, chromeFlags: FLAGS });
  process.stdout.write(
    `lighthouse: ${runs} runs per page${servers.length > 1 ? ' and build' : ''}, interleaved, mobile preset; ` +
      `load average before: ${load()}\n`,
  );
  for (let run = 1; run <= runs; run++) {
    for (const page of pages) {
      // The builds take turns going first: in compare runs the build audited first in each pair
      // scored lower in two runs of three (2026-11-23), so a fixed order would favour one build.
      const order = run % 2 === 0 ? [...servers].reverse() : servers;
      for (const server of order) {
        const lhr = await audit(chrome.port, server.base + page.path);
        if (jsonDir) {
          const variant = servers.length > 1 ? `-${servers.indexOf(server) === 0 ? 'this' : 'compared'}` : '';
          writeFileSync(join(jsonDir, `${page.slug}${variant}-${run}.json`), JSON.stringify(lhr));
        }
        const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
        const element = lhr.audits['largest-contentful-paint-element']?.details as
          { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined;
        const key = `${page.name}\t${server.name}`;
        results.set(key, [
          ...(results.get(key) ?? []),
          {
            score: lhr.categories.performance?.score ?? NaN,
            fcp: value('first-contentful-paint'),
            lcp: value('largest-contentful-paint'),
            tbt: value('total-blocking-time'),
            si: value('speed-index'),
            lcpElement: element?.items?.[0]?.items?.[0]?.node?.snippet?.slice(0, 60) ?? '?',
          },
        ]);
      }
    }
    process.stdout.write(`run ${run} done, load average ${load()}\n`);
  }
  process.stdout.write(
    '| page | build | score | FCP | LCP | TBT | speed index | scores of the runs | LCP element |\n' +
      '|---|---|---|---|---|---|---|---|---|\n',
  );
  let pass = true;
  for (const [key, rs] of results) {
    const [name, build] = key.split('\t');
    const score = median(rs.map((r) => r.score));
    const lcp = median(rs.map((r) => r.lcp));
    if (build === servers[0]!.name && (score < 0.98 || lcp > 1200)) pass = false;
    process.stdout.write(
      `| ${name} | ${build} | ${score.toFixed(2)} | ${median(rs.map((r) => r.fcp)).toFixed(0)} ms | ` +
        `${lcp.toFixed(0)} ms | ${median(rs.map((r) => r.tbt)).toFixed(0)} ms | ` +
        `${median(rs.map((r) => r.si)).toFixed(0)} ms | ${rs.map((r) => r.score.toFixed(2)).join(' / ')} | ` +
        `\`${rs[0]!.lcpElement}\` |\n`,
    );
  }
  process.stdout.write(
    `${pass ? 'every page' : 'NOT every page'} of this build at ≥ 0.98 and LCP ≤ 1.2 s (medians); ` +
      `load average after: ${load()}\n`,
  );
} finally {
  await chrome?.kill();
  for (const server of servers) {
    server.process.kill('SIGTERM');
    await new Promise((r) => server.process.once('exit', r));
    rmSync(server.dataDir, { recursive: true, force: true });
  }
}

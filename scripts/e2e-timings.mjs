// Where the end-to-end suite's time goes (issue 35 item 8): reads the JSON report Playwright writes
// (playwright.config.ts, test-results/e2e-report.json) and prints each spec file's summed test time and
// the slowest tests. `node scripts/e2e-timings.mjs [report.json] [how many slowest]`.
import { readFileSync } from 'node:fs';

const [path = 'test-results/e2e-report.json', top = '15'] = process.argv.slice(2);
const report = JSON.parse(readFileSync(path, 'utf8'));

/** Every test result in the report: its file, title, duration in ms and status. */
function* results(suite, describes = []) {
  // A file's suite is titled by its file name, a describe's by its title.
  for (const child of suite.suites ?? [])
    yield* results(child, child.title === child.file ? describes : [...describes, child.title]);
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      for (const result of test.results) {
        const title = [...describes, spec.title].join(' › ');
        yield { file: spec.file, title, ms: result.duration, status: result.status };
      }
    }
  }
}

const rows = [...results(report)];
const seconds = (ms) => (ms / 1000).toFixed(1).padStart(7);
const byFile = new Map();
for (const row of rows) {
  const file = byFile.get(row.file) ?? { ms: 0, tests: 0 };
  file.ms += row.ms;
  file.tests += 1;
  byFile.set(row.file, file);
}

console.log('seconds  tests  spec file (test time summed over both workers)');
for (const [file, { ms, tests }] of [...byFile].sort((a, b) => b[1].ms - a[1].ms))
  console.log(`${seconds(ms)}  ${String(tests).padStart(5)}  ${file}`);
const total = rows.reduce((sum, row) => sum + row.ms, 0);
console.log(
  `${seconds(total)}  ${String(rows.length).padStart(5)}  all (the run's wall time: ${seconds(report.stats.duration)} s)`,
);

console.log(`\nthe ${top} slowest tests`);
for (const row of [...rows].sort((a, b) => b.ms - a.ms).slice(0, Number(top)))
  console.log(`${seconds(row.ms)}  ${row.status.padEnd(8)} ${row.file} › ${row.title}`);
const counts = report.stats;
console.log(
  `\n${counts.expected} passed, ${counts.unexpected} failed, ${counts.flaky} flaky, ${counts.skipped} skipped or not run`,
);

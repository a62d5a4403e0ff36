// Lighthouse (the npm package) on the home page, mobile (its default: a phone screen and simulated
// slow 4G and CPU), in Debian's chromium, three runs, median performance score (issue 4: >= 95).
// Usage: npm run bench:lighthouse    Options: LIGHTHOUSE_RUNS (3), LIGHTHOUSE_PATH (/ro).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { freePort, waitFor } from '@vitrina/e2e/processes';

import { startPageStack } from './page-stack.ts';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PATH = process.env.LIGHTHOUSE_PATH ?? '/ro';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** Debian's chromium with a debugging port Lighthouse drives; nothing is downloaded. */
async function startChromium() {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'vitrina-lighthouse-'));
  const chromium = spawn(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', [
    '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
    '--no-first-run', '--disable-sync', `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank',
  ], { stdio: 'ignore' });
  await waitFor(`http://127.0.0.1:${port}/json/version`);
  return { port, stop: () => (chromium.kill('SIGTERM'), rmSync(profile, { recursive: true, force: true })) };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const stack = await startPageStack(['catalog', 'content'], { SITE_TOKEN: 'demo-pharmacy' });
const chromium = await startChromium();
try {
  const runs: Record<string, number>[] = [];
  for (let i = 0; i < RUNS; i++) {
    const result = await lighthouse(stack.gateway + PATH, { port: chromium.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error('lighthouse gave no result');
    const { categories, audits } = result.lhr;
    const row = Object.fromEntries(CATEGORIES.map((name) => [name, Math.round((categories[name]?.score ?? 0) * 100)]));
    for (const metric of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift']) {
      row[metric] = Number((audits[metric]?.numericValue ?? Number.NaN).toFixed(metric === 'cumulative-layout-shift' ? 3 : 0));
    }
    runs.push(row);
    console.log(JSON.stringify({ run: i + 1, ...row }));
    // Each category's failing audits, so a score below goal says what to fix.
    const failing = Object.values(audits).filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative');
    if (i === 0) for (const audit of failing) console.log(`  below 0.9: ${audit.id} (${audit.score}) ${audit.displayValue ?? ''}`);
  }
  const summary = Object.fromEntries(Object.keys(runs[0]!).map((name) => [name, median(runs.map((run) => run[name]!))]));
  console.log(JSON.stringify({ median: summary, page: PATH, runs: RUNS }));
} finally {
  chromium.stop();
  stack.stop();
}

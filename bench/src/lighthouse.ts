// Lighthouse (the npm package), mobile (its default: a phone screen and simulated slow 4G and CPU),
// in Debian's chromium, three runs per page, median scores (goal: performance >= 95) on the pages a
// shopper sees most: home, a category listing, a product page and search results.
// Usage: npm run bench:lighthouse    Options: LIGHTHOUSE_RUNS (3), LIGHTHOUSE_PATH (one page only).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { freePort, waitFor } from '@vitrina/e2e/processes';

import { demoPages } from './demo-pages.ts';
import { median } from './latency.ts';
import { startPageStack } from './page-stack.ts';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const ONLY_PATH = process.env.LIGHTHOUSE_PATH;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** Debian's chromium with a debugging port Lighthouse drives; nothing is downloaded. */
async function startChromium() {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'vitrina-lighthouse-'));
  const chromium = spawn(
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  await waitFor(`http://127.0.0.1:${port}/json/version`);
  return { port, stop: () => (chromium.kill('SIGTERM'), rmSync(profile, { recursive: true, force: true })) };
}

async function pagesToAudit(gateway: string): Promise<[string, string][]> {
  return ONLY_PATH ? [['page', ONLY_PATH]] : demoPages(gateway, ['home', 'category', 'product', 'search']);
}

async function audit(url: string, port: number) {
  const runs: Record<string, number>[] = [];
  for (let i = 0; i < RUNS; i++) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error('lighthouse gave no result');
    const { categories, audits } = result.lhr;
    const row = Object.fromEntries(CATEGORIES.map((name) => [name, Math.round((categories[name]?.score ?? 0) * 100)]));
    for (const metric of [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
    ]) {
      row[metric] = Number(
        (audits[metric]?.numericValue ?? Number.NaN).toFixed(metric === 'cumulative-layout-shift' ? 3 : 0),
      );
    }
    runs.push(row);
    console.log(JSON.stringify({ run: i + 1, ...row }));
    // Each category's failing audits, so a score below goal says what to fix.
    const failing = Object.values(audits).filter(
      (audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative',
    );
    if (i === 0)
      for (const audit of failing) console.log(`  below 0.9: ${audit.id} (${audit.score}) ${audit.displayValue ?? ''}`);
  }
  return Object.fromEntries(Object.keys(runs[0]!).map((name) => [name, median(runs.map((run) => run[name]!))]));
}

const stack = await startPageStack(['catalog', 'content'], { SITE_TOKEN: 'demo-pharmacy' });
const chromium = await startChromium();
try {
  const medians = [];
  for (const [type, path] of await pagesToAudit(stack.gateway)) {
    console.log(`${type}: ${path}`);
    const summary = await audit(stack.gateway + path, chromium.port);
    medians.push({ type, path, ...summary });
    console.log(JSON.stringify({ median: summary, page: path, runs: RUNS }));
  }
  console.table(medians);
} finally {
  chromium.stop();
  stack.stop();
}

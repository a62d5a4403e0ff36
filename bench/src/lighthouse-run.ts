// What the Lighthouse benches share: Debian's chromium to run in, and one Lighthouse run (the npm
// package, mobile: its default phone screen and simulated slow 4G and CPU) read into the numbers they
// report, each category's score out of 100 and the paint, blocking and layout-shift metrics. One
// reading for both benches, so bench:lighthouse and bench:lighthouse-peers agree on what a score is.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@vitrina/e2e/browser';
import { freePort, waitFor } from '@vitrina/e2e/processes';

import { median } from './latency.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
];

export interface LighthouseRun {
  /** Category scores (0-100) and metrics (ms; the layout shift has no unit), by their Lighthouse ids. */
  numbers: Record<string, number>;
  /** The scored audits below 0.9, so a score below its goal says what to fix. */
  failing: string[];
  /** The page Lighthouse ended on: another than the one asked for means a redirect was measured. */
  finalUrl: string;
  /** Requests answered with an error or none (status and address): a page missing its assets would measure lighter. */
  failedRequests: string[];
}

/** Debian's chromium with a debugging port Lighthouse drives; nothing is downloaded. */
export async function startChromium() {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'vitrina-lighthouse-'));
  const chromium = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  await waitFor(`http://127.0.0.1:${port}/json/version`);
  return { port, stop: () => (chromium.kill('SIGTERM'), rmSync(profile, { recursive: true, force: true })) };
}

/** Requests in the run's network log that failed or were answered 4xx/5xx. */
function failedRequests(details: unknown): string[] {
  const items = (details as { items?: { url: string; statusCode?: number }[] } | undefined)?.items ?? [];
  return items
    .filter(({ statusCode = -1 }) => statusCode < 0 || statusCode >= 400)
    .map(({ url, statusCode = -1 }) => `${statusCode} ${url}`);
}

/** One Lighthouse run of `url`; `headers` go with every request (a shopper's cookie, say). */
export async function runLighthouse(
  url: string,
  port: number,
  categories: readonly Category[] = CATEGORIES,
  headers?: Record<string, string>,
): Promise<LighthouseRun> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...categories],
    ...(headers ? { extraHeaders: headers } : {}),
  });
  if (!result) throw new Error('lighthouse gave no result');
  const { categories: scores, audits, finalDisplayedUrl } = result.lhr;
  const numbers = Object.fromEntries(categories.map((name) => [name, Math.round((scores[name]?.score ?? 0) * 100)]));
  for (const metric of METRICS) {
    const digits = metric === 'cumulative-layout-shift' ? 3 : 0;
    numbers[metric] = Number((audits[metric]?.numericValue ?? Number.NaN).toFixed(digits));
  }
  const failing = Object.values(audits)
    .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
    .map((audit) => `${audit.id} (${audit.score}) ${audit.displayValue ?? ''}`.trim());
  return {
    numbers,
    failing,
    finalUrl: finalDisplayedUrl,
    failedRequests: failedRequests(audits['network-requests']?.details),
  };
}

/** Each number's median over the runs (they all have the same names). */
export function medianNumbers(runs: Record<string, number>[]): Record<string, number> {
  return Object.fromEntries(Object.keys(runs[0] ?? {}).map((name) => [name, median(runs.map((run) => run[name]!))]));
}

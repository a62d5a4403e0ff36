// Lighthouse (the npm package), mobile (its default: a phone screen and simulated slow 4G and CPU),
// in Debian's chromium, three runs per page, median scores (goal: performance >= 95) on the pages a
// shopper sees most: home, a category listing, a product page and search results.
// Usage: npm run bench:lighthouse    Options: LIGHTHOUSE_RUNS (3), LIGHTHOUSE_PATH (one page only).
import { demoPages } from './demo-pages.ts';
import { medianNumbers, runLighthouse, startChromium } from './lighthouse-run.ts';
import { startPageStack } from './page-stack.ts';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const ONLY_PATH = process.env.LIGHTHOUSE_PATH;

async function pagesToAudit(gateway: string): Promise<[string, string][]> {
  return ONLY_PATH ? [['page', ONLY_PATH]] : demoPages(gateway, ['home', 'category', 'product', 'search']);
}

async function audit(url: string, port: number) {
  const runs: Record<string, number>[] = [];
  for (let i = 0; i < RUNS; i++) {
    const { numbers, failing } = await runLighthouse(url, port);
    runs.push(numbers);
    console.log(JSON.stringify({ run: i + 1, ...numbers }));
    // Each category's failing audits, so a score below goal says what to fix.
    if (i === 0) for (const audit of failing) console.log(`  below 0.9: ${audit}`);
  }
  return medianNumbers(runs);
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

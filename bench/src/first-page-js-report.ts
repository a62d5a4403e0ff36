// First-page JavaScript of every measured page type, without the throughput runs of pages.ts:
// the quick check while trimming bundles. Usage: npm run bench:js
import { PAGE_REMOTE, demoPages } from './demo-pages.ts';
import { firstPageReport } from './first-page-js.ts';
import { startPageStack } from './page-stack.ts';

const stack = await startPageStack(['catalog', 'content'], { SITE_TOKEN: 'demo-pharmacy' });
try {
  const pages = await demoPages(stack.gateway, ['content', 'home', 'category', 'product', 'search']);
  await firstPageReport(stack.gateway, pages.map(([type, path]) => [type, path, PAGE_REMOTE[type]]));
} finally {
  stack.stop();
}

// First-page JavaScript of every measured page type, without the throughput runs of pages.ts
// (the quick check while trimming bundles), and the time a client navigation takes to load
// another remote. Usage: npm run bench:js
import { PAGE_REMOTE, demoPages } from './demo-pages.ts';
import { firstPageReport } from './first-page-js.ts';
import { startPageStack } from './page-stack.ts';
import { remoteNavigationTimes } from './remote-navigation.ts';

const stack = await startPageStack(['catalog', 'content'], { SITE_TOKEN: 'demo-pharmacy' });
try {
  const pages = await demoPages(stack.gateway, ['content', 'home', 'category', 'product', 'search']);
  await firstPageReport(
    stack.gateway,
    pages.map(([type, path]) => [type, path, PAGE_REMOTE[type]]),
  );
  const category = pages.find(([type]) => type === 'category')![1];
  // From a content page the catalogue is another remote; from home it is already loaded, which
  // leaves what the category itself costs (its chunk and its calls).
  console.table([
    await remoteNavigationTimes(stack.gateway, '/ro/about', category),
    await remoteNavigationTimes(stack.gateway, '/ro', category),
  ]);
} finally {
  stack.stop();
}

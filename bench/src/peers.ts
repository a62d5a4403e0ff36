// Peers bench (issue 21): the gateway's category, product, home and content (`/ro/about`) pages of
// the pharmacy shop beside peers rendering the same pages from the same API calls, in one run: a
// bare Fastify + React 19 server (renderToString and renderToPipeableStream) on all four, a Next.js
// App Router app (built here for production) on the category and product pages only, a plain
// node:http ceiling sending the gateway's bytes, and the gateway uncached and from its page cache.
// Each server's CPU per page comes from its process tree in /proc.
// Usage: npm run bench:peers    Options: BENCH_SECONDS (10), BENCH_CONNECTIONS (10),
// BENCH_PROFILE=1 or =<page type> (only the gateway's uncached category page, or that page, under node --cpu-prof:
// peer-profile.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { measure } from './cannon.ts';
import { demoPages } from './demo-pages.ts';
import type { PageType } from './demo-pages.ts';
import { countElements } from './page-elements.ts';
import { startPageStack } from './page-stack.ts';
import { checkedPage, renderedPage } from './peer-page.ts';
import type { FetchedPage } from './peer-page.ts';
import { profileGateway } from './peer-profile.ts';
import { cpuOf, printRatios } from './peer-ratios.ts';
import type { Row } from './peer-ratios.ts';
import { buildNext, peerEnv, startBareReact, startCeiling, startNext } from './peer-servers.ts';
import type { Server } from './peer-servers.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ACCEPT = { 'accept-encoding': 'gzip' };
const SITE_TOKEN = 'demo-pharmacy';
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
/** Goal 2 compares the gateway with the bare React peer on these four; the Next.js peer has the first two. */
const PAGES: PageType[] = ['category', 'product', 'home', 'content'];
const NEXT_PAGES: PageType[] = ['category', 'product'];
/** Distinct query strings keep every request out of the page cache (X-Cache: BYPASS), as in bench:pages. */
const uncachedPaths = (path: string) => Array.from({ length: 1000 }, (_, i) => `${path}?bench=${i}`);

interface Target {
  server: string;
  url: string;
  paths?: string[];
  page: FetchedPage;
  cpu: () => { server: number; api: number };
}

async function measureAll(type: string, targets: Target[]): Promise<Row[]> {
  const rows: Row[] = [];
  for (const target of targets) {
    const row = await measure({ title: `${type}: ${target.server}`, ...target }, CONNECTIONS, ACCEPT, target.cpu);
    rows.push({
      page: type,
      server: target.server,
      'req/s': row.rps,
      'p50 ms': row.p50,
      'p99 ms': row.p99,
      'server CPU ms/page': cpuOf(row, 'server'),
      'API CPU ms/page': cpuOf(row, 'api'),
      elements: countElements(target.page.html),
      'gzip B': target.page.wire.length,
      errors: row.errors,
    });
  }
  return rows;
}

/** BENCH_PROFILE's page: 1 means the category page; anything but a page type is refused. */
function profiledPage(value: string): PageType {
  if (value === '1') return 'category';
  const page = PAGES.find((type) => type === value);
  if (!page) {
    console.error(`BENCH_PROFILE=${value}: expected 1 or one of ${PAGES.join(', ')}`);
    process.exit(2);
  }
  return page;
}

if (process.env.BENCH_PROFILE) {
  await profileGateway(profiledPage(process.env.BENCH_PROFILE), uncachedPaths, CONNECTIONS, ACCEPT);
  process.exit(0);
}

console.log(`load average at the start: ${load()}`);
console.log(`next build: ${buildNext()} ms`);
const stack = await startPageStack(['catalog', 'content'], { SITE_TOKEN });
const work = mkdtempSync(join(tmpdir(), 'vitrina-bench-peers-'));
const servers: Server[] = [];
const started = async (server: Promise<Server>) => {
  servers.push(await server);
  return servers.at(-1)!;
};
try {
  const pages = await demoPages(stack.gateway, PAGES);
  const pathOf = (type: PageType) => pages.find(([one]) => one === type)![1];
  // The styles every peer inlines: the catalogue's from the category page, mf-content's from the content page.
  const reference = await renderedPage(stack.gateway + pathOf('category'));
  const content = await renderedPage(stack.gateway + pathOf('content'));
  const env = peerEnv(stack.api, SITE_TOKEN, reference.html, work, content.html);
  const peers: [string, Server, PageType[]][] = [
    ['bare React, renderToString', await started(startBareReact('string', env)), PAGES],
    ['bare React, renderToPipeableStream', await started(startBareReact('stream', env)), PAGES],
    ['Next.js, App Router', await started(startNext(env)), NEXT_PAGES],
  ];
  const apiCpu = () => stack.cpuMs().api;
  const rows: Row[] = [];
  for (const [type, path] of pages) {
    const gateway = await renderedPage(stack.gateway + path);
    const elements = countElements(gateway.html);
    console.log(`${type} ${path}: the gateway's page has ${elements} elements, ${gateway.wire.length} B gzip`);
    const ceiling = await started(startCeiling(work, type, gateway.wire));
    const gatewayCpu = () => ({ server: stack.cpuMs().gateway, api: apiCpu() });
    const targets: Target[] = [
      {
        server: 'node:http, same bytes (ceiling)',
        url: ceiling.url,
        page: gateway,
        cpu: () => ({ server: ceiling.cpuMs(), api: apiCpu() }),
      },
      {
        server: 'gateway, uncached',
        url: stack.gateway + path,
        paths: uncachedPaths(path),
        page: gateway,
        cpu: gatewayCpu,
      },
      { server: 'gateway, page cache hit', url: stack.gateway + path, page: gateway, cpu: gatewayCpu },
    ];
    for (const [server, peer, types] of peers) {
      if (!types.includes(type)) continue;
      const page = await checkedPage(server, peer.url + path, elements);
      targets.push({ server, url: peer.url + path, page, cpu: () => ({ server: peer.cpuMs(), api: apiCpu() }) });
    }
    rows.push(...(await measureAll(type, targets)));
    ceiling.stop();
  }
  console.table(rows);
  printRatios(rows);
  console.log(`load average at the end: ${load()}`);
} finally {
  for (const server of servers) server.stop();
  stack.stop();
  rmSync(work, { recursive: true, force: true });
}

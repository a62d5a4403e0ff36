// Lighthouse beside the Next.js peer (issue 21, goal 6), in one run: our pages and the peer's,
// LIGHTHOUSE_RUNS (3) runs each, alternating (ours, peer, ours, peer...) so that whatever else the
// machine does falls on both alike, and the medians compared: total blocking time <= 0.5 x the
// peer's, performance >= the peer's + 10. The peer renders the category and product pages only;
// every other page type (home, search, cart, checkout, account, adverts) has our medians alone.
// Beside each page, the CPU one uncached render costs its server (render-cost.ts). Each run counts
// the requests that failed, and the first run lists them: a page missing its pictures would score
// as a lighter page (the peer serves them through its app/media route, as the gateway does).
// Which page of each type, and in which demo shop: lighthouse-pages.ts.
// Usage: npm run bench:lighthouse-peers    Options: LIGHTHOUSE_RUNS (3), RENDER_SAMPLES (20),
// LIGHTHOUSE_TYPES (all: home,category,product,search,cart,checkout,account,adverts).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { NO_PEER, goalRow } from './lighthouse-goals.ts';
import { DOORS, PAGE_TYPES, PEER_TYPES, PHARMACY, advertsPage, pharmacyPages, shopOf } from './lighthouse-pages.ts';
import type { LighthousePage, LighthousePageType } from './lighthouse-pages.ts';
import { medianNumbers, runLighthouse, startChromium } from './lighthouse-run.ts';
import { countElements } from './page-elements.ts';
import { startPageStack } from './page-stack.ts';
import type { PageStack } from './page-stack.ts';
import { checkedPage, renderedPage } from './peer-page.ts';
import { buildNext, peerEnv, startNext } from './peer-servers.ts';
import type { Server } from './peer-servers.ts';
import { renderCost, uncachedUrl } from './render-cost.ts';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const RENDER_SAMPLES = Number(process.env.RENDER_SAMPLES ?? 20);
const TYPES = typesAsked(process.env.LIGHTHOUSE_TYPES);
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** One server's page of a type: where Lighthouse opens it and how its render cost is read. */
interface Side {
  server: 'ours' | 'Next.js';
  url: string;
  headers?: Record<string, string>;
  /** The address of the `i`th render measured: ours uncached, the peer's as it is (it caches nothing). */
  renderUrl: (i: number) => string;
  cpuMs: () => number;
}

function typesAsked(list: string | undefined): LighthousePageType[] {
  if (!list) return [...PAGE_TYPES];
  const asked = list.split(',').map((type) => type.trim());
  const unknown = asked.filter((type) => !(PAGE_TYPES as readonly string[]).includes(type));
  if (unknown.length > 0) throw new Error(`LIGHTHOUSE_TYPES: no type ${unknown.join(', ')} in ${PAGE_TYPES.join(',')}`);
  return PAGE_TYPES.filter((type) => asked.includes(type));
}

const ourSide = (stack: PageStack, page: LighthousePage): Side => ({
  server: 'ours',
  url: stack.gateway + page.path,
  ...(page.headers ? { headers: page.headers } : {}),
  renderUrl: (i) => uncachedUrl(stack.gateway + page.path, i),
  cpuMs: () => stack.cpuMs().gateway,
});

const peerSide = (next: Server, page: LighthousePage): Side => ({
  server: 'Next.js',
  url: next.url + page.path,
  renderUrl: () => next.url + page.path,
  cpuMs: next.cpuMs,
});

/** LIGHTHOUSE_RUNS runs of each side, taking turns; each run is one JSON line. Answers each side's medians. */
async function auditInTurns(type: LighthousePageType, sides: Side[], port: number) {
  const runs = sides.map((): Record<string, number>[] => []);
  for (let run = 1; run <= RUNS; run++) {
    for (const [i, side] of sides.entries()) {
      const result = await runLighthouse(side.url, port, ['performance'], side.headers);
      const numbers = { ...result.numbers, 'failed requests': result.failedRequests.length };
      runs[i]!.push(numbers);
      // A redirect would score another page than the one named: said on the line, not hidden in a median.
      const redirected = result.finalUrl !== new URL(side.url).href ? { 'ended at': result.finalUrl } : {};
      console.log(JSON.stringify({ page: type, server: side.server, run, ...numbers, ...redirected }));
      if (run === 1) for (const request of result.failedRequests) console.log(`  failed: ${request}`);
    }
  }
  return runs.map(medianNumbers);
}

/** The gateways of the shops the asked types are in (stopped by `stops`), with each page and its gateway. */
async function startShops(stops: (() => void)[]) {
  const pages: [PageStack, LighthousePage][] = [];
  const pharmacyTypes = TYPES.filter((type) => shopOf(type) === PHARMACY);
  let pharmacy: PageStack | undefined;
  if (pharmacyTypes.length > 0) {
    pharmacy = await startPageStack(PHARMACY.remotes, { SITE_TOKEN: PHARMACY.token });
    stops.push(pharmacy.stop);
    for (const page of await pharmacyPages(pharmacy, pharmacyTypes)) pages.push([pharmacy, page]);
  }
  if (TYPES.includes('adverts')) {
    const doors = await startPageStack(DOORS.remotes, { SITE_TOKEN: DOORS.token });
    stops.push(doors.stop);
    pages.push([doors, advertsPage()]);
  }
  return { pharmacy, pages };
}

/** The Next.js peer, on the pharmacy's API, with the styles and origin of our page at `path` (as in bench:peers). */
async function startPeer(pharmacy: PageStack, path: string, stops: (() => void)[]): Promise<Server> {
  const work = mkdtempSync(join(tmpdir(), 'vitrina-bench-lighthouse-peers-'));
  stops.push(() => rmSync(work, { recursive: true, force: true }));
  const reference = await renderedPage(pharmacy.gateway + path);
  const next = await startNext(peerEnv(pharmacy.api, PHARMACY.token, reference.html, work));
  stops.push(next.stop);
  return next;
}

console.log(`load average at the start: ${load()}`);
if (TYPES.some((type) => PEER_TYPES.includes(type))) console.log(`next build: ${buildNext()} ms`);
const stops: (() => void)[] = [];
try {
  const { pharmacy, pages } = await startShops(stops);
  const peerPage = pages.find(([, page]) => PEER_TYPES.includes(page.type))?.[1];
  const next = pharmacy && peerPage ? await startPeer(pharmacy, peerPage.path, stops) : undefined;
  const chromium = await startChromium();
  stops.push(chromium.stop);

  const medianRows = [];
  const goalRows = [];
  for (const [stack, page] of pages) {
    const sides = [ourSide(stack, page)];
    if (next && PEER_TYPES.includes(page.type)) {
      // The peer must render the same page, not a lighter one: a 200 with our page's elements.
      const ours = await renderedPage(sides[0]!.url);
      await checkedPage('Next.js', next.url + page.path, countElements(ours.html));
      sides.push(peerSide(next, page));
    }
    console.log(`${page.type}: ${page.shop.name} ${page.path}${page.headers ? ' (with a guest cart)' : ''}`);
    const costs = [];
    for (const side of sides) costs.push(await renderCost(side.renderUrl, RENDER_SAMPLES, side.cpuMs, side.headers));
    const medians = await auditInTurns(page.type, sides, chromium.port);
    for (const [i, side] of sides.entries()) {
      medianRows.push({ page: page.type, server: side.server, path: page.path, ...medians[i], ...costs[i] });
    }
    if (sides.length === 1) medianRows.push({ page: page.type, server: 'Next.js', path: NO_PEER });
    goalRows.push(goalRow(page.type, medians[0]!, medians[1]));
  }
  console.log(
    `medians of ${RUNS} Lighthouse runs (mobile) and the CPU of one uncached render (${RENDER_SAMPLES} renders):`,
  );
  console.table(medianRows);
  console.table(goalRows);
  console.log(`load average at the end: ${load()}`);
} finally {
  for (const stop of stops.reverse()) stop();
}

// The ratios issue 21's goals are written in, from one run's rows: the gateway's CPU per uncached
// page against the bare React peer's (goal 2: <= 1.0, goal 3: <= 0.5), and its uncached
// throughput against Next.js's (goal 3: >= 4).
export interface Row {
  page: string;
  server: string;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  'server CPU ms/page': number;
  'API CPU ms/page': number;
  elements: number;
  'gzip B': number;
  errors: number;
}

/** The CPU milliseconds per request that measure() reports for one service of its probe. */
export const cpuOf = (row: object, service: string) =>
  (row as Record<string, number | undefined>)[`${service} CPU ms/req`] ?? Number.NaN;

const ratio = (a: number | undefined, b: number | undefined) =>
  a === undefined || b === undefined || b === 0 ? Number.NaN : Number((a / b).toFixed(2));

/** One row per page; a page a peer does not render (Next.js: home and content) has NaN against it. */
export function printRatios(rows: Row[]) {
  const pages = [...new Set(rows.map((row) => row.page))];
  const table = pages.map((page) => {
    const of = (server: string) => rows.find((row) => row.page === page && row.server === server);
    const gateway = of('gateway, uncached');
    const cpu = gateway?.['server CPU ms/page'];
    return {
      page,
      'gateway CPU / bare React renderToString': ratio(cpu, of('bare React, renderToString')?.['server CPU ms/page']),
      'gateway CPU / bare React renderToPipeableStream': ratio(
        cpu,
        of('bare React, renderToPipeableStream')?.['server CPU ms/page'],
      ),
      'gateway CPU / Next.js': ratio(cpu, of('Next.js, App Router')?.['server CPU ms/page']),
      'gateway req/s / Next.js': ratio(gateway?.['req/s'], of('Next.js, App Router')?.['req/s']),
      'gateway req/s / node:http': ratio(gateway?.['req/s'], of('node:http, same bytes (ceiling)')?.['req/s']),
    };
  });
  console.table(table);
}

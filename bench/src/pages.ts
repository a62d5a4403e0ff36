// Page benchmarks (issue 3): server rendering of a page made of the shell and one remote against
// plain node:http sending the same bytes, measured in one run, and the first page's JavaScript.
// Usage: npm run bench:pages    Options: BENCH_SECONDS (10), BENCH_CONNECTIONS ("10").
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { request } from 'node:http';
import { join } from 'node:path';

import { measure } from './cannon.ts';
import { firstPageScripts } from './first-page-js.ts';
import { startPageStack } from './page-stack.ts';

const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '10').split(',').map(Number);
/** A content page: the shell frame (settings, menu, footer) plus mf-content's page by slug. */
const PAGE = '/ro/about';
/** Distinct query strings keep every request out of the page cache (X-Cache: BYPASS). */
const ACCEPT = { 'accept-encoding': 'gzip' };
const UNCACHED_PATHS = Array.from({ length: 1000 }, (_, i) => `${PAGE}?bench=${i}`);

// One shop for every host name: Node's fetch cannot set Host, and *.localhost needs no resolver then.
/** A GET as a browser sends it, answered with the bytes as they came over the wire (fetch would inflate them). */
function rawGet(url: string): Promise<{ status: number; body: Buffer; encoding: string; cache: string }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: ACCEPT }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), encoding: String(res.headers['content-encoding'] ?? 'identity'), cache: String(res.headers['x-cache']) }),
      );
    }).on('error', reject).end();
  });
}

const stack = await startPageStack(['content'], { SITE_TOKEN: 'demo-pharmacy' });
const work = mkdtempSync(join(tmpdir(), 'vitrina-bench-page-'));
try {
  // As a browser asks: gzip accepted. The ceiling sends the very bytes the gateway sent.
  const first = await rawGet(stack.gateway + PAGE);
  if (first.status !== 200) throw new Error(`${PAGE} answered ${first.status}`);
  writeFileSync(join(work, 'page.html.gz'), first.body);
  const uncachedProbe = await rawGet(stack.gateway + UNCACHED_PATHS[0]);
  const cachedProbe = await rawGet(stack.gateway + PAGE);
  console.log(`page: ${first.body.length} bytes (${first.encoding}); X-Cache with a query ${uncachedProbe.cache}, without ${cachedProbe.cache}`);

  const ceilingServer = fork(new URL('./static-page-server.ts', import.meta.url), { env: { ...process.env, PAGE_FILE: join(work, 'page.html.gz'), PAGE_ENCODING: 'gzip' } });
  const [{ url: ceilingUrl }] = (await once(ceilingServer, 'message')) as [{ url: string }];
  const rows = [];
  try {
    for (const connections of CONNECTIONS) {
      const ceiling = await measure({ title: 'node:http, same bytes (ceiling)', url: ceilingUrl }, connections, ACCEPT);
      rows.push({ ...ceiling, ratio: 1 });
      for (const target of [
        { title: 'gateway SSR, uncached (shell + mf-content)', url: stack.gateway + PAGE, paths: UNCACHED_PATHS },
        { title: 'gateway, page cache hit', url: stack.gateway + PAGE },
      ]) {
        const row = await measure(target, connections, ACCEPT, stack.cpuMs);
        rows.push({ ...row, ratio: Number((row.rps / ceiling.rps).toFixed(4)) });
      }
    }
  } finally {
    ceilingServer.kill('SIGTERM');
  }
  console.table(rows);

  const scripts = await firstPageScripts(stack.gateway + PAGE);
  const total = (owner?: 'shell' | 'remote') => scripts.filter((s) => !owner || s.owner === owner).reduce((sum, s) => sum + s.gzip, 0);
  console.table(scripts.map((s) => ({ owner: s.owner, file: new URL(s.url).pathname, gzip: s.gzip })));
  console.log(JSON.stringify({ firstPageJsGzip: { shell: total('shell'), remote: total('remote'), all: total() } }));
} finally {
  stack.stop();
  rmSync(work, { recursive: true, force: true });
}

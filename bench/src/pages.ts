// Page benchmarks (issues 3-5): server rendering of pages made of the shell and one remote (a content
// page, home, a category, a product) against plain node:http sending the same bytes, measured in
// one run, uncached and from the page cache, and each page's first JavaScript.
// Usage: npm run bench:pages    Options: BENCH_SECONDS (10), BENCH_CONNECTIONS ("10").
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { request } from 'node:http';
import { join } from 'node:path';

import { measure } from './cannon.ts';
import { PAGE_REMOTE, demoPages } from './demo-pages.ts';
import { firstPageReport } from './first-page-js.ts';
import { startPageStack } from './page-stack.ts';

const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '10').split(',').map(Number);
/** As a browser asks: gzip accepted. */
const ACCEPT = { 'accept-encoding': 'gzip' };
/** Distinct query strings keep every request out of the page cache (X-Cache: BYPASS). */
const uncachedPaths = (path: string) =>
  Array.from({ length: 1000 }, (_, i) => `${path}${path.includes('?') ? '&' : '?'}bench=${i}`);

// One shop for every host name: Node's fetch cannot set Host, and *.localhost needs no resolver then.
/** A GET as a browser sends it, answered with the bytes as they came over the wire (fetch would inflate them). */
function rawGet(url: string): Promise<{ status: number; body: Buffer; encoding: string; cache: string }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: ACCEPT }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks),
          encoding: String(res.headers['content-encoding'] ?? 'identity'),
          cache: String(res.headers['x-cache']),
        }),
      );
    })
      .on('error', reject)
      .end();
  });
}

/** The ceiling: a plain node:http process sending `body` (the gateway's own answer) for every request. */
async function startCeiling(work: string, type: string, body: Buffer) {
  const file = join(work, `${type}.html.gz`);
  writeFileSync(file, body);
  const server = fork(new URL('./static-page-server.ts', import.meta.url), {
    env: { ...process.env, PAGE_FILE: file, PAGE_ENCODING: 'gzip' },
  });
  const [{ url }] = (await once(server, 'message')) as [{ url: string }];
  return { url, stop: () => server.kill('SIGTERM') };
}

const stack = await startPageStack(['catalog', 'content'], { SITE_TOKEN: 'demo-pharmacy' });
const work = mkdtempSync(join(tmpdir(), 'vitrina-bench-page-'));
try {
  const rows = [];
  const pages = await demoPages(stack.gateway, ['content', 'home', 'category', 'product']);
  for (const [type, path] of pages) {
    const first = await rawGet(stack.gateway + path);
    if (first.status !== 200) throw new Error(`${path} answered ${first.status}`);
    const uncachedProbe = await rawGet(stack.gateway + uncachedPaths(path)[0]);
    const cachedProbe = await rawGet(stack.gateway + path);
    console.log(
      `${type} ${path}: ${first.body.length} bytes (${first.encoding}); X-Cache with a query ${uncachedProbe.cache}, without ${cachedProbe.cache}`,
    );
    const ceilingServer = await startCeiling(work, type, first.body);
    try {
      for (const connections of CONNECTIONS) {
        const ceiling = await measure(
          { title: `${type}: node:http, same bytes (ceiling)`, url: ceilingServer.url },
          connections,
          ACCEPT,
        );
        rows.push({ ...ceiling, ratio: 1 });
        for (const target of [
          { title: `${type}: gateway SSR, uncached`, url: stack.gateway + path, paths: uncachedPaths(path) },
          { title: `${type}: gateway, page cache hit`, url: stack.gateway + path },
        ]) {
          const row = await measure(target, connections, ACCEPT, stack.cpuMs);
          rows.push({ ...row, ratio: Number((row.rps / ceiling.rps).toFixed(4)) });
        }
      }
    } finally {
      ceilingServer.stop();
    }
  }
  console.table(rows);
  await firstPageReport(
    stack.gateway,
    pages.map(([type, path]) => [type, path, PAGE_REMOTE[type]]),
  );
} finally {
  stack.stop();
  rmSync(work, { recursive: true, force: true });
}

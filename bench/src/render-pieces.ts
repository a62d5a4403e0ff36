// Render pieces bench (issue 21, goal 2): what the gateway does per uncached page besides rendering
// React, piece by piece, in one process, against the bare React peer rendering the whole content
// page (`/ro/about`, document and frame included) in the same run. The pieces are the page's
// effector scope (fork, the API context, the language, the shell's frame data from shared answers,
// serialize), the same scope forked from kept frame values instead (what the gateway does since
// gateway/src/render/frame-scopes.ts), the page's i18next instance, and the head's tags.
// The frame data is asked of the demo API once and then answered from memory, as the gateway's
// frame data cache answers it.
// Usage: npm run bench:render-pieces    Options: BENCH_ITERATIONS (3000).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { allSettled, fork, serialize } from 'effector';
import type { Scope } from 'effector';
import { apiContextSet, cspNonceSet, localeChanged } from '@vitrina/events';
import type { ApiContext } from '@vitrina/events';
import {
  prepareShell,
  serializePage,
  serverI18n,
  shellBodyEnd,
  shellBodyStart,
  shellHead,
} from '@vitrina/shell/server';
import type { ShellSite } from '@vitrina/shell/server';
import { freePort, startService, waitFor } from '@vitrina/e2e/processes';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 3000);
if (!Number.isSafeInteger(ITERATIONS) || ITERATIONS < 10) {
  console.error(`BENCH_ITERATIONS=${process.env.BENCH_ITERATIONS}: expected a whole number of at least 10`);
  process.exit(2);
}
const SITE_TOKEN = 'demo-pharmacy';
const ORIGIN = 'http://pharmacy.localhost';
const site: ShellSite = { brand: 'pharmacy', title: 'Farmacia', langs: ['ro', 'ru'], mainLang: 'ro', origin: ORIGIN };
const url = `${ORIGIN}/ro/about`;
const nonce = randomBytes(16).toString('base64');

/** CPU milliseconds per call of `run`, after a warm-up of a tenth as many calls. */
async function cpuPerCall(run: () => unknown): Promise<number> {
  for (let i = 0; i < ITERATIONS / 10; i += 1) await run();
  const start = process.cpuUsage();
  for (let i = 0; i < ITERATIONS; i += 1) await run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000 / ITERATIONS;
}

const dir = mkdtempSync(join(tmpdir(), 'vitrina-bench-pieces-'));
const apiPort = await freePort();
const api = `http://127.0.0.1:${apiPort}`;
const apiProcess = startService('api', 'api/src/server.ts', {
  API_PORT: String(apiPort),
  DATA_DIR: join(dir, 'api'),
  LOG_LEVEL: 'warn',
  // The demo API with its embedded defaults, as bench:peers starts it (this process runs React's
  // production build; the API's production mode would want real secrets).
  NODE_ENV: 'development',
  SERVICE_KEY: randomBytes(32).toString('base64url'),
});
try {
  await waitFor(`${api}/health`);
  // The peer reads where its API is when its modules load.
  process.env.PEER_API_URL = api;
  process.env.PEER_SITE_TOKEN = SITE_TOKEN;
  process.env.PEER_ORIGIN = ORIGIN;
  const { loadContent } = await import('../peers/tree/models.ts');
  const { ContentPage } = await import('../peers/tree/page/ContentPage.tsx');
  const { Document } = await import('../peers/fastify/Document.tsx');
  const model = await loadContent('ro', 'about');
  const barePage = () =>
    renderToString(createElement(Document, { model, children: createElement(ContentPage, { model }) }));

  // Shared answers, as the gateway's frame data cache gives them: one object per URL for every page.
  const answers = new Map<string, Promise<unknown>>();
  const cachedGet: ApiContext['cachedGet'] = (callUrl, _headers, load) => {
    let answer = answers.get(callUrl);
    if (!answer) answers.set(callUrl, (answer = load()));
    return answer;
  };
  const context: ApiContext = {
    baseUrl: `${api}/api`,
    headers: { 'x-site-token': SITE_TOKEN, 'accept-language': 'ro' },
    cachedGet,
    onFailure: () => undefined,
    onAnswer: () => undefined,
  };
  const shellInput = (scope: Scope) => ({ scope, site, locale: 'ro' as const, url, nonce });

  /** The page's scope as the gateway builds it today (render-page.ts), up to its serialized state. */
  async function scopeToday(): Promise<Scope> {
    const scope = fork();
    await allSettled(apiContextSet, { scope, params: context });
    await allSettled(localeChanged, { scope, params: 'ro' });
    await prepareShell(shellInput(scope));
    serializePage(scope);
    return scope;
  }
  // The frame data (and the language) kept as values, given to each page's fork.
  const kept = serialize(await scopeToday());
  async function scopeFromKept(): Promise<Scope> {
    const scope = fork({ values: kept });
    await allSettled(apiContextSet, { scope, params: context });
    await allSettled(cspNonceSet, { scope, params: nonce });
    serializePage(scope);
    return scope;
  }
  const prepared = await scopeToday();
  const headTags = () =>
    shellHead({ ...shellInput(prepared), publicOrigin: ORIGIN }) +
    shellBodyStart(shellInput(prepared)) +
    shellBodyEnd(shellInput(prepared));

  const bare = await cpuPerCall(barePage);
  const rows = [
    ['bare React peer: the whole content page, renderToString', bare],
    ['effector scope filled per page (fork, context, language, frame data, serialize)', await cpuPerCall(scopeToday)],
    ['effector scope forked from kept frame values (the gateway, frame-scopes.ts)', await cpuPerCall(scopeFromKept)],
    ["the page's i18next instance (serverI18n)", await cpuPerCall(() => serverI18n('ro', 'ro', null))],
    ["the head's tags (shellHead, body start and end)", await cpuPerCall(headTags)],
  ] as const;
  console.log(`render pieces, ${ITERATIONS} calls each (CPU ms per call, and / the bare peer's whole page)`);
  console.table(
    rows.map(([piece, ms]) => ({
      piece,
      'CPU ms/page': Number(ms.toFixed(3)),
      '/ bare page': Number((ms / bare).toFixed(3)),
    })),
  );
} finally {
  apiProcess.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
}

// The stack under faults while shoppers browse: the API stopped (SIGSTOP) and killed, Redis
// paused and killed. No error page is ever stored or sent as a 200, pages that were cached keep
// serving (STALE, or drawn from the shop-wide data the gateway keeps), every request answers within
// its budget, and the stack recovers by itself.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { httpGet } from '../src/http.ts';
import { freePort, signalGroup, startService, waitFor } from '../src/processes.ts';
import { startOwnRedis } from '../src/redis-server.ts';
import { SERVICE_KEY, startGateway } from '../src/stack.ts';

const HOST = 'doors.localhost';
const BUDGET_MS = 1500;
const STORE_TIMEOUT_MS = 500;
/** The slowest answer allowed: the page budget, one store wait, and a second for the rest. */
const SLOWEST_MS = BUDGET_MS + STORE_TIMEOUT_MS + 1000;
const PAGES = ['/ro', '/ro/contacts', '/ro/articles', '/ro/about', '/ro/faq', '/ro/partners'];

interface Answer {
  path: string;
  status: number;
  cache: string;
  ms: number;
  errorPage: boolean;
}

const dir = mkdtempSync(join(tmpdir(), 'vitrina-chaos-'));
let api: { url: string; child: ChildProcess };
let redis: Awaited<ReturnType<typeof startOwnRedis>>;
let gateway: Awaited<ReturnType<typeof startGateway>>;

async function startApi(port: number) {
  const child = startService(
    'api',
    'api/src/server.ts',
    { API_PORT: String(port), DATA_DIR: dir, LOG_LEVEL: 'fatal', SERVICE_KEY, RATE_LIMITS: 'off' },
    { group: true },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/health`);
  return { url, child };
}

beforeAll(async () => {
  redis = await startOwnRedis();
  api = await startApi(await freePort());
  gateway = await startGateway(inject('modulesDir'), {
    API_BASE_URL: api.url,
    REDIS_URL: redis.url,
    PAGE_CACHE_TTL_S: '1',
    PAGE_BUDGET_MS: String(BUDGET_MS),
    PAGE_CACHE_TIMEOUT_MS: String(STORE_TIMEOUT_MS),
    PAGE_CACHE_BREAKER_FAILURES: '3',
    PAGE_CACHE_BREAKER_COOLDOWN_MS: '1000',
    FRAME_DATA_TTL_MS: '1000',
  });
});
afterAll(() => {
  gateway?.stop();
  if (api) signalGroup(api.child, 'SIGKILL');
  redis?.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function visit(path: string): Promise<Answer> {
  const started = performance.now();
  const res = await httpGet(gateway.url, path, { host: HOST });
  return {
    path,
    status: res.status,
    cache: res.header('x-cache') ?? '',
    ms: performance.now() - started,
    errorPage: res.body.includes('data-testid="error-page"'),
  };
}

/**
 * Shoppers browsing the pages, four at a time, until `done` says the phase has seen enough; bounded
 * in time (a phase that never gets there fails on its own assertion) and in requests.
 */
async function browseUntil(done: (answers: Answer[]) => boolean, seconds = 40): Promise<Answer[]> {
  const answers: Answer[] = [];
  const until = Date.now() + seconds * 1000;
  for (let round = 0; round < 500 && Date.now() < until && !done(answers); round += 1) {
    const batch = await Promise.all([0, 1, 2, 3].map((i) => visit(PAGES[(round * 4 + i) % PAGES.length]!)));
    answers.push(...batch);
  }
  return answers;
}

/** What must hold in every phase: answers in time, and no error page passed off as a page. */
function expectHealthy(answers: Answer[]) {
  for (const a of answers) {
    expect([a.path, a.ms < SLOWEST_MS]).toEqual([a.path, true]);
    if (a.status === 200) expect([a.path, a.cache, a.errorPage]).toEqual([a.path, a.cache, false]);
  }
}

/**
 * The pages that ask the API for something of their own. The home page shows only what is the same
 * for every visitor (frame, sections, lists: `Cache-Scope: shop`), which the gateway keeps until a
 * change names it, so it is drawn afresh from that while the API is down instead of served stale.
 */
const NEEDING_THE_API = PAGES.filter((p) => p !== '/ro');
const sawStale = (answers: Answer[]) =>
  NEEDING_THE_API.every((p) => answers.some((a) => a.path === p && a.cache === 'STALE'));
const allFresh = (answers: Answer[]) =>
  answers.length >= PAGES.length * 2 &&
  answers.slice(-PAGES.length).every((a) => a.status === 200 && a.cache !== 'STALE');

describe('the stack under faults', () => {
  it('keeps serving cached pages while the API is stopped and killed, and recovers when it is back', async () => {
    expectHealthy(
      await browseUntil((answers) => PAGES.every((p) => answers.some((a) => a.path === p && a.cache === 'HIT'))),
    );

    signalGroup(api.child, 'SIGSTOP');
    const stopped = await browseUntil(sawStale);
    expectHealthy(stopped);
    expect(sawStale(stopped)).toBe(true);
    expect(stopped.every((a) => a.status === 200)).toBe(true);

    signalGroup(api.child, 'SIGKILL');
    const killed = await browseUntil((answers) => answers.length >= 24);
    expectHealthy(killed);
    expect(killed.every((a) => a.status === 200)).toBe(true);
    const needing = killed.filter((a) => NEEDING_THE_API.includes(a.path));
    expect(needing.length).toBeGreaterThan(0);
    expect(needing.every((a) => ['HIT', 'STALE'].includes(a.cache))).toBe(true);

    api = await startApi(Number(new URL(api.url).port));
    const recovered = await browseUntil(allFresh);
    expectHealthy(recovered);
    expect(allFresh(recovered)).toBe(true);
  }, 240_000);

  it('renders without the page store while Redis is paused or killed, and uses it again once it is back', async () => {
    redis.signal('SIGSTOP');
    const paused = await browseUntil((answers) => answers.length >= 24);
    expectHealthy(paused);
    expect(paused.every((a) => a.status === 200)).toBe(true);
    redis.signal('SIGCONT');

    redis.signal('SIGKILL');
    const killed = await browseUntil((answers) => answers.length >= 24);
    expectHealthy(killed);
    expect(killed.every((a) => a.status === 200)).toBe(true);

    await redis.restart();
    const back = await browseUntil((answers) => answers.some((a) => a.cache === 'HIT'));
    expectHealthy(back);
    expect(back.some((a) => a.cache === 'HIT')).toBe(true);
  }, 180_000);
});

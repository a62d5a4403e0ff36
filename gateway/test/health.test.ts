// GET /health tells the balancer in front whether to send this node requests: yes while it runs,
// no once it drains for a shutdown (a rolling restart), before it stops listening.
import { afterAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../src/app.ts';
import { gatewayConfigSchema } from '../src/config.ts';
import { Readiness } from '../src/http/health.ts';
import { ModuleStore } from '../src/modules/store.ts';
import { tempDir } from './helpers/fake-build.ts';

const readiness = new Readiness();
const store = new ModuleStore(tempDir());
const app = await buildGateway({
  config: gatewayConfigSchema.parse({ MODULES_DIR: store.dir, API_BASE_URL: 'http://127.0.0.1:1' }),
  store,
  logger: false,
  shellAssets: { scripts: [] },
  readiness,
});
afterAll(() => app.close());

describe('the health check', () => {
  it('answers 200 without asking the back end, and 503 (never cached) once the node drains', async () => {
    const up = await app.inject({ url: '/health' });
    expect([up.statusCode, up.json()]).toEqual([200, { ok: true }]);
    readiness.draining = true;
    const draining = await app.inject({ url: '/health' });
    expect([draining.statusCode, draining.json()]).toEqual([503, { ok: false, draining: true }]);
    expect(draining.headers['cache-control']).toBe('no-store');
  });
});

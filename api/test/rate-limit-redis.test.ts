// REDIS_URL: the rate-limit counters live in Redis, so a limit holds across API nodes. Runs a
// redis-server of its own (Debian's) on a free port and stops it after the file.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';

import { errorSchema } from '@vitrina/contract';

import { buildTestApp, site } from './app.ts';

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const port = await freePort();
const redisServer = spawn(
  'redis-server',
  ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
  { stdio: 'ignore' },
);
afterAll(() => void redisServer.kill());
const url = `redis://127.0.0.1:${port}`;
// ioredis retries the connection until the server listens; PING answers once it does.
const probe = new Redis(url);
probe.on('error', () => undefined);
await probe.ping();
afterAll(() => void probe.disconnect());

const limits = { 'POST /base/send-resume': { max: 3, windowMs: 3_600_000 } };
const { app: nodeA, database } = await buildTestApp({ rateLimit: { redisUrl: url, limits } });
const { app: nodeB } = await buildTestApp({ database, rateLimit: { redisUrl: url, limits } });

const upload = (node: typeof nodeA, remoteAddress: string) =>
  node.inject({ method: 'POST', url: '/base/send-resume', remoteAddress, headers: site('doors'), payload: {} });

describe('rate limits in Redis', () => {
  it('holds a limit across API nodes: calls on one node count on the other', async () => {
    await upload(nodeA, '198.51.100.1');
    await upload(nodeB, '198.51.100.1');
    await upload(nodeA, '198.51.100.1');
    const res = await upload(nodeB, '198.51.100.1');
    expect(res.statusCode).toBe(429);
    expect(errorSchema.parse(res.json()).code).toBe('rate_limited');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await upload(nodeA, '198.51.100.2')).statusCode).not.toBe(429);
  });

  it('keeps the counters under its own prefix with the window as their expiry', async () => {
    const keys = await probe.keys('vitrina:api-limit:*');
    expect(keys.length).toBeGreaterThan(0);
    expect(await probe.pttl(keys[0]!)).toBeGreaterThan(0);
  });

  it('keeps the shop open when Redis is gone: calls are served, not refused', async () => {
    redisServer.kill();
    await new Promise((resolve) => redisServer.once('exit', resolve));
    expect((await upload(nodeA, '198.51.100.1')).statusCode).toBe(415);
  });
});

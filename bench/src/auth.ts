// Benchmarks sign-in (issue 17): login, refresh and users/me under 10 connections on PostgreSQL, with
// the bare Fastify route as the ceiling measured in the same run, and the cost of one argon2id hash
// and one check on this machine (figures go to docs/performance.md as ratios: the machine is shared).
// Usage: npm run bench:auth    Options: DATABASE_URL (default below), BENCH_SECONDS (10).
// The API runs without rate limits (server.ts): sign-in allows 30 calls per address in 10 minutes.
import { fork } from 'node:child_process';
import { once } from 'node:events';

import type autocannon from 'autocannon';

import { openDatabase } from '@vitrina/api/db';

import { PASSWORD_COST } from '../../api/src/auth/passwords.ts';
import { BENCH_PASSWORD, benchAccounts, benchShopToken, verifyMs } from './auth-accounts.ts';
import { measure, type Target } from './cannon.ts';
import { ensureDatabase } from './database.ts';
import { summarise } from './latency.ts';
import { treeCpuMs } from './process-cpu.ts';

/** The load the goals are judged at, as for the catalogue: the API's database pool size. */
const CONNECTIONS = 10;
const VERIFY_SAMPLES = 20;
// PostgreSQL, as in production: PGlite is one WASM connection inside the API's process, so it would
// serialise the sessions' writes and take CPU from the hashes being measured.
const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/vitrina_bench_auth';

interface TokenPair {
  access: string;
  refresh: string;
}

await ensureDatabase(url);
const database = await openDatabase({ databaseUrl: url });
await database.migrate();
const token = await benchShopToken(database);
const accounts = await benchAccounts(database, token, CONNECTIONS);
const argon2 = {
  ...PASSWORD_COST,
  hash: summarise(accounts.hashMs),
  verify: summarise(await verifyMs(accounts.lastHash, VERIFY_SAMPLES)),
};

const server = fork(new URL('./server.ts', import.meta.url), { env: { ...process.env, DATABASE_URL: url } });
const [{ apiUrl, bareUrl }] = (await once(server, 'message')) as [{ apiUrl: string; bareUrl: string }];
const cpu = () => ({ api: treeCpuMs(server.pid) });
const json = { 'x-site-token': token, 'content-type': 'application/json' };

async function signIn(email: string): Promise<TokenPair> {
  const body = JSON.stringify({ email, password: BENCH_PASSWORD });
  const res = await fetch(`${apiUrl}/auth/jwt/create`, { method: 'POST', headers: json, body });
  if (!res.ok) throw new Error(`sign-in of ${email} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as TokenPair;
}
const signInEach = () => Promise.all(accounts.emails.map(signIn));

/** autocannon makes one client per connection, in turn: each gets the next item (its own account). */
function perConnection<T>(items: T[], setup: (client: autocannon.Client, item: T) => void) {
  let next = 0;
  return (client: autocannon.Client) => setup(client, items[next++ % items.length]!);
}

/**
 * One connection's refresh chain: each answer's refresh token is the next request's, since a token
 * works once and sending a used one again ends its session. The chain lives in this closure, not in
 * autocannon's context, which is reset each time the list of requests starts over (every request here).
 */
function refreshChain(first: string): autocannon.Request {
  let refresh = first;
  return {
    setupRequest: (request) => ({ ...request, body: JSON.stringify({ refresh }) }),
    onResponse: (status, body) => {
      if (status === 200) refresh = (JSON.parse(body) as TokenPair).refresh;
    },
  };
}

const targets: Target[] = [
  {
    title: 'login: POST /auth/jwt/create',
    url: `${apiUrl}/auth/jwt/create`,
    options: async () => ({
      method: 'POST',
      setupClient: perConnection(accounts.emails, (client, email) =>
        client.setBody(JSON.stringify({ email, password: BENCH_PASSWORD })),
      ),
    }),
  },
  {
    title: 'refresh: POST /auth/jwt/refresh, chained',
    url: `${apiUrl}/auth/jwt/refresh`,
    // Each run's connections start from sign-ins of their own: the previous run left its chains mid-way.
    options: async () => ({
      method: 'POST',
      setupClient: perConnection(await signInEach(), (client, pair) =>
        client.setRequests([refreshChain(pair.refresh)]),
      ),
    }),
  },
  {
    title: 'GET /auth/users/me',
    url: `${apiUrl}/auth/users/me`,
    options: async () => ({
      setupClient: perConnection(await signInEach(), (client, pair) =>
        client.setHeaders({ 'x-site-token': token, authorization: `Bearer ${pair.access}` }),
      ),
    }),
  },
];

const ceiling = await measure({ title: 'bare Fastify route', url: bareUrl }, CONNECTIONS, {}, cpu);
const rows: Record<string, unknown>[] = [ceiling];
const broken: string[] = [];
for (const target of targets) {
  const row = await measure(target, CONNECTIONS, json, cpu);
  rows.push({ ...row, ratio: Number((row.rps / ceiling.rps).toFixed(4)) });
  if (row.errors > 0) broken.push(`${target.title}: ${row.errors} answers were not 2xx or failed`);
  else if (Number.isNaN(row.p50)) broken.push(`${target.title}: no answer came back in the run`);
}
console.log(
  JSON.stringify({ title: 'argon2id (memoryCost KiB, timeCost, parallelism), one at a time, ms', ...argon2 }),
);
console.table(rows);

server.kill('SIGTERM');
await once(server, 'exit');
await database.close();
// A refused refresh means a chain broke (a token used twice ends its session): the figures are void.
if (broken.length > 0) {
  console.error(`FAILED:\n${broken.join('\n')}`);
  process.exitCode = 1;
}

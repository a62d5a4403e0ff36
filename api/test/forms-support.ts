// Helpers of the form suites: an app with a known challenge secret and a fake reCAPTCHA verifier
// (no test ever calls Google), a proof-of-work solver written independently of the API's, and
// throw-away sites with their own bot-check settings.
import { createHash } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { afterAll } from 'vitest';

import { powChallengeSchema } from '@vitrina/contract';

import { buildApp, type App } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { sites } from '../src/db/schema/index.ts';
import type { CaptchaVerdict } from '../src/forms/captcha-verifier.ts';
import { openTestDatabase } from './app.ts';

export const SECRET = 'test-form-challenge-secret-0123456789abcdef';

export interface FormsTestContext {
  app: App;
  database: Database;
  /** What the fake verifier answers next, and the tokens it was asked about. */
  captcha: { verdict: CaptchaVerdict; asked: string[] };
}

export async function buildFormsApp(): Promise<FormsTestContext> {
  const database = await openTestDatabase();
  const captcha: FormsTestContext['captcha'] = { verdict: { success: true }, asked: [] };
  const verifier = {
    verify: async ({ token }: { token: string }) => {
      captcha.asked.push(token);
      return captcha.verdict;
    },
  };
  const app = await buildApp({
    database,
    rateLimit: false,
    forms: { challengeSecret: SECRET, captchaVerifier: verifier },
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  return { app, database, captcha };
}

/** Brute force, like the browser: the number whose SHA-256(salt + number) is the challenge. */
export function solve(challenge: { salt: string; challenge: string; maxnumber: number; signature: string }): string {
  for (let number = 0; number <= challenge.maxnumber; number++) {
    if (createHash('sha256').update(`${challenge.salt}${number}`).digest('hex') === challenge.challenge) {
      const { salt, signature } = challenge;
      const payload = { algorithm: 'SHA-256', challenge: challenge.challenge, number, salt, signature };
      return Buffer.from(JSON.stringify(payload)).toString('base64');
    }
  }
  throw new Error('no solution in range');
}

/** A fresh, solved `altcha` value for the brand. */
export async function altchaFor(app: App, brand: string): Promise<string> {
  const res = await app.inject({ url: '/base/form-challenge', headers: { 'x-site-token': `demo-${brand}` } });
  return solve(powChallengeSchema.parse(res.json()));
}

let seq = 0;
/** A site of its own (removed after the file) so bot-check settings never touch the demo brands. */
export async function addSite(database: Database, captcha: Record<string, unknown>): Promise<string> {
  const key = `forms-test-${process.pid}-${Date.now()}-${seq++}`;
  await database.db.insert(sites).values({
    token: key,
    brandKey: key,
    hosts: [`${key}.localhost`],
    publicOrigin: `http://${key}.localhost`,
    theme: 'light',
    langs: ['ro', 'en'],
    mainLang: 'ro',
    currency: 'MDL',
    settings: { captcha },
  });
  afterAll(() => database.db.delete(sites).where(eq(sites.token, key)));
  return key;
}

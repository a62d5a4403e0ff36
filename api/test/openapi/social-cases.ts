// The social sign-in calls, on the test's own shop with a `google` provider that is a real OpenID
// provider on this machine (social-support.ts): each 200 signs a provider account in for real.
import { eq } from 'drizzle-orm';

import { socialAuthorizationResponse } from '@vitrina/contract';

import { siteSocialProviders, sites } from '../../src/db/schema/index.ts';
import { CLIENT, startProvider } from '../social-support.ts';
import { postCase, type AnswerCase, type CaseContext } from './cases.ts';

export async function socialCases({ app, own }: CaseContext): Promise<AnswerCase[]> {
  const [shop] = await app.db.select().from(sites).where(eq(sites.token, own.token));
  const provider = await startProvider([`${shop!.publicOrigin}/ro/social/google/callback`]);
  await app.db.insert(siteSocialProviders).values({
    siteId: shop!.id,
    key: 'google',
    issuer: provider.issuer,
    clientId: CLIENT.id,
    clientSecret: CLIENT.secret,
  });
  const headers = { 'x-site-token': own.token, 'accept-language': 'ro' };
  let accounts = 0;
  /** What the shop's callback page posts after a new provider account signed in. */
  async function callbackBody() {
    const subject = `openapi-social-${++accounts}`;
    provider.accounts.set(subject, { email: `${subject}@example.md`, email_verified: true });
    const res = await app.inject({ url: '/users/social/google/authorize', headers });
    const url = await provider.signIn(socialAuthorizationResponse.parse(res.json()).authorization_url, subject);
    return Object.fromEntries(url.searchParams);
  }
  const authorize = (status: number, key: string): AnswerCase => ({
    operation: 'GET /users/social/{social}/authorize',
    status,
    request: () => ({ method: 'GET', url: `/users/social/${key}/authorize`, headers }),
  });
  return [
    authorize(200, 'google'),
    authorize(404, 'facebook'),
    postCase('POST /users/{social}', 200, '/users/google', callbackBody, own.token),
    postCase('POST /users/{social}', 400, '/users/google', {}, own.token),
    postCase('POST /api/google-login', 200, '/api/google-login', callbackBody, own.token),
    postCase('POST /api/google-login', 400, '/api/google-login', { code: 'c', state: 'x' }, own.token),
  ];
}

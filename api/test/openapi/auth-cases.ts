// The account calls, on the test's own shop; letters are read from a memory mailer once the app's
// postbox has sent them. Each case that ends or changes a session has an account of its own.
import { tokenPairResponse, type TokenPair } from '@vitrina/contract';

import type { MemoryMailer } from '../../src/mail/mailer.ts';
import { postCase, type AnswerCase, type CaseContext } from './cases.ts';

const PASSWORD = 'openapi password';

/**
 * Accounts of the test's own shop, registered and activated through the letters' links. Each
 * caller registers from a client address of its own (`client`): registration is rate limited per address.
 */
export function caseAccounts(
  { app, own }: CaseContext,
  mailer: MemoryMailer,
  prefix = 'openapi',
  client = '127.0.0.1',
) {
  let accounts = 0;
  const headers = (access?: string) => ({
    'x-site-token': own.token,
    ...(access ? { authorization: `Bearer ${access}` } : {}),
  });
  const post = (url: string, payload: object, access?: string) =>
    app.inject({ method: 'POST', url, headers: headers(access), payload, remoteAddress: client });

  /** The uid and token of the newest letter's link to `email`. */
  async function linkTo(email: string) {
    await app.auth.postbox.settled();
    const letter = mailer.sent.findLast((message) => message.to === email);
    const [, uid, token] =
      /\/(\d+)\/([\w-]+)$/.exec(letter?.text.split('\n').find((line) => line.startsWith('http')) ?? '') ?? [];
    return { uid: uid!, token: token! };
  }
  async function registered() {
    const email = `${prefix}-${++accounts}@example.md`;
    await post('/auth/users', { email, password: PASSWORD });
    return { email, ...(await linkTo(email)) };
  }
  async function signedIn(): Promise<TokenPair & { email: string; id: number }> {
    const { email, uid, token } = await registered();
    const res = await post('/auth/users/activation', { uid, token });
    return { email, id: Number(uid), ...tokenPairResponse.parse(res.json()) };
  }
  return { headers, post, linkTo, registered, signedIn };
}

export function authCases(context: CaseContext, mailer: MemoryMailer): AnswerCase[] {
  const { own } = context;
  const { headers, post, linkTo, registered, signedIn } = caseAccounts(context, mailer);
  let shared: Promise<TokenPair & { email: string }> | undefined;
  const account = () => (shared ??= signedIn());

  const ownPost = (operation: string, status: number, url: string, payload: object | (() => Promise<object>)) =>
    postCase(operation, status, url, payload, own.token);
  const withToken = (
    operation: string,
    status: number,
    url: string,
    pair: () => Promise<TokenPair>,
    payload?: object,
  ) => ({
    operation,
    status,
    request: async () => ({
      method: operation.split(' ')[0] as 'GET' | 'POST',
      url,
      headers: headers((await pair()).access),
      ...(payload ? { payload } : {}),
    }),
  });

  return [
    ownPost('POST /auth/users', 201, '/auth/users', { email: 'openapi-new@example.md', password: PASSWORD }),
    ownPost('POST /auth/users', 400, '/auth/users', { email: 'openapi-new@example.md', password: 'short' }),
    ownPost('POST /auth/users/activation', 200, '/auth/users/activation', async () => {
      const { uid, token } = await registered();
      return { uid, token };
    }),
    ownPost('POST /auth/users/activation', 400, '/auth/users/activation', { uid: '1', token: 'x'.repeat(43) }),
    ownPost('POST /auth/users/resend_activation', 204, '/auth/users/resend_activation', { email: 'nobody@example.md' }),
    ownPost('POST /auth/users/resend_activation', 400, '/auth/users/resend_activation', { email: 'nobody' }),
    ownPost('POST /auth/jwt/create', 200, '/auth/jwt/create', async () => ({
      email: (await account()).email,
      password: PASSWORD,
    })),
    ownPost('POST /auth/jwt/create', 401, '/auth/jwt/create', { email: 'nobody@example.md', password: PASSWORD }),
    ownPost('POST /auth/jwt/create', 400, '/auth/jwt/create', { email: 'nobody@example.md' }),
    ownPost('POST /auth/jwt/refresh', 200, '/auth/jwt/refresh', async () => ({ refresh: (await signedIn()).refresh })),
    ownPost('POST /auth/jwt/refresh', 401, '/auth/jwt/refresh', { refresh: 'not.a.token' }),
    withToken('GET /auth/users/me', 200, '/auth/users/me', account),
    withToken('GET /auth/users/me', 401, '/auth/users/me', async () => ({ access: 'not.a.token', refresh: '' })),
    withToken('POST /auth/token/logout', 204, '/auth/token/logout', signedIn),
    withToken('POST /auth/token/logout', 401, '/auth/token/logout', async () => ({ access: 'x', refresh: '' })),
    withToken('POST /auth/users/set_password', 200, '/auth/users/set_password', signedIn, {
      current_password: PASSWORD,
      new_password: 'another openapi password',
    }),
    withToken('POST /auth/users/set_password', 400, '/auth/users/set_password', account, {
      current_password: 'wrong password',
      new_password: 'another openapi password',
    }),
    ownPost('POST /auth/users/reset_password', 204, '/auth/users/reset_password', { email: 'nobody@example.md' }),
    ownPost('POST /auth/users/reset_password', 400, '/auth/users/reset_password', {}),
    ownPost('POST /auth/users/reset_password_confirm', 204, '/auth/users/reset_password_confirm', async () => {
      const { email } = await signedIn();
      await post('/auth/users/reset_password', { email });
      return { ...(await linkTo(email)), new_password: 'reset openapi password' };
    }),
    ownPost('POST /auth/users/reset_password_confirm', 400, '/auth/users/reset_password_confirm', {
      uid: '1',
      token: 'x'.repeat(43),
      new_password: 'reset openapi password',
    }),
  ];
}

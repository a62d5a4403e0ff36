// The profile picture and the e-mail and phone changes, each as a shopper of the test's own shop
// (an MDL shop: the +(373) mask). Codes are read from the memory mailer and SMS sender.
import type { InjectOptions } from 'fastify';

import { contactEmailSchema, contactPhoneSchema } from '@vitrina/contract';

import type { MemoryCodeSender } from '../../src/accounts/code-sender.ts';
import type { MemoryMailer } from '../../src/mail/mailer.ts';
import { MULTIPART_TYPE, multipartBody, picture } from '../profile-image-support.ts';
import { caseAccounts } from './auth-cases.ts';
import type { AnswerCase, CaseContext } from './cases.ts';

type Method = 'POST' | 'PATCH' | 'DELETE';
type Payload = object | (() => Promise<object>);

export function contactCases(context: CaseContext, mailer: MemoryMailer, sms: MemoryCodeSender): AnswerCase[] {
  const { app } = context;
  const { headers, signedIn } = caseAccounts(context, mailer, 'openapi-contact', '192.0.2.18');
  let shared: ReturnType<typeof signedIn> | undefined;
  const account = () => (shared ??= signedIn());
  const access = async () => (await account()).access;
  let made = 0;
  const newAddress = () => `openapi-contact-new-${++made}@example.md`;
  const newNumber = () => `+(373) 69-100-${String(++made).padStart(3, '0')}`;

  const send = async (token: string, url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: headers(token), payload });
  async function mailedCode(token: string, address: string) {
    await send(token, '/api/email/send-code', { new_email_address: address });
    await app.auth.postbox.settled();
    const letter = mailer.sent.findLast((message) => message.to === address);
    return /^(\d{6})$/m.exec(letter?.text ?? '')?.[1] ?? '';
  }
  async function textedCode(token: string, number: string) {
    await send(token, '/api/phone/send-code', { new_phone_number: number });
    return /\b(\d{6})\b/.exec(sms.sent.at(-1)?.text ?? '')?.[1] ?? '';
  }
  /** A body with a fresh address or number and the code just sent to it. */
  const confirmedEmail = async (token?: string) => {
    const address = newAddress();
    return { email_address: address, verification_code: await mailedCode(token ?? (await access()), address) };
  };
  const confirmedPhone = async (token?: string) => {
    const number = newNumber();
    return { phone_number: number, verification_code: await textedCode(token ?? (await access()), number) };
  };

  /** A call as the shared shopper (or without a token when `anonymous`); `url` may wait for an id. */
  const as =
    (operation: string, status: number, url: string | (() => Promise<string>), payload?: Payload, anonymous = false) =>
    (): AnswerCase => ({
      operation,
      status,
      request: async (): Promise<InjectOptions> => ({
        method: operation.split(' ')[0] as Method,
        url: typeof url === 'string' ? url : await url(),
        headers: headers(anonymous ? undefined : await access()),
        ...(payload ? { payload: typeof payload === 'function' ? await payload() : payload } : {}),
      }),
    });
  const upload = (status: number, bytes: () => Promise<Buffer>) => (): AnswerCase => ({
    operation: 'PATCH /api/users/change-profile-image',
    status,
    request: async () => ({
      method: 'PATCH',
      url: '/api/users/change-profile-image',
      headers: { ...headers(await access()), 'content-type': MULTIPART_TYPE },
      payload: multipartBody(await bytes()),
    }),
  });
  async function addedEmailUrl() {
    const res = await send(await access(), '/api/email', await confirmedEmail());
    return `/api/email/${contactEmailSchema.parse(res.json()).id}`;
  }
  async function addedPhoneUrl() {
    const res = await send(await access(), '/api/phone', await confirmedPhone());
    return `/api/phone/${contactPhoneSchema.parse(res.json()).id}`;
  }
  const wrongCode = { verification_code: '000000' };

  return [
    upload(200, () => picture(64, 48).png().toBuffer()),
    upload(400, async () => Buffer.from('not a picture')),
    as('PATCH /api/users/change-profile-image', 415, '/api/users/change-profile-image', { image: 'me.png' }),
    as('DELETE /api/users/delete-profile-image', 200, '/api/users/delete-profile-image'),
    as('DELETE /api/users/delete-profile-image', 401, '/api/users/delete-profile-image', undefined, true),
    as('POST /api/email/send-code', 200, '/api/email/send-code', () =>
      Promise.resolve({ new_email_address: newAddress() }),
    ),
    as('POST /api/email/send-code', 400, '/api/email/send-code', { new_email_address: 'nope' }),
    as('POST /api/email', 201, '/api/email', () => confirmedEmail()),
    as('POST /api/email', 400, '/api/email', { email_address: 'openapi-wrong@example.md', ...wrongCode }),
    as('PATCH /api/email/change', 200, '/api/email/change', () => confirmedEmail()),
    as('PATCH /api/email/change', 400, '/api/email/change', {}),
    as('DELETE /api/email/{id}', 204, addedEmailUrl),
    as('DELETE /api/email/{id}', 404, '/api/email/2000000000'),
    as('POST /api/phone/send-code', 200, '/api/phone/send-code', () =>
      Promise.resolve({ new_phone_number: newNumber() }),
    ),
    as('POST /api/phone/send-code', 400, '/api/phone/send-code', { new_phone_number: '+40 712-345-678' }),
    as('POST /api/phone', 201, '/api/phone', () => confirmedPhone()),
    as('POST /api/phone', 400, '/api/phone', { phone_number: '+(373) 69-100-999', ...wrongCode }),
    {
      operation: 'POST /api/phone/create-auth-number',
      status: 201,
      // An account of its own: the shared one may have its sign-in number already.
      request: async () => {
        const { access: token } = await signedIn();
        const url = '/api/phone/create-auth-number';
        return { method: 'POST', url, headers: headers(token), payload: await confirmedPhone(token) };
      },
    },
    as('POST /api/phone/create-auth-number', 400, '/api/phone/create-auth-number', {}),
    as('PATCH /api/phone/change-auth-number', 200, '/api/phone/change-auth-number', () => confirmedPhone()),
    as('PATCH /api/phone/change-auth-number', 400, '/api/phone/change-auth-number', { phone_number: 'call me' }),
    as('DELETE /api/phone/{id}', 204, addedPhoneUrl),
    as('DELETE /api/phone/{id}', 404, '/api/phone/2000000000'),
  ].map((make) => (typeof make === 'function' ? make() : make));
}

// api/email/* and api/phone/*: a code goes to the new address or number (send-code), and the code
// confirms the change. E-mail: POST api/email/ adds the address to the account's list, PATCH
// api/email/change/ makes it the sign-in address. Phone: POST api/phone/ adds a number,
// create-auth-number sets the sign-in number of an account without one, change-auth-number replaces
// it. DELETE api/{email,phone}/{id}/ removes one of the user's own (another's is a 404). Every
// confirmed change shows in auth/users/me.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  codeSentResponse,
  contactEmailSchema,
  contactPhoneSchema,
  currentUserResponse,
  dbIdParam,
  emailConfirmRequest,
  emailSendCodeRequest,
  errorResponses,
  errorSchema,
  phoneConfirmRequest,
  phoneSendCodeRequest,
  siteHeadersSchema,
} from '@vitrina/contract';

import { deleteContact } from '../../accounts/contact-change.ts';
import { addEmail, changeLoginEmail, sendEmailCode } from '../../accounts/contact-change-email.ts';
import { addPhone, sendPhoneCode, setAuthPhone } from '../../accounts/contact-change-phone.ts';
import { currentUserOf } from '../../auth/users.ts';

const noContent = z.null().describe('Done; no body');

export async function contactChangeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const headers = siteHeadersSchema;
  const tags = ['account'];
  const config = { user: true };
  const params = z.object({ id: dbIdParam });
  const bad = { 400: errorSchema };

  app.post(
    '/api/email/send-code',
    {
      config,
      schema: {
        operationId: 'sendEmailCode',
        summary: 'Mail a 6-digit code (10 minutes, 5 tries) to a new address of the signed-in shopper',
        tags,
        headers,
        body: emailSendCodeRequest,
        response: { 200: codeSentResponse, ...bad },
      },
    },
    (req) => sendEmailCode(app, req.site, req.lang, req.user.row, req.body.new_email_address),
  );

  app.post(
    '/api/email',
    {
      config,
      schema: {
        operationId: 'addEmail',
        summary: "Add the address the code was mailed to to the shopper's addresses (not the sign-in one)",
        tags,
        headers,
        body: emailConfirmRequest,
        response: { 201: contactEmailSchema, ...bad },
      },
    },
    async (req, reply) => reply.code(201).send(await addEmail(app, req.site, req.user.row, req.body)),
  );

  app.patch(
    '/api/email/change',
    {
      config,
      schema: {
        operationId: 'changeEmail',
        summary: 'Make the address the code was mailed to the sign-in address; the old address is told',
        tags,
        headers,
        body: emailConfirmRequest,
        response: { 200: currentUserResponse, ...bad },
      },
    },
    async (req) => currentUserOf(app.db, await changeLoginEmail(app, req.site, req.lang, req.user.row, req.body)),
  );

  app.post(
    '/api/phone/send-code',
    {
      config,
      schema: {
        operationId: 'sendPhoneCode',
        summary: "Text a 6-digit code (10 minutes, 5 tries) to a new number in the shop's mask",
        tags,
        headers,
        body: phoneSendCodeRequest,
        response: { 200: codeSentResponse, ...bad },
      },
    },
    (req) => sendPhoneCode(app, req.site, req.lang, req.user.row, req.body.new_phone_number),
  );

  app.post(
    '/api/phone',
    {
      config,
      schema: {
        operationId: 'addPhone',
        summary: "Add the number the code was texted to to the shopper's numbers",
        tags,
        headers,
        body: phoneConfirmRequest,
        response: { 201: contactPhoneSchema, ...bad },
      },
    },
    async (req, reply) => reply.code(201).send(await addPhone(app, req.site, req.user.row, req.body)),
  );

  app.post(
    '/api/phone/create-auth-number',
    {
      config,
      schema: {
        operationId: 'createAuthPhone',
        summary: 'Make the number the code was texted to the sign-in number of an account without one',
        tags,
        headers,
        body: phoneConfirmRequest,
        response: { 201: contactPhoneSchema, ...bad },
      },
    },
    async (req, reply) => reply.code(201).send(await setAuthPhone(app, req.site, req.user.row, req.body, 'create')),
  );

  app.patch(
    '/api/phone/change-auth-number',
    {
      config,
      schema: {
        operationId: 'changeAuthPhone',
        summary: 'Make the number the code was texted to the sign-in number; the old one leaves the account',
        tags,
        headers,
        body: phoneConfirmRequest,
        response: { 200: contactPhoneSchema, ...bad },
      },
    },
    (req) => setAuthPhone(app, req.site, req.user.row, req.body, 'change'),
  );

  for (const channel of ['email', 'phone'] as const) {
    app.delete(
      `/api/${channel}/:id`,
      {
        config,
        schema: {
          operationId: channel === 'email' ? 'deleteEmail' : 'deletePhone',
          summary:
            channel === 'email'
              ? "Remove one of the shopper's added addresses (the sign-in one stays); another's is a 404"
              : "Remove one of the shopper's numbers, the sign-in one too; another's is a 404",
          tags,
          headers,
          params,
          response: { 204: noContent, ...errorResponses },
        },
      },
      async (req, reply) => {
        await deleteContact(app.db, req.user.row.id, channel, req.params.id);
        return reply.code(204).send(null);
      },
    );
  }
}

// Accounts' shared parts as app.auth (token signer, postbox, clock) and the guard of account calls:
// a route with `config: { user: true }` answers 401 unless `Authorization: Bearer <access token>`
// names a live session of an active user of the request's shop; then `request.user` is that user.
// `user: 'optional'` lets a guest in too, but a bearer that is sent is checked all the same.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { errorSchema } from '@vitrina/contract';

import { DEFAULT_MAIL_FROM, DEV_AUTH_JWT_SECRET } from '../config.ts';
import { memoryMailer, type Mailer } from '../mail/mailer.ts';
import { createPostbox, type Postbox } from '../mail/postbox.ts';
import { HttpError } from '../plugins/errors.ts';
import { sessionUser } from './sessions.ts';
import { tokenSigner, type TokenSigner } from './tokens.ts';
import type { UserRow } from './users.ts';

export interface AuthOptions {
  /** AUTH_JWT_SECRET; the development default when omitted. */
  secret?: string | undefined;
  /** Where account mail goes; memory when omitted (an app built for a test or a script). */
  mailer?: Mailer | undefined;
  /** MAIL_FROM: the sender address of account mail. */
  mailFrom?: string | undefined;
  /** The clock of tokens and links (tests move it instead of waiting). */
  now?: (() => number) | undefined;
}

export interface AuthServices {
  tokens: TokenSigner;
  postbox: Postbox;
  mailFrom: string;
  now: () => number;
}

export interface SignedInUser {
  row: UserRow;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthServices;
  }
  interface FastifyRequest {
    user: SignedInUser;
  }
  interface FastifyContextConfig {
    /**
     * true: only for a signed-in shopper of the request's shop (Authorization: Bearer <access token>).
     * 'optional': a guest too (`optionalUser` is then null); a bearer that is sent must still be valid.
     */
    user?: boolean | 'optional';
  }
}

/** The signed-in shopper of a `user: 'optional'` route, or null for a guest (the decorator's value). */
export const optionalUser = (request: FastifyRequest): SignedInUser | null => request.user as SignedInUser | null;

const notSignedIn = () =>
  new HttpError(401, 'not_authenticated', 'This call needs a valid access token: Authorization: Bearer <access>');

export const authPlugin = fp(
  async (app: FastifyInstance, options: AuthOptions) => {
    const now = options.now ?? Date.now;
    const mailer = options.mailer ?? memoryMailer();
    const postbox = createPostbox(mailer, app.log);
    app.decorate('auth', {
      tokens: tokenSigner(options.secret ?? DEV_AUTH_JWT_SECRET, now),
      postbox,
      mailFrom: options.mailFrom ?? DEFAULT_MAIL_FROM,
      now,
    });
    app.decorateRequest('user', null as unknown as SignedInUser);

    app.addHook('onRoute', (route) => {
      if (!route.config?.user) return;
      const response = { ...(route.schema?.response as object | undefined), 401: errorSchema };
      const signedIn = { siteToken: [], userToken: [] };
      const security = route.config.user === 'optional' ? [{ siteToken: [] }, signedIn] : [signedIn];
      route.schema = { ...route.schema, security, response };
    });
    // After validation (a bad body is a 400 at its field, whoever sends it) and after the site
    // plugin's hook: the token is checked against the request's shop.
    app.addHook('preHandler', async (request, reply) => {
      const needs = request.routeOptions.config?.user;
      if (!needs || (needs === 'optional' && request.headers.authorization === undefined)) return;
      reply.header('cache-control', 'no-store');
      const token = /^Bearer ([\w.-]{1,4000})$/.exec(request.headers.authorization ?? '')?.[1];
      const claims = token ? await app.auth.tokens.readAccess(request.site.id, token) : null;
      const row = claims ? await sessionUser(app.db, request.site.id, claims, now()) : null;
      if (!claims || !row) {
        reply.header('www-authenticate', 'Bearer');
        throw notSignedIn();
      }
      request.user = { row, sessionId: claims.sessionId };
    });

    app.addHook('onClose', async () => {
      await postbox.settled();
      mailer.close();
    });
  },
  { name: 'auth', dependencies: ['db', 'site'] },
);

// Same-origin proxy from the browser to the back end: `/api/<call>` -> `<API_BASE_URL>/<call>`,
// adding the shop's X-Site-Token (browser code never holds it), the client's address and the
// session's bearer (from the HttpOnly cookies, renewed first when about to expire) and the guest's
// cart key (X-Guest-Token, from the HttpOnly user_token cookie: browser code cannot read it). Bodies pass
// through untouched, except that token pairs become cookies. State-changing calls must come from
// the shop's own pages (csrf.ts). Every wait is bounded: 504 when the back end is too slow, 502
// when it cannot be reached, never a 500 and never a hang. Bodies are read whole (6 MiB at most),
// except on the calls that carry photos (UPLOADS), which stream through within the API's own limit.
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ADVERT_BODY_MAX_BYTES } from '@vitrina/contract';
import { parseCookies } from '../routing/cookies.ts';
import { devModeHeaders } from '../routing/dev-mode.ts';
import { requestSession } from '../session/request-session.ts';
import { clearedSessionCookies, sessionCookies, sessionTokens } from '../session/session-cookies.ts';
import type { SessionRefresher } from '../session/session-refresher.ts';
import { accountCallOf, remembersSignIn, splitTokenAnswer } from '../session/token-answers.ts';
import { guestTokenOf } from '../routing/guest-identity.ts';
import { resolveDotSegments } from '../routing/request-target.ts';
import type { GatewaySite } from '../sites/site-resolver.ts';
import { errorBody, HttpError } from './errors.ts';
import { refuseCrossSiteCall, shopOf } from './request-shop.ts';
import type { ShopLookup } from './request-shop.ts';

const FORWARDED_REQUEST_HEADERS = [
  'accept',
  'accept-language',
  'content-type',
  // A client's own bearer (an API client without cookies); a cookie session's bearer takes its place.
  'authorization',
  'if-none-match',
  'if-modified-since',
];
/** Large enough for a résumé upload (the API's own limit is 5 MiB of file plus the form fields). */
const PROXY_BODY_LIMIT_BYTES = 6 * 1024 * 1024;
/**
 * The calls whose bodies may be larger: an advert with its ten photos (the API's api/adverts/ POST and
 * api/adverts/{slug}/ PATCH, so /api/api/... here). Their bodies are streamed to the back end, never
 * held here, within the length the API takes (ADVERT_BODY_MAX_BYTES, which it checks itself too).
 */
const UPLOADS = [
  { method: 'POST', paths: ['/api/api/adverts', '/api/api/adverts/'], limit: ADVERT_BODY_MAX_BYTES },
  { method: 'PATCH', paths: ['/api/api/adverts/:slug', '/api/api/adverts/:slug/'], limit: ADVERT_BODY_MAX_BYTES },
] as const;
/**
 * `location` and the back end's own CSP pass too: a page the back end serves itself (the demo
 * payment page) keeps its policy, and its form's 303 reaches the browser instead of being followed
 * here (the proxy never follows a redirect: the browser goes where the back end sends it).
 */
const FORWARDED_RESPONSE_HEADERS = [
  'content-type',
  'cache-control',
  'etag',
  'last-modified',
  'retry-after',
  'location',
  'content-security-policy',
  // The back end's echo of a dev-mode call (routing/dev-mode.ts).
  'dev-mode',
];
/**
 * Back-end paths a shop's visitors never reach through the shop: the service lookup hands out
 * shop tokens, and the API's documentation lives on the API's own address.
 */
const CLOSED_PATHS = /^(?:docs|sites|health)(?:[/?]|$)/i;

export interface ApiProxyOptions extends ShopLookup {
  apiBaseUrl: string;
  /** How long the back end may take to answer, body included (API_TIMEOUT_MS). */
  timeoutMs: number;
  /** Renews sessions, shared with the pages so one browser's refresh happens once. */
  refresher: SessionRefresher;
  now?: () => number;
}

const fail = (reply: FastifyReply, status: number, code: string, message: string) =>
  reply.code(status).send(errorBody(code, message));

/**
 * An upload's body as a stream, once its declared length is within `limit`: Node reads no byte past
 * a declared length, so the length bounds what reaches the back end; an undeclared one (chunked)
 * could not be bounded before it is sent on, and is refused (every browser's form declares it).
 */
function streamedBody(limit: number) {
  return (request: FastifyRequest, payload: IncomingMessage, done: (error: Error | null, body?: unknown) => void) => {
    const declared = request.headers['content-length'];
    if (declared === undefined) done(new HttpError(411, 'length_required', 'An upload must declare its length'));
    else if (Number(declared) > limit)
      done(new HttpError(413, 'payload_too_large', `This call takes at most ${limit} bytes`));
    else done(null, payload);
  };
}

/**
 * Aborts the call once the back end has had `timeoutMs`. An upload's clock starts when its last byte
 * has been sent on: the shopper's upload time over a phone's connection is not the back end's delay.
 */
function backEndDeadline(timeoutMs: number, upload: Readable | null): AbortSignal {
  if (!upload || upload.readableEnded) return AbortSignal.timeout(timeoutMs);
  const deadline = new AbortController();
  upload.once('end', () => setTimeout(() => deadline.abort(), timeoutMs).unref());
  return deadline.signal;
}

export async function apiProxy(app: FastifyInstance, options: ApiProxyOptions) {
  const now = options.now ?? Date.now;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
  app.all('/api/*', { bodyLimit: PROXY_BODY_LIMIT_BYTES }, (request, reply) => forward(request, reply));
  // Each in a scope of its own: its content-type parser passes the request's stream on instead of reading it.
  for (const { method, paths, limit } of UPLOADS) {
    await app.register(async (upload) => {
      upload.removeAllContentTypeParsers();
      upload.addContentTypeParser('*', streamedBody(limit));
      for (const url of paths) upload.route({ method, url, handler: (request, reply) => forward(request, reply) });
    });
  }

  async function forward(request: FastifyRequest, reply: FastifyReply) {
    // Dot segments resolved first: a closed path cannot be reached around the check.
    const { pathname, search } = resolveDotSegments(request.url);
    if (!pathname.startsWith('/api/')) return fail(reply, 404, 'not_found', `No route ${request.method} ${pathname}`);
    const tail = `${pathname.slice('/api/'.length)}${search}`;
    if (CLOSED_PATHS.test(tail))
      return fail(reply, 404, 'not_found', `No route ${request.method} /api/${tail.split('?')[0]}`);
    // Thrown refusals (no shop, another site's page) are answered by errors.ts in the same shape.
    const site = await shopOf(request, options);
    refuseCrossSiteCall(request, site);
    const call = accountCallOf(tail);
    const cookies = parseCookies(request.headers.cookie);
    const tokens = sessionTokens(cookies);
    if (call === 'refresh') return refreshCall(reply, tokens, site, request.ip);
    // Signing in starts a new session: the old one's tokens are neither renewed nor sent.
    const session =
      call === 'sign-in'
        ? { setCookies: [] }
        : await requestSession(tokens, site, options.refresher, now(), request.ip);
    // request.ip honours X-Forwarded-For only from the proxies TRUST_PROXY names, so it cannot be forged.
    const headers: Record<string, string> = {
      'x-site-token': site.token,
      'x-forwarded-for': request.ip,
      ...devModeHeaders(request.headers.cookie),
    };
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    if (session.bearer) headers.authorization = `Bearer ${session.bearer}`;
    // Only the cookie names the guest: a header of the client's own is never forwarded.
    const guestToken = guestTokenOf(cookies);
    if (guestToken) headers['x-guest-token'] = guestToken;
    const upload = request.body instanceof Readable ? request.body : null;
    // The stream is sent on with the length it declared (streamedBody checked it).
    if (upload) headers['content-length'] = request.headers['content-length']!;
    const signal = backEndDeadline(options.timeoutMs, upload);
    let res: Response;
    let body: Buffer;
    try {
      res = await fetch(`${options.apiBaseUrl}/${tail}`, {
        method: request.method,
        headers,
        body: upload
          ? (Readable.toWeb(upload) as ReadableStream<Uint8Array>)
          : request.method === 'GET' || request.method === 'HEAD' || !request.body
            ? undefined
            : new Uint8Array(request.body as Buffer),
        ...(upload ? { duplex: 'half' } : {}),
        signal,
        redirect: 'manual',
      });
      body = Buffer.from(await res.arrayBuffer());
    } catch (error) {
      if (signal.aborted) return fail(reply, 504, 'upstream_timeout', 'The back end did not answer in time');
      request.log.warn({ err: error }, 'the back end could not be reached');
      return fail(reply, 502, 'upstream_unreachable', 'The back end cannot be reached right now');
    }
    reply.code(res.status);
    for (const name of FORWARDED_RESPONSE_HEADERS) {
      const value = res.headers.get(name);
      if (value) reply.header(name, value);
    }
    const tokenAnswer = splitTokenAnswer(body, res.headers.get('content-type'));
    let setCookies = session.setCookies;
    if (call === 'logout') setCookies = clearedSessionCookies(site.publicOrigin);
    else if (tokenAnswer) {
      const remember = call === 'sign-in' ? remembersSignIn(request.body) : !tokens.sessionOnly;
      setCookies = sessionCookies(tokenAnswer.pair, site.publicOrigin, remember);
      body = tokenAnswer.rest;
    }
    for (const line of setCookies) reply.header('set-cookie', line);
    // An answer that sets a shopper's cookies is theirs alone.
    if (setCookies.length > 0) reply.header('cache-control', 'no-store');
    return reply.send(body);
  }

  /** The browser holds no refresh token to send: the cookie's is exchanged, once (session-refresher.ts). */
  async function refreshCall(
    reply: FastifyReply,
    tokens: ReturnType<typeof sessionTokens>,
    site: GatewaySite,
    clientIp: string,
  ) {
    reply.header('cache-control', 'no-store');
    if (!tokens.refresh) return fail(reply, 401, 'not_authenticated', 'There is no session to renew');
    const outcome = await options.refresher.refresh(site.token, tokens.refresh, clientIp);
    if (outcome.kind === 'unavailable')
      return fail(reply, 503, 'upstream_unavailable', 'The session cannot be renewed right now; try again shortly');
    const cookies =
      outcome.kind === 'renewed'
        ? sessionCookies(outcome.pair, site.publicOrigin, !tokens.sessionOnly)
        : clearedSessionCookies(site.publicOrigin);
    for (const line of cookies) reply.header('set-cookie', line);
    if (outcome.kind === 'refused') return fail(reply, 401, 'token_invalid', 'The session has ended; sign in again');
    return reply.code(200).send({});
  }
}

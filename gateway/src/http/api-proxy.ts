// Same-origin proxy from the browser to the back end: `/api/<call>` -> `<API_BASE_URL>/<call>`,
// adding the shop's X-Site-Token (browser code never holds it) and the client's address. Bodies
// pass through untouched. Every wait is bounded: 504 when the back end is too slow, 502 when it
// cannot be reached, never a 500 and never a hang.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { devModeHeaders } from '../routing/dev-mode.ts';
import { resolveDotSegments } from '../routing/request-target.ts';
import { BadHostError, SiteUnavailableError } from '../sites/site-resolver.ts';
import type { GatewaySite } from '../sites/site-resolver.ts';
import { errorBody } from './errors.ts';

const FORWARDED_REQUEST_HEADERS = [
  'accept',
  'accept-language',
  'content-type',
  'authorization',
  'if-none-match',
  'if-modified-since',
];
/** Large enough for a résumé upload (the API's own limit is 5 MiB of file plus the form fields). */
const PROXY_BODY_LIMIT_BYTES = 6 * 1024 * 1024;
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'cache-control', 'etag', 'last-modified', 'retry-after'];
/**
 * Back-end paths a shop's visitors never reach through the shop: the service lookup hands out
 * shop tokens, and the API's documentation lives on the API's own address.
 */
const CLOSED_PATHS = /^(?:docs|sites|health)(?:[/?]|$)/i;

export interface ApiProxyOptions {
  apiBaseUrl: string;
  resolveSite: (hostHeader: string | undefined, signal?: AbortSignal) => Promise<GatewaySite | null>;
  /** How long the back end may take to answer, body included (API_TIMEOUT_MS). */
  timeoutMs: number;
  /** How long the shop lookup may take (PAGE_BUDGET_MS). */
  budgetMs: number;
}

const fail = (reply: FastifyReply, status: number, code: string, message: string) =>
  reply.code(status).send(errorBody(code, message));

export async function apiProxy(app: FastifyInstance, options: ApiProxyOptions) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
  app.all('/api/*', { bodyLimit: PROXY_BODY_LIMIT_BYTES }, async (request, reply) => {
    // Dot segments resolved first: a closed path cannot be reached around the check.
    const { pathname, search } = resolveDotSegments(request.url);
    if (!pathname.startsWith('/api/')) return fail(reply, 404, 'not_found', `No route ${request.method} ${pathname}`);
    const tail = `${pathname.slice('/api/'.length)}${search}`;
    if (CLOSED_PATHS.test(tail))
      return fail(reply, 404, 'not_found', `No route ${request.method} /api/${tail.split('?')[0]}`);
    let site: GatewaySite | null;
    try {
      site = await options.resolveSite(request.headers.host, AbortSignal.timeout(options.budgetMs));
    } catch (error) {
      if (error instanceof BadHostError) return fail(reply, 400, 'bad_host', 'The Host header is not a host name');
      if (error instanceof SiteUnavailableError)
        return fail(reply, 503, 'site_unavailable', 'The shop cannot be reached right now; try again shortly');
      throw error;
    }
    if (!site) return fail(reply, 404, 'unknown_site', 'No shop is served at this address');
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
    const signal = AbortSignal.timeout(options.timeoutMs);
    let res: Response;
    let body: Buffer;
    try {
      res = await fetch(`${options.apiBaseUrl}/${tail}`, {
        method: request.method,
        headers,
        body:
          request.method === 'GET' || request.method === 'HEAD' || !request.body
            ? undefined
            : new Uint8Array(request.body as Buffer),
        signal,
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
    return reply.send(body);
  });
}

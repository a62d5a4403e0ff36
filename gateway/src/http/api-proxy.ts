import type { FastifyInstance } from 'fastify';
import { devModeHeaders } from '../routing/dev-mode.ts';
import type { SiteResolver } from '../sites/site-resolver.ts';

const FORWARDED_REQUEST_HEADERS = ['accept', 'accept-language', 'content-type', 'authorization'];
/** Large enough for a résumé upload (the API's own limit is 5 MiB of file plus the form fields). */
const PROXY_BODY_LIMIT_BYTES = 6 * 1024 * 1024;
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'cache-control', 'etag', 'last-modified'];

/**
 * Same-origin proxy from the browser to the back end: `/api/<call>` -> `<API_BASE_URL>/<call>`,
 * adding the shop's X-Site-Token (browser code never holds it). Bodies pass through untouched.
 */
export async function apiProxy(app: FastifyInstance, options: { apiBaseUrl: string; sites: SiteResolver }) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
  app.all('/api/*', { bodyLimit: PROXY_BODY_LIMIT_BYTES }, async (request, reply) => {
    const site = await options.sites.resolve(request.headers.host);
    if (!site) return reply.code(404).send({ code: 'unknown_site', message: 'No shop is served at this address', fieldErrors: {} });
    const tail = request.url.slice('/api/'.length);
    const headers: Record<string, string> = { 'x-site-token': site.token, ...devModeHeaders(request.headers.cookie) };
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const res = await fetch(`${options.apiBaseUrl}/${tail}`, {
      method: request.method,
      headers,
      body: request.method === 'GET' || request.method === 'HEAD' || !request.body ? undefined : new Uint8Array(request.body as Buffer),
    });
    reply.code(res.status);
    for (const name of FORWARDED_RESPONSE_HEADERS) {
      const value = res.headers.get(name);
      if (value) reply.header(name, value);
    }
    return reply.send(Buffer.from(await res.arrayBuffer()));
  });
}

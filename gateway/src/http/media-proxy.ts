// Pictures the back end serves at `/media/...` (product pictures, logos, illustrations), at the same
// path on every shop's address. They live outside `/api/`, which robots.txt closes, so crawlers may
// fetch the images that pages and JSON-LD name; and the answer depends on the path alone (no site
// token, cookie or dev mode is sent), so a CDN can keep it by URL and revalidate with its ETag.
import type { FastifyInstance } from 'fastify';
import { resolveDotSegments } from '../routing/request-target.ts';
import { errorBody } from './errors.ts';

export interface MediaProxyOptions {
  apiBaseUrl: string;
  /** How long the back end may take to answer, body included (API_TIMEOUT_MS). */
  timeoutMs: number;
}

const FORWARDED_REQUEST_HEADERS = ['accept', 'if-none-match', 'if-modified-since'];
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'cache-control', 'etag', 'last-modified'];

export async function mediaProxy(app: FastifyInstance, options: MediaProxyOptions) {
  app.get('/media/*', async (request, reply) => {
    // The query never changes a picture; dot segments are resolved first, so the call can only
    // ever reach the back end's /media.
    const { pathname } = resolveDotSegments(request.url);
    if (!pathname.startsWith('/media/')) return reply.code(404).send(errorBody('not_found', 'No such media file'));
    const headers: Record<string, string> = {};
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const signal = AbortSignal.timeout(options.timeoutMs);
    let res: Response;
    let body: Buffer;
    try {
      res = await fetch(new URL(pathname, options.apiBaseUrl), { headers, signal });
      body = Buffer.from(await res.arrayBuffer());
    } catch (error) {
      if (signal.aborted)
        return reply.code(504).send(errorBody('upstream_timeout', 'The back end did not answer in time'));
      request.log.warn({ err: error }, 'media: the back end could not be reached');
      return reply.code(502).send(errorBody('upstream_unreachable', 'The back end cannot be reached right now'));
    }
    reply.code(res.status);
    for (const name of FORWARDED_RESPONSE_HEADERS) {
      const value = res.headers.get(name);
      if (value) reply.header(name, value);
    }
    return reply.send(body);
  });
}

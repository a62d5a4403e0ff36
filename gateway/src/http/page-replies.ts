// How a page leaves the gateway: status, X-Cache, Cache-Control by kind, gzip when the browser
// takes it, a stored copy with the nonce it was rendered with, and the gateway's own error page.
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cacheControl } from '../cache/cache-policy.ts';
import type { CacheControlKind } from '../cache/cache-policy.ts';
import type { StoredPage } from '../cache/page-cache.ts';
import { ERROR_PAGE_FALLBACK, errorPageLocale } from '../routing/error-page.ts';
import type { ErrorPageRenderer } from '../routing/error-page.ts';
import type { RequestTarget } from '../routing/request-target.ts';
import { acceptsGzip, compressPage, compressStream, inflatePage } from './html-encoding.ts';
import type { PagePolicy } from './security-headers.ts';

export type CacheState = 'HIT' | 'MISS' | 'BYPASS' | 'STALE';

/** A page's body in whichever forms are at hand: rendered HTML, its gzip, or a live stream. */
export interface PageBody {
  html?: Buffer;
  gzipped?: Buffer;
  stream?: Readable;
}

export interface PageRepliesOptions {
  ttlSeconds: number;
  staleSeconds: number;
  errorPage: ErrorPageRenderer;
}

export type PageReplies = ReturnType<typeof pageReplies>;

export function pageReplies({ ttlSeconds, staleSeconds, errorPage }: PageRepliesOptions) {
  function sendHtml(
    reply: FastifyReply,
    status: number,
    cache: CacheState,
    kind: CacheControlKind,
    body: string | Buffer | Readable,
  ) {
    // A cookie set here is this visitor's (their guest token): a cache in front that kept the
    // answer could hand it to the next visitor, so the answer is not for shared caches.
    const kept = kind === 'shared' && reply.hasHeader('set-cookie') ? 'private' : kind;
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('x-cache', cache)
      .header('vary', 'accept-encoding')
      .header('cache-control', cacheControl(kept, ttlSeconds, staleSeconds))
      .send(body);
  }

  /** Sends a page, compressed when the browser accepts it. */
  async function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    cache: CacheState,
    kind: CacheControlKind,
    page: PageBody,
  ) {
    if (acceptsGzip(request.headers['accept-encoding'])) {
      reply.header('content-encoding', 'gzip');
      const body = page.stream ? compressStream(page.stream) : (page.gzipped ?? (await compressPage(page.html!)));
      return sendHtml(reply, status, cache, kind, body);
    }
    return sendHtml(reply, status, cache, kind, page.stream ?? page.html ?? (await inflatePage(page.gzipped!)));
  }

  function sendStored(
    request: FastifyRequest,
    reply: FastifyReply,
    state: 'HIT' | 'STALE',
    page: StoredPage,
    csp: PagePolicy,
  ) {
    // The copy runs with the nonce it was rendered with: the header names that one.
    csp.apply(page.nonce);
    // A stale copy is a stand-in during an outage: no cache in front may keep it as fresh.
    return sendPage(request, reply, 200, state, state === 'HIT' ? 'shared' : 'no-store', { gzipped: page.body });
  }

  /** The gateway's own small page for requests that never reach a shop (bad host, junk path). */
  function sendErrorPage(reply: FastifyReply, target: RequestTarget, status: number) {
    let html: string;
    try {
      html = errorPage({ status, locale: errorPageLocale(target.pathname, 'ro') });
    } catch (pageError) {
      reply.log.error({ err: pageError }, 'the error page failed too; sending the fallback text');
      html = ERROR_PAGE_FALLBACK;
    }
    return sendHtml(reply, status, 'BYPASS', 'no-store', html);
  }

  return { sendHtml, sendPage, sendStored, sendErrorPage };
}

export async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks);
}

/** A redirect keeps the shopper's query (campaign tags, filters) unless the target has its own. */
export const withQuery = (location: string, search: string) =>
  location.includes('?') || !search ? location : `${location}${search}`;

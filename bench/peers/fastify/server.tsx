// The bare peer: Fastify and React 19 rendering the same category, product, home and content
// (`about`) pages as the gateway, from the same API calls, with no Module Federation, effector,
// i18next or router: plain props.
// PEER_RENDER=string renders with renderToString, =stream with renderToPipeableStream; either way
// the page goes out gzip-compressed (level 6, as the gateway's) to a client that accepts it.
import { PassThrough } from 'node:stream';
import type { Transform } from 'node:stream';
import { createGzip, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ReactElement } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { ApiError } from '../tree/api.ts';
import { loadCategory, loadContent, loadHome, loadProduct } from '../tree/models.ts';
import { CategoryPage } from '../tree/page/CategoryPage.tsx';
import { ContentPage } from '../tree/page/ContentPage.tsx';
import { HomePage } from '../tree/page/HomePage.tsx';
import { ProductPage } from '../tree/page/ProductPage.tsx';
import { Document } from './Document.tsx';
import type { PageModel } from '../tree/models.ts';

const MODE = process.env.PEER_RENDER === 'stream' ? 'stream' : 'string';
const gzipAsync = promisify(gzip);
const accepts = (request: FastifyRequest) => /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));

async function send(request: FastifyRequest, reply: FastifyReply, page: ReactElement) {
  const compressed = accepts(request);
  const body =
    MODE === 'string'
      ? await compress(`<!DOCTYPE html>${renderToString(page)}`, compressed)
      : await stream(page, compressed ? createGzip({ level: 6 }) : new PassThrough());
  reply.type('text/html; charset=utf-8');
  if (compressed) reply.header('content-encoding', 'gzip');
  return reply.send(body);
}

const compress = (html: string, compressed: boolean) => (compressed ? gzipAsync(html, { level: 6 }) : html);

/** The page streamed into `out` once its shell is ready: all of it (the home page's boundaries never suspend). */
function stream(page: ReactElement, out: Transform): Promise<Transform> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(page, {
      onShellReady() {
        pipe(out);
        resolve(out);
      },
      onShellError: reject,
      // As the gateway's (shell/src/server/render.tsx): a finished boundary stays in place, not
      // moved after the shell with a script to swap it in (React does so past 12.8 KB by default).
      progressiveChunkSize: 4 * 1024 * 1024,
    });
  });
}

const app = Fastify();
app.setErrorHandler((error, _request, reply) => {
  const status = error instanceof ApiError && error.status === 404 ? 404 : 500;
  if (status === 500) console.error(error);
  return reply
    .code(status)
    .type('text/plain')
    .send(status === 404 ? 'Not found' : 'Server error');
});
type Params = Record<string, string>;

/** A page route: its model loaded from the URL's parameters, then the page rendered in the document. */
function page<M extends PageModel>(
  path: string,
  load: (params: Params) => Promise<M>,
  Page: (props: { model: M }) => ReactElement,
) {
  app.get<{ Params: Params }>(path, async (request, reply) => {
    const model = await load(request.params);
    return send(
      request,
      reply,
      <Document model={model}>
        <Page model={model} />
      </Document>,
    );
  });
}

page('/:lang/product/:slug', (p) => loadProduct(p.lang!, p.slug!), ProductPage);
// Two letters only: a language, not /robots.txt, which the bench asks for to see the peer is up.
page('/:lang(^[a-z]{2}$)', (p) => loadHome(p.lang!), HomePage);
page('/:lang/about', (p) => loadContent(p.lang!, 'about'), ContentPage);
page('/:lang/*', (p) => loadCategory(p.lang!, p['*']!.replace(/\/+$/, '')), CategoryPage);

const address = await app.listen({ port: Number(process.env.PEER_PORT ?? 0), host: '127.0.0.1' });
console.log(`bare React peer (${MODE}) on ${address}`);
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.once(signal, () => void app.close().then(() => process.exit(0)));

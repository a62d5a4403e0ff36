import { PassThrough, Readable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from '@vitrina/router/server';
import { serialize } from 'effector';
import type { Scope } from 'effector';
import type { i18n } from 'i18next';
import { KeptCollectorProvider, pageKeptCollector } from '@vitrina/mf-kit/kept-html';
import type { PageKeptCollector } from '@vitrina/mf-kit/kept-html';
import { ShellRoutes, routeStatus } from '../app/routes.tsx';
import { Root } from '../app/Root.tsx';
import type { RemoteLoader } from '../remotes/remote-loader.ts';
import type { ShellSite } from '../app/site.ts';
import { splitLocale } from '../routes/remote-routes.ts';
import { FRAME_DATA_STORES } from './frame-key.ts';
import { frameForPage, renderFrame } from './frame.tsx';
import type { RenderedFrame } from './frame.tsx';

export interface ShellRenderInput {
  url: string;
  scope: Scope;
  i18n: i18n;
  loader: RemoteLoader;
  site: ShellSite;
  /** Errors React recovered from (a remote that threw: its area is rendered in the browser). */
  onRecoverableError: (error: unknown) => void;
  /** The page's CSP nonce: React's own inline scripts (a Suspense boundary finished later) carry it. */
  nonce?: string;
  /**
   * Where the frame comes from: the gateway's kept frames (by `frameKey` of the prepared scope),
   * given the way to render it when none is kept. Without it the frame is rendered for this page.
   */
  frame?: (render: () => RenderedFrame) => RenderedFrame;
}

export interface ShellRender {
  status: number;
  /** The layout with both frames and the page area streamed inside it. */
  body: Readable;
  /** The frame data's state for the boot script (boot.ts), as it was kept. */
  frameStateJson: string;
}

/**
 * Streams the page area's markup for one request inside the frame (kept, or rendered now).
 * Resolves once the page area is ready to stream; a remote area that throws is sent in its
 * loading state and finished in the browser.
 */
export async function renderShell(input: ShellRenderInput): Promise<ShellRender> {
  const { pathname, search } = new URL(input.url);
  const status = routeStatus(pathname);
  const locale = splitLocale(pathname)?.locale ?? input.site.mainLang;
  const render = () => renderFrame({ ...input, locale });
  const frame = input.frame ? input.frame(render) : render();
  const kept = pageKeptCollector();
  const page = await renderPageArea(input, pathname, search, kept);
  const { before, after } = frameForPage(frame, input);
  async function* body() {
    yield before;
    const chunks: Buffer[] = [];
    for await (const chunk of page) {
      chunks.push(chunk as Buffer);
      yield chunk as Buffer;
    }
    yield after;
    // After the last byte went out: the kept elements this page rendered itself are read from it.
    if (kept.missedAny) kept.saveFrom(Buffer.concat(chunks).toString('utf8'));
  }
  return { status, body: Readable.from(body()), frameStateJson: frame.stateJson };
}

function renderPageArea(
  input: ShellRenderInput,
  pathname: string,
  search: string,
  kept: PageKeptCollector,
): Promise<Readable> {
  return new Promise((resolve, reject) => {
    const body = new PassThrough();
    const stream = renderToPipeableStream(
      <Root scope={input.scope} i18n={input.i18n} loader={input.loader} site={input.site}>
        <KeptCollectorProvider collector={kept}>
          <StaticRouter location={{ pathname, search }}>
            <ShellRoutes />
          </StaticRouter>
        </KeptCollectorProvider>
      </Root>,
      {
        onShellReady() {
          stream.pipe(body);
          resolve(body);
        },
        onShellError: reject,
        onError: input.onRecoverableError,
        // React moves a finished boundary larger than this out of place (a hidden div and a script
        // that swaps it in), so a big remote page showed nothing without JavaScript. Pages are a
        // few hundred KB at most: keep every finished boundary in place.
        progressiveChunkSize: 4 * 1024 * 1024,
        ...(input.nonce ? { nonce: { script: input.nonce, style: input.nonce } } : {}),
      },
    );
  });
}

/** The page's serialized scope for the boot payload, without the frame data (kept with the frame). */
export function serializePage(scope: Scope): Record<string, unknown> {
  const state = serialize(scope);
  for (const $store of FRAME_DATA_STORES) if ($store.sid) delete state[$store.sid];
  return state;
}

import { Transform } from 'node:stream';
import type { Readable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import type { PipeableStream } from 'react-dom/server';
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
  /**
   * The layout with both frames and the page area streamed inside it, between what the caller
   * writes around it: `start` first, `end()` after the page area's last byte (read then, so it sees
   * the scope as the render left it). Called once.
   */
  body(around?: { start?: string; end?: () => string }): Readable;
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
  /**
   * One stream from React to the caller: React's chunks pass through a single transform, which
   * writes the frame and the caller's parts around them (before: async generators and two more
   * streams per page, each chunk hopping through all of them).
   */
  function body(around: { start?: string; end?: () => string } = {}): Readable {
    const chunks: Buffer[] = [];
    const document = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done(null, chunk);
      },
      flush(done) {
        // A failing `end` throws here, and the stream errors with it (Node's Transform catches it).
        done(null, Buffer.concat([after, Buffer.from(around.end?.() ?? '')]));
        // After the last byte of the page area: the kept elements it rendered itself are read from it.
        if (kept.missedAny) kept.saveFrom(Buffer.concat(chunks).toString('utf8'));
      },
    });
    document.push(around.start ? Buffer.concat([Buffer.from(around.start), before]) : before);
    page.pipe(document);
    return document;
  }
  return { status, body, frameStateJson: frame.stateJson };
}

function renderPageArea(
  input: ShellRenderInput,
  pathname: string,
  search: string,
  kept: PageKeptCollector,
): Promise<PipeableStream> {
  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(
      <Root scope={input.scope} i18n={input.i18n} loader={input.loader} site={input.site}>
        <KeptCollectorProvider collector={kept}>
          <StaticRouter location={{ pathname, search }}>
            <ShellRoutes />
          </StaticRouter>
        </KeptCollectorProvider>
      </Root>,
      {
        // React holds the finished shell until it is piped (when the caller asks for the body).
        onShellReady: () => resolve(stream),
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

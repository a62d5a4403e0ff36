import { PassThrough } from 'node:stream';
import type { Readable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from '@vitrina/router/server';
import type { Scope } from 'effector';
import type { i18n } from 'i18next';
import { ShellRoutes, routeStatus } from '../app/routes.tsx';
import { Root } from '../app/Root.tsx';
import type { RemoteLoader } from '../remotes/remote-loader.ts';
import type { ShellSite } from '../app/site.ts';

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
}

/**
 * Streams the shell's markup for one request. Resolves once the shell is ready to stream; a
 * remote area that throws is sent in its loading state and finished in the browser.
 */
export async function renderShell(input: ShellRenderInput): Promise<{ status: number; body: Readable }> {
  const { pathname, search } = new URL(input.url);
  const status = routeStatus(pathname);
  return new Promise((resolve, reject) => {
    const body = new PassThrough();
    const stream = renderToPipeableStream(
      <Root scope={input.scope} i18n={input.i18n} loader={input.loader} site={input.site}>
        <StaticRouter location={{ pathname, search }}>
          <ShellRoutes />
        </StaticRouter>
      </Root>,
      {
        onShellReady() {
          stream.pipe(body);
          resolve({ status, body });
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

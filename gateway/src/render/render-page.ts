import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { allSettled } from 'effector';
import type { Scope } from 'effector';
import { $pageStatus, $redirect, authChanged, gateChoicesRead, guestIdentified } from '@vitrina/events';
import type { CallAnswer, GateChoices, GuestIdentity, Locale, ServerSession } from '@vitrina/events';
import { ownerOf } from '@vitrina/mf-kit';
import type { RemoteKey, RouteTable } from '@vitrina/mf-kit';
import {
  frameKey,
  prepareShell,
  renderShell,
  serializePage,
  serverI18n,
  shellBodyEnd,
  shellBodyStart,
  shellHead,
  shellOwnsPath,
} from '@vitrina/shell/server';
import type { BootPayload, RemoteLoader } from '@vitrina/shell/server';
import { PageTags } from '../cache/cache-tags.ts';
import type { ServerRemotes } from '../remotes/server-remotes.ts';
import type { GatewaySite } from '../sites/site-resolver.ts';
import { echoesDevMode } from '../routing/dev-mode.ts';
import { documentHead, documentTail } from './document.ts';
import type { FrameCache } from './frame-cache.ts';
import type { FrameDataCache } from './frame-data-cache.ts';
import type { FrameScopes } from './frame-scopes.ts';
import { pageScope } from './page-scope.ts';
import type { ShellAssets } from './document.ts';
import { withTimeout } from './with-timeout.ts';

export interface PinnedRemoteRef {
  key: RemoteKey;
  version: string;
  container: string;
  browserEntry: string;
  serverEntry: string;
}
export interface PinSetRef {
  id: string;
  remotes: Partial<Record<RemoteKey, PinnedRemoteRef>>;
  /** Which remote owns which URLs (the pinned versions' mounts). */
  routes: { table: RouteTable };
}

export interface PageRequest {
  site: GatewaySite;
  locale: Locale;
  /** Path inside the locale prefix. */
  path: string;
  search: string;
  /** Absolute URL of the page (the router matches on it). */
  url: string;
  pins: PinSetRef;
  /** The visitor is in dev mode: back-end calls for this page carry `Dev-Mode: true`. */
  devMode?: boolean;
  /** The page's deadline (PAGE_BUDGET_MS): back-end calls still running when it fires fail. */
  signal?: AbortSignal;
  /** The shopper's address as the gateway believes it: the back end's rate limits count shoppers, not the gateway. */
  clientIp?: string;
  /** The page's CSP nonce (random per render): every inline <script> and <style> of the page carries it. */
  nonce: string;
  /**
   * The shopper's guest identity, only for a page rendered for them alone (never stored in the page
   * cache): remotes read it from `$guest`. A shareable page is rendered without it.
   */
  guest?: GuestIdentity;
  /** The signed-in shopper's session (`$session`), only for a page rendered for them alone. */
  session?: ServerSession;
  /**
   * The visitor's answers to the shop's gates (their `is_age_valid` and `selected_city` cookies),
   * only for a page rendered for them alone; a shareable page is rendered unanswered, and the
   * browser reads the cookies itself (shell/src/gates).
   */
  gates?: GateChoices;
}

export interface PageContext {
  remotes: ServerRemotes;
  apiBaseUrl: string;
  timeoutMs: number;
  /** The shell's built scripts, as of this page (they change only in dev, where the shell rebuilds). */
  assets: () => ShellAssets;
  log: FastifyBaseLogger;
  /** Shares the shop's frame data between pages (see frame-data-cache.ts). */
  frameData?: FrameDataCache;
  /** Keeps the frame rendered once for the pages of a shop, language and version (frame-cache.ts). */
  frames?: FrameCache;
  /** Keeps the page scope's frame data filled once per shop and language (frame-scopes.ts). */
  frameScopes?: FrameScopes;
}

export interface RenderResult {
  status: number;
  body: Readable;
  failed: RemoteKey[];
  /** A back-end call failed (no answer, timeout, 5xx) or a kept answer stood in: never stored. */
  degraded: boolean;
  redirect?: { location: string; status: 301 | 302 };
  /** The back end echoed `Dev-Mode: true` on a call of this page (routing/dev-mode.ts). */
  devModeEcho?: boolean;
  /**
   * The cache tags of everything the page shows (cache/cache-tags.ts), complete once its body has
   * been read; null when an answer it used carried none.
   */
  cacheTags?: () => readonly string[] | null;
}

/** Loads the page's remote and its data within the time budget; any failure is logged and contained. */
async function prepareRemote(page: PageRequest, ctx: PageContext, key: RemoteKey, scope: Scope) {
  const pinned = page.pins.remotes[key];
  if (!pinned) {
    ctx.log.warn({ remote: key, brand: page.site.brand }, 'no version of this remote is pinned for the brand');
    return null;
  }
  const started = Date.now();
  try {
    const module = await withTimeout(ctx.remotes.load(pinned), ctx.timeoutMs, `loading ${key}@${pinned.version}`);
    // The remote's calls end at the page's deadline themselves; this bounds code that never calls.
    const left = Math.max(1, ctx.timeoutMs - (Date.now() - started));
    await withTimeout(
      module.prepare({ scope, locale: page.locale, pathname: page.path, search: page.search }),
      left,
      `preparing ${key}@${pinned.version}`,
    );
    return module;
  } catch (error) {
    ctx.log.error(
      { err: error, remote: key, version: pinned.version, brand: page.site.brand },
      'remote failed on the server; its area falls back to the browser',
    );
    return null;
  }
}

/**
 * Server-renders one page: the shell with the pinned version of the remote that owns the path
 * (none for the shell's own pages, such as /{lang}/404). The shell's settings load beside the
 * remote's data; the head is written once both are in, so a remote's `headSet` is in it.
 */
export async function renderPage(page: PageRequest, ctx: PageContext): Promise<RenderResult> {
  const shellPage = shellOwnsPath(page.path);
  const key = shellPage ? null : ownerOf(page.pins.routes.table, page.path);
  let troubles = 0;
  let devModeEcho = false;
  const tags = new PageTags();
  const onAnswer = (answer: CallAnswer) => {
    tags.answered(answer);
    if (page.devMode) devModeEcho ||= echoesDevMode(answer.headers);
  };
  const signal = page.signal;
  // A guest's identity and gate answers are set after the fork (below), which gives the state the
  // old order gave: the age question the kept frame data locked open is unlocked by a yes.
  const shared = ctx.frameScopes && !page.session && !page.devMode;
  const { scope, frameLoaded } = await pageScope({
    locale: page.locale,
    context: {
      baseUrl: ctx.apiBaseUrl,
      headers: {
        'x-site-token': page.site.token,
        'accept-language': page.locale,
        ...(page.clientIp ? { 'x-forwarded-for': page.clientIp } : {}),
        ...(page.devMode ? { 'dev-mode': 'true' } : {}),
      },
      ...(signal ? { signal } : {}),
      onFailure: () => void troubles++,
      onAnswer,
    },
    request: { ...(signal ? { signal } : {}), onStale: () => void troubles++, onTags: tags.add, onAnswer },
    ...(ctx.frameData ? { frameData: ctx.frameData } : {}),
    ...(shared ? { shared: { scopes: ctx.frameScopes!, key: `${page.site.token}\n${page.locale}` } } : {}),
    ...(page.session ? { session: page.session } : {}),
  });
  if (page.guest) await allSettled(guestIdentified, { scope, params: page.guest });
  if (page.gates) await allSettled(gateChoicesRead, { scope, params: page.gates });
  // The page is drawn signed in from its first byte (header, account links); mf-account fills in the
  // name in the browser. The session's tokens stay in $session, which is never serialized.
  if (page.session) await allSettled(authChanged, { scope, params: { isAuth: true, name: null } });

  const site = {
    brand: page.site.brand,
    title: page.site.title,
    langs: page.site.langs,
    mainLang: page.site.mainLang,
    origin: page.site.publicOrigin,
  };
  const shellInput = { scope, site, locale: page.locale, url: page.url, nonce: page.nonce };
  const [module] = await Promise.all([
    key ? prepareRemote(page, ctx, key, scope) : null,
    prepareShell(shellInput, { frameLoaded }),
  ]);
  // The page lives elsewhere (a remote said so while preparing): answer with the redirect.
  const redirect = scope.getState($redirect);
  if (redirect) return { status: redirect.status, body: Readable.from([]), failed: [], degraded: false, redirect };
  const i18n = await serverI18n(page.locale, page.site.mainLang, module);
  const failed: RemoteKey[] = key && !module ? [key] : [];
  const loader: RemoteLoader = {
    peek: (wanted) => (wanted === key && module ? module : undefined),
    load: () => Promise.reject(new Error('the server renders only the remote it prepared')),
    failedOnServer: (wanted) => failed.includes(wanted),
    ownerOf: (path) => ownerOf(page.pins.routes.table, path),
  };
  // Dev mode reads unpublished data, never shared: its frame is rendered for the page alone.
  const frames = page.devMode ? undefined : ctx.frames;
  // The shell keys the frame by everything it is drawn from; the pin set is the gateway's to add.
  const keyPrefix = `${page.pins.id}\n`;
  const rendered = await renderShell({
    url: page.url,
    scope,
    i18n,
    loader,
    site,
    nonce: page.nonce,
    ...(frames
      ? { frame: (render: Parameters<FrameCache['get']>[1]) => frames.get(keyPrefix + frameKey(scope, site), render) }
      : {}),
    onRecoverableError: (error) =>
      ctx.log.error(
        { err: error, remote: key, brand: page.site.brand },
        'remote threw while rendering; the browser renders its area',
      ),
  });
  // The shell's router answers for its own routes (404 page); a remote that has no route for the
  // path, or says its page does not exist ($pageStatus), makes the shell show the 404 page.
  const remoteStatus = scope.getState($pageStatus);
  // No pinned remote owns the path at all: the shell shows its 404 page there too.
  const unowned = !shellPage && !key;
  const status =
    unowned || (module && !module.handles(page.path))
      ? 404
      : Math.max(rendered.status, remoteStatus >= 400 ? remoteStatus : 0);

  const boot = (): BootPayload => ({
    site,
    locale: page.locale,
    pinSet: page.pins.id,
    remotes: Object.fromEntries(
      Object.values(page.pins.remotes).map((r) => [
        r.key,
        { container: r.container, version: r.version, entry: r.browserEntry },
      ]),
    ),
    routes: page.pins.routes.table,
    failed,
    timeoutMs: ctx.timeoutMs,
    state: serializePage(scope),
  });
  const body = rendered.body({
    start: documentHead({
      lang: page.locale,
      head: shellHead({ ...shellInput, status, publicOrigin: page.site.publicOrigin }),
      bodyStart: shellBodyStart(shellInput),
    }),
    end: () => documentTail(boot(), ctx.assets(), shellBodyEnd(shellInput), page.nonce, rendered.frameStateJson),
  });
  return {
    status,
    body,
    failed,
    degraded: troubles > 0,
    devModeEcho,
    cacheTags: () => tags.list(),
  };
}

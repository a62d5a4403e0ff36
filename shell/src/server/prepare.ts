import type { Scope } from 'effector';
import { allSettled } from 'effector';
import { $head, cspNonceSet, headSet } from '@vitrina/events';
import type { Locale } from '@vitrina/events';
import type { ShellSite } from '../app/site.ts';
import { errorHeading } from '../error/ErrorPage.tsx';
import { ageMarkScript } from '../gates/index.ts';
import { analyticsBodyEnd, analyticsBodyStart } from '../head/analytics.ts';
import { headTags } from '../head/head-tags.ts';
import { shopName } from '../head/page-meta.ts';
import { SHELL_TEXTS } from '../i18n/all-texts.ts';
import type { ShellT } from '../i18n/use-shell-t.ts';
import { splitLocale } from '../routes/remote-routes.ts';
import { loadShellData } from '../settings/load.ts';
import { $settings } from '../settings/model.ts';
import { uiKitHead } from '../ui-kit/head.ts';
import { UI_KIT_PATH, UiKitPage } from '../ui-kit/index.ts';

export interface ShellPrepareInput {
  scope: Scope;
  site: ShellSite;
  locale: Locale;
  /** Absolute URL of the page (the router matches on it); the head takes only its path. */
  url: string;
  /** The page's CSP nonce (random per render): every inline <script> and <style> carries it. */
  nonce?: string;
}

export interface ShellHeadInput extends ShellPrepareInput {
  /** The page's HTTP status: an error status gives the error page's title, not indexed. */
  status?: number;
  /** The shop's public origin (GatewaySite.publicOrigin): canonical, hreflang, og:url and JSON-LD are built on it. */
  publicOrigin: string;
}

/**
 * Loads what the shell's frame needs for one page (global settings, footer settings, menu tree,
 * brand tree) into the request's scope, before rendering. The gateway runs it beside the remote's
 * own prepare. It never throws: a failed call leaves that part at its defaults. With `frameLoaded`
 * the scope holds the frame data already (forked from a scope `prepareShellFrame` filled).
 */
export async function prepareShell(input: ShellPrepareInput, options: { frameLoaded?: boolean } = {}): Promise<void> {
  // Remotes render their own <style> elements; they read the nonce from the scope.
  if (input.nonce) await allSettled(cspNonceSet, { scope: input.scope, params: input.nonce });
  await Promise.all([options.frameLoaded ? null : loadShellData(input.scope), prepareShellPage(input)]);
}

/**
 * The frame data alone (settings, footer, menu and brand trees), for a scope that pages will be
 * forked from: `prepareShell` with `frameLoaded` then skips it for each page.
 */
export const prepareShellFrame = loadShellData;

/** The shell's own pages: the UI kit's chunk is fetched before rendering, and its head is set. */
async function prepareShellPage(input: ShellPrepareInput): Promise<void> {
  if (splitLocale(new URL(input.url).pathname)?.path !== UI_KIT_PATH) return;
  await UiKitPage.preload();
  await allSettled(headSet, { scope: input.scope, params: uiKitHead(input.locale) });
}

function headInput(input: ShellHeadInput) {
  const settings = input.scope.getState($settings);
  const failed = input.status !== undefined && input.status >= 400;
  // The error titles are plain texts: read them without an i18next instance.
  const texts = SHELL_TEXTS[input.locale] as Record<string, string>;
  const t: ShellT = (key) => texts[key] ?? key;
  return {
    settings,
    head: input.scope.getState($head),
    shop: shopName(settings, input.site.title),
    langs: input.site.langs,
    mainLang: input.site.mainLang,
    locale: input.locale,
    origin: input.publicOrigin,
    url: input.url,
    ...(input.nonce ? { nonce: input.nonce } : {}),
    ...(failed ? { errorTitle: errorHeading(t, input.status) } : {}),
  };
}

/**
 * Every tag of <head> for a prepared scope: title and meta (the page's `$head` over the shop's
 * defaults), canonical and hreflang links, icon, fonts, the frame's CSS and the theme, JSON-LD,
 * verification and analytics. Trusted HTML: every value from the settings is escaped or checked.
 */
export function shellHead(input: ShellHeadInput): string {
  return headTags(headInput(input));
}

/** Tags right after <body> opens (noscript content; the age gate's early mark, before any markup). */
export function shellBodyStart(input: ShellPrepareInput): string {
  const settings = input.scope.getState($settings);
  return analyticsBodyStart(settings, input.nonce) + ageMarkScript(settings, input.nonce);
}

/** Tags before </body> (the shop's body scripts, the chat widget when configured). */
export function shellBodyEnd(input: ShellPrepareInput): string {
  return analyticsBodyEnd(input.scope.getState($settings), input.nonce);
}

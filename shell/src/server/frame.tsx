import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import type { Scope } from 'effector';
import type { i18n } from 'i18next';
import { $head } from '@vitrina/events';
import type { Locale } from '@vitrina/events';
import { StaticRouter } from '@vitrina/router/server';
import { FrameSlotsContext, languageHrefSlot } from '../app/frame-slots.ts';
import { BottomFrame, TopFrame } from '../app/frames.tsx';
import { FRAME_ROOTS } from '../app/frame-roots.ts';
import { Root } from '../app/Root.tsx';
import { FrameRoutes } from '../app/routes.tsx';
import type { ShellSite } from '../app/site.ts';
import { languageHref } from '../header/LanguagePanel.tsx';
import { escapeHtml } from '../head/escape.ts';
import { frameLoader } from '../remotes/remote-loader.ts';
import type { RemoteLoader } from '../remotes/remote-loader.ts';
import { $settings } from '../settings/model.ts';
import { variantAttributes, viewVariants } from '../theme/view-variants.ts';
import { FRAME_DATA_STORES } from './frame-key.ts';
import { scriptJson } from '../boot.ts';

/**
 * The frame as kept for every page of a shop, language and settings version: the HTML before the
 * page area (the layout element and the top frame's root) and after it (the bottom frame's root),
 * with a slot where each language link goes, and the frame data's state for the browser.
 */
export interface RenderedFrame {
  before: string;
  after: string;
  /** The frame data's stores, serialized by sid, as JSON safe in a <script> (boot.ts). */
  stateJson: string;
}

export interface FrameRenderInput {
  scope: Scope;
  i18n: i18n;
  loader: RemoteLoader;
  site: ShellSite;
  locale: Locale;
}

const attributes = (record: Record<string, string>) =>
  Object.entries(record)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');

/**
 * Renders both frames once, from a prepared scope. The page's location is not known to it: the
 * frames are rendered at the language's root, and nothing in them follows the page but the
 * language links (slots). The same `frameKey` gives the same result.
 */
export function renderFrame(input: FrameRenderInput): RenderedFrame {
  const loader = frameLoader(input.loader);
  const render = (frame: ReactNode, identifierPrefix: string) =>
    renderToString(
      <Root scope={input.scope} i18n={input.i18n} loader={loader} site={input.site}>
        <FrameSlotsContext.Provider value>
          <StaticRouter location={{ pathname: `/${input.locale}`, search: '' }}>
            <FrameRoutes>{frame}</FrameRoutes>
          </StaticRouter>
        </FrameSlotsContext.Provider>
      </Root>,
      { identifierPrefix },
    );
  const layout = {
    class: 'layout',
    'data-brand': input.site.brand,
    ...variantAttributes(viewVariants(input.scope.getState($settings))),
  };
  const { top, page, bottom } = FRAME_ROOTS;
  const state = Object.fromEntries(FRAME_DATA_STORES.map((store) => [store.sid, input.scope.getState(store)]));
  return {
    before:
      `<div${attributes(layout)}><div id="${top.id}" class="frame">${render(<TopFrame />, top.idPrefix)}</div>` +
      `<main id="main" tabindex="-1"><div id="${page.id}">`,
    after: `</div></main><div id="${bottom.id}" class="frame">${render(<BottomFrame />, bottom.idPrefix)}</div></div>`,
    stateJson: scriptJson(state),
  };
}

/** The kept frame for one page: its language links filled in for the page's location and head. */
export function frameForPage(
  frame: RenderedFrame,
  page: { url: string; scope: Scope; site: ShellSite },
): Pick<RenderedFrame, 'before' | 'after'> {
  const { pathname, search } = new URL(page.url);
  const head = page.scope.getState($head);
  const fill = (html: string) =>
    page.site.langs.reduce(
      (filled, lang) =>
        filled.replaceAll(languageHrefSlot(lang), escapeHtml(languageHref(lang, { pathname, search }, head))),
      html,
    );
  return { before: fill(frame.before), after: fill(frame.after) };
}

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

/** Kept frame HTML as UTF-8 bytes, cut at its language slots: each slot names the language whose link goes there. */
export type FramePieces = readonly (Buffer | Locale)[];

/**
 * The frame as kept for every page of a shop, language and settings version: the HTML before the
 * page area (the layout element and the top frame's root) and after it (the bottom frame's root),
 * with a slot where each language link goes, and the frame data's state for the browser.
 */
export interface RenderedFrame {
  /**
   * Encoded and cut at the slots once, when the frame is rendered: a page then writes its few
   * links between kept bytes, instead of searching tens of KB of text for each language's slot
   * and encoding all of it again.
   */
  before: FramePieces;
  after: FramePieces;
  /** The frame data's stores, serialized by sid, as JSON safe in a <script> (boot.ts). */
  stateJson: string;
}

/** `html` cut at every language slot of `langs`, the text between them encoded once. */
function piecesOf(html: string, langs: readonly Locale[]): FramePieces {
  const slots = new Map(langs.map((lang) => [languageHrefSlot(lang), lang]));
  const pattern = new RegExp([...slots.keys()].join('|'), 'g');
  const pieces: (Buffer | Locale)[] = [];
  let from = 0;
  for (const found of html.matchAll(pattern)) {
    pieces.push(Buffer.from(html.slice(from, found.index)), slots.get(found[0])!);
    from = found.index + found[0].length;
  }
  pieces.push(Buffer.from(html.slice(from)));
  return pieces;
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
  const before =
    `<div${attributes(layout)}><div id="${top.id}" class="frame">${render(<TopFrame />, top.idPrefix)}</div>` +
    `<main id="main" tabindex="-1"><div id="${page.id}">`;
  const after = `</div></main><div id="${bottom.id}" class="frame">${render(<BottomFrame />, bottom.idPrefix)}</div></div>`;
  return {
    before: piecesOf(before, input.site.langs),
    after: piecesOf(after, input.site.langs),
    stateJson: scriptJson(state),
  };
}

/** How much memory a kept frame holds, in bytes (the gateway's frame cache is bounded by it). */
export const frameSize = (frame: RenderedFrame) =>
  [...frame.before, ...frame.after].reduce((sum, piece) => sum + piece.length, 0) + frame.stateJson.length;

/** The kept frame for one page: its language links filled in for the page's location and head. */
export function frameForPage(
  frame: RenderedFrame,
  page: { url: string; scope: Scope },
): { before: Buffer; after: Buffer } {
  const { pathname, search } = new URL(page.url);
  const head = page.scope.getState($head);
  const fill = (pieces: FramePieces) =>
    Buffer.concat(
      pieces.map((piece) =>
        typeof piece === 'string' ? Buffer.from(escapeHtml(languageHref(piece, { pathname, search }, head))) : piece,
      ),
    );
  return { before: fill(frame.before), after: fill(frame.after) };
}

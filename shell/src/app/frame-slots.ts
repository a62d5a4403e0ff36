import { createContext } from 'react';
import type { Locale } from '@vitrina/events';

/**
 * True while the server renders the frame kept for every page of a shop. The only part of the frame
 * that follows the page is where each language link leads (the same page in that language): there
 * the frame writes a slot, and every page fills its own links into the kept HTML
 * (server/frame.tsx). In the browser the links are rendered as they are, matching the filled HTML.
 */
export const FrameSlotsContext = createContext(false);

/** Stands in the kept frame for the language link's address; no page text looks like it. */
export const languageHrefSlot = (lang: Locale) => `__vitrina_language_href_${lang}__`;

// The checks a journey makes of every page and window it passes: axe (WCAG 2.2 A/AA) on the page as
// it is, and its DOM kept for one run of the HTML checker at the end (one JVM start for the file).
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { wcagViolations } from './axe.ts';
import { countsInLiveDom, htmlFindings, type HtmlDocument } from './vnu.ts';

export function pageChecks() {
  const documents: HtmlDocument[] = [];
  return {
    /** axe finds nothing now, and the DOM joins the HTML checker's run. */
    async check(page: Page, state: string): Promise<void> {
      // From the top: the shops' sticky header covers whatever a journey scrolled under it, which
      // axe would count as targets obscured (a layout every shop has, not a fault of the page).
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await wcagViolations(page), state).toEqual([]);
      documents.push({ name: `${new URL(page.url()).pathname} (${state})`, html: await page.content() });
    },
    /** The HTML checker over every DOM kept: no error and no warning of ours. */
    async expectValidHtml(): Promise<void> {
      expect((await htmlFindings(documents)).filter(countsInLiveDom)).toEqual([]);
    },
  };
}

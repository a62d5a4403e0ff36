// axe-core from node_modules, run in the page as it is now: findings as text a failing assertion
// can show.
import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** The rules of WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface Finding {
  id: string;
  impact: string | null;
  nodes: string[];
}

/** `include`: selectors of the parts to check; none checks the whole page. */
async function runAxe(page: Page, include: string[], tags: string[] | null): Promise<Finding[]> {
  // Evaluated, not added as a <script>: the page's CSP blocks inline scripts without its nonce.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    async ({ include, tags }) => {
      const result = await (window as unknown as { axe: typeof axe }).axe.run(
        include.length ? { include: include.map((s) => [s]) } : document,
        { resultTypes: ['violations'], ...(tags ? { runOnly: { type: 'tag', values: tags } } : {}) },
      );
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? null,
        nodes: v.nodes.map((n) => `${n.target.join(' ')}${n.failureSummary ? `: ${n.failureSummary}` : ''}`),
      }));
    },
    { include, tags },
  );
}

const asText = (f: Finding) => `${f.id} (${f.impact}): ${f.nodes.join(' | ').replace(/\s*\n\s*/g, ' ')}`;

/** The serious and critical findings of every rule in one remote's area of the page. */
export async function seriousViolations(page: Page, remote: string): Promise<string[]> {
  const findings = await runAxe(page, [`[data-remote=${remote}]`], null);
  return findings.filter((f) => f.impact === 'serious' || f.impact === 'critical').map(asText);
}

/** Every WCAG 2.2 A/AA finding, of any impact, on the whole page as it is now (menus open or not). */
export async function wcagViolations(page: Page): Promise<string[]> {
  return (await runAxe(page, [], WCAG_AA_TAGS)).map(asText);
}

// axe-core from node_modules, run on one remote's area of the page: the serious and critical
// findings, as text a failing assertion can show.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: string[]; failureSummary?: string }[];
}

export async function seriousViolations(page: Page, remote: string): Promise<string[]> {
  // Evaluated, not added as a <script>: the page's CSP blocks inline scripts without its nonce.
  await page.evaluate(readFileSync(AXE_PATH, 'utf8'));
  const violations = await page.evaluate(async (selector) => {
    const axe = (
      window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const result = await axe.run({ include: [[selector]] }, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
    }));
  }, `[data-remote=${remote}]`);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.join(' | ')}`);
}

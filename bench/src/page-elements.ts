// What bench:peers checks and reports of each server's page: how many elements it has (the peers
// must render the gateway's page, not a lighter one), and what it takes from the gateway's page to
// render the same one (the inline styles, the public origin its links name).
import { Parser } from 'htmlparser2';

/** Elements of a document as a browser builds them: every start tag, the head's included. */
export function countElements(html: string): number {
  let count = 0;
  const parser = new Parser({ onopentag: () => void count++ }, { decodeEntities: false });
  parser.write(html);
  parser.end();
  return count;
}

/** How far `count` is from `reference`, as a share of it (0.05 is 5 % more or fewer). */
export const elementGap = (count: number, reference: number) => Math.abs(count - reference) / reference;

/**
 * The gateway's inline styles: those of <head> (the shell's base and theme) and those of the page's
 * own area (the remote's), in order. Style text has no tags, so a pattern reads it exactly.
 */
export function inlineStyles(html: string): { head: string[]; page: string[] } {
  const end = html.indexOf('</head>');
  const styles = (part: string) => [...part.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
  return { head: styles(html.slice(0, end)), page: styles(html.slice(end)) };
}

/** The public origin the page's canonical link names (the shop's, with the gateway's port). */
export function canonicalOrigin(html: string): string {
  const href = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  if (!href) throw new Error('the gateway page has no canonical link');
  return new URL(href).origin;
}

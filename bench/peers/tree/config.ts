// What a peer is told by the bench that starts it (read here once, nowhere else): the reference
// API to call and for which shop, how long the shop's frame data is shared, the page's origin and
// the storefront's CSS, which the bench takes from the gateway's own pages so that every peer
// inlines the same bytes.
import { readFileSync } from 'node:fs';

export interface PeerStyles {
  /** The shell's base and theme styles (the gateway's <head>). */
  head: string[];
  /** The catalogue's styles (the gateway inlines them inside the page's area). */
  page: string[];
  /** mf-content's styles, inlined the same way inside a content page's area. */
  content: string[];
}

function styles(file: string | undefined): PeerStyles {
  const none = { head: [], page: [], content: [] };
  // A bench that renders no content page (bench:lighthouse-peers) writes no content styles.
  return file ? { ...none, ...(JSON.parse(readFileSync(file, 'utf8')) as Partial<PeerStyles>) } : none;
}

export const peerConfig = {
  apiUrl: process.env.PEER_API_URL ?? 'http://127.0.0.1:4000',
  siteToken: process.env.PEER_SITE_TOKEN ?? 'demo-pharmacy',
  /** The shop's brand key (the gateway's site registry names it; the branded header links need it). */
  brand: process.env.PEER_BRAND ?? 'pharmacy',
  /** The public origin the page's canonical and structured data name (the gateway's, so the bytes match). */
  origin: process.env.PEER_ORIGIN ?? 'http://pharmacy.localhost',
  /** As the gateway's FRAME_DATA_TTL_MS: the four frame calls and the home page's are shared, others not. */
  frameTtlMs: Number(process.env.PEER_FRAME_TTL_MS ?? 30_000),
  styles: styles(process.env.PEER_CSS_FILE),
};

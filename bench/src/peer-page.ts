// One page as a browser asks for it (gzip accepted): the bytes as they came over the wire (their
// size is what the bench reports), the markup they inflate to, and the gateway's cache verdict; and
// the checks the peer benches make before measuring: the gateway's page whole, a peer's the same.
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { countElements, elementGap } from './page-elements.ts';

/** A peer's page may have this share more or fewer elements than the gateway's, no more. */
const ELEMENT_TOLERANCE = 0.1;

export interface FetchedPage {
  status: number;
  wire: Buffer;
  html: string;
  cache: string;
}

/** `headers` go with the request too (a shopper's cookie, say). */
export function fetchPage(url: string, headers: Record<string, string> = {}): Promise<FetchedPage> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': 'gzip', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const wire = Buffer.concat(chunks);
        const gzipped = res.headers['content-encoding'] === 'gzip';
        resolve({
          status: res.statusCode ?? 0,
          wire,
          html: (gzipped ? gunzipSync(wire) : wire).toString('utf8'),
          cache: String(res.headers['x-cache'] ?? '-'),
        });
      });
    })
      .on('error', reject)
      .end();
  });
}

/** The gateway's page rendered whole: on a busy machine a first render can miss its budget and come back degraded. */
export async function renderedPage(url: string): Promise<FetchedPage> {
  for (let attempt = 1; ; attempt++) {
    const page = await fetchPage(url);
    if (page.status === 200 && page.html.includes('<link rel="canonical"')) return page;
    if (attempt === 5) throw new Error(`${url} answered ${page.status} without its head, ${attempt} times`);
  }
}

/** A peer's page, checked: a 200 with the gateway's elements within ELEMENT_TOLERANCE. */
export async function checkedPage(server: string, url: string, elements: number): Promise<FetchedPage> {
  const page = await fetchPage(url);
  const count = countElements(page.html);
  if (page.status !== 200 || elementGap(count, elements) > ELEMENT_TOLERANCE) {
    throw new Error(`${server} ${url}: ${page.status}, ${count} elements against the gateway's ${elements}`);
  }
  return page;
}

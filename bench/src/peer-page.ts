// One page as a browser asks for it (gzip accepted): the bytes as they came over the wire (their
// size is what the bench reports), the markup they inflate to, and the gateway's cache verdict.
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';

export interface FetchedPage {
  status: number;
  wire: Buffer;
  html: string;
  cache: string;
}

export function fetchPage(url: string): Promise<FetchedPage> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
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

// Pages go out gzip-compressed to browsers that accept it (a 49 KB page is about 11 KB on the
// wire). Cached pages are stored compressed once, so a hit costs no compression work: it is sent
// as stored, or inflated for the rare client that does not accept gzip.
import { constants, createGzip, gunzip, gzip } from 'node:zlib';
import { Transform } from 'node:stream';
import type { Readable, TransformCallback } from 'node:stream';
import { promisify } from 'node:util';
import { negotiate } from '@fastify/accept-negotiator';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/**
 * Whether an Accept-Encoding header allows gzip (`gzip`, `*`, not with q=0). Codings are
 * case-insensitive, the negotiator compares exactly, hence the lower-casing. One difference from a
 * full reading of RFC 9110: `gzip;q=0, *` counts as allowed (the wildcard wins); no browser sends it.
 */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return negotiate(value.toLowerCase(), ['gzip']) === 'gzip';
}

/** The stored form of a page. */
export const compressPage = (html: Buffer): Promise<Buffer> => gzipAsync(html, { level: 6 });

export const inflatePage = (stored: Buffer): Promise<Buffer> => gunzipAsync(stored);

/**
 * Passes on, as one chunk, everything written within one turn of the event loop. React writes a
 * page as many small chunks in the same turn; flushing the compressor after each of them cost
 * more CPU than rendering the markup and made the output larger.
 */
class CoalesceTurn extends Transform {
  private pending: Buffer[] = [];
  private scheduled = false;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.pending.push(chunk);
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => this.release());
    }
    done();
  }

  override _flush(done: TransformCallback) {
    this.release();
    done();
  }

  private release() {
    this.scheduled = false;
    if (this.pending.length === 0) return;
    const joined = Buffer.concat(this.pending);
    this.pending = [];
    this.push(joined);
  }
}

/**
 * A streamed page compressed as it streams: what React sends in one turn is flushed together, so
 * the browser still gets the page progressively (a part that waits for data comes in its own
 * flush).
 */
export function compressStream(body: Readable): Readable {
  return body.pipe(new CoalesceTurn()).pipe(createGzip({ level: 6, flush: constants.Z_SYNC_FLUSH }));
}

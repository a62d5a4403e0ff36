// How a stored page travels as one Redis value: a 4-byte length, a small JSON header (freshness,
// nonce), then the gzip body. One value per page keeps a read to one round trip.
import type { StoredPage } from './page-cache.ts';

interface Header {
  freshUntil: number;
  nonce?: string;
}

export function encodeStoredPage(page: StoredPage): Buffer {
  const header: Header = { freshUntil: page.freshUntil, ...(page.nonce ? { nonce: page.nonce } : {}) };
  const json = Buffer.from(JSON.stringify(header));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(json.length);
  return Buffer.concat([length, json, page.body]);
}

/** Null for bytes that are not a stored page (a value written by an older gateway): a miss. */
export function decodeStoredPage(bytes: Buffer): StoredPage | null {
  if (bytes.length < 4) return null;
  const length = bytes.readUInt32BE(0);
  if (length > 1024 || bytes.length < 4 + length) return null;
  try {
    const header = JSON.parse(bytes.subarray(4, 4 + length).toString('utf8')) as Partial<Header>;
    if (typeof header.freshUntil !== 'number') return null;
    return {
      body: bytes.subarray(4 + length),
      freshUntil: header.freshUntil,
      ...(typeof header.nonce === 'string' ? { nonce: header.nonce } : {}),
    };
  } catch {
    return null;
  }
}

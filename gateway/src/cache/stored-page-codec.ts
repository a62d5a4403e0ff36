// How a stored page travels as one Redis value:
//   mark (4 bytes) | freshUntil (8-byte double) | header length (4) | tags length (4) |
//   JSON header (nonce) | the page's cache tags, space-separated | gzip body.
// The freshness sits at a fixed place, so a tag purge makes a page stale with one SETRANGE without
// reading it; the tags let a rewrite take the page out of the indexes of tags it no longer has
// (redis-page-cache.ts). One value per page keeps a read to one round trip. The mark's number is
// over 1024, which the gateways before tags read as "not a page" (a miss), and the other way round.
import type { StoredPage } from './page-cache.ts';

export const MARK = 'VPC2';
/** Where the freshness starts: a purge writes `STALE` there. */
export const FRESH_UNTIL_OFFSET = 4;
export const HEAD_LENGTH = 20;

/** The freshness of a page marked stale by a purge: epoch 0. */
export const STALE = Buffer.alloc(8);

interface Header {
  nonce?: string;
}

export function encodeStoredPage(page: StoredPage, tags: readonly string[] = []): Buffer {
  const header: Header = page.nonce ? { nonce: page.nonce } : {};
  const json = Buffer.from(JSON.stringify(header));
  const tagText = Buffer.from(tags.join(' '));
  const head = Buffer.alloc(HEAD_LENGTH);
  head.write(MARK, 0, 'latin1');
  head.writeDoubleBE(page.freshUntil, FRESH_UNTIL_OFFSET);
  head.writeUInt32BE(json.length, 12);
  head.writeUInt32BE(tagText.length, 16);
  return Buffer.concat([head, json, tagText, page.body]);
}

/** Null for bytes that are not a stored page (a value written by an older gateway): a miss. */
export function decodeStoredPage(bytes: Buffer): StoredPage | null {
  if (bytes.length < HEAD_LENGTH || bytes.toString('latin1', 0, 4) !== MARK) return null;
  const headerLength = bytes.readUInt32BE(12);
  const bodyStart = HEAD_LENGTH + headerLength + bytes.readUInt32BE(16);
  if (headerLength > 1024 || bytes.length < bodyStart) return null;
  try {
    const header = JSON.parse(bytes.toString('utf8', HEAD_LENGTH, HEAD_LENGTH + headerLength)) as Header;
    return {
      body: bytes.subarray(bodyStart),
      freshUntil: bytes.readDoubleBE(FRESH_UNTIL_OFFSET),
      ...(typeof header.nonce === 'string' ? { nonce: header.nonce } : {}),
    };
  } catch {
    return null;
  }
}

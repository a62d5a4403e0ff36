// The demo provider's callback signature: `X-Demo-Signature: sha256=<hex>`, the HMAC-SHA256 of the
// body's exact bytes under PAYMENT_DEMO_SECRET. Checked in constant time, so the time a refusal
// takes tells nothing about how many leading bytes of a guess were right.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const DEMO_SIGNATURE_HEADER = 'x-demo-signature';

const hmacOf = (secret: string, rawBody: string) => createHmac('sha256', secret).update(rawBody, 'utf8').digest();

/** The header value that signs `rawBody`. */
export const signDemoBody = (secret: string, rawBody: string) => `sha256=${hmacOf(secret, rawBody).toString('hex')}`;

/** The header is a well-formed signature of exactly these bytes under this secret. */
export function hasValidDemoSignature(secret: string, rawBody: string, header: unknown): boolean {
  if (typeof header !== 'string') return false;
  // A fixed shape first: timingSafeEqual needs two buffers of one length (32 bytes each here).
  const match = /^sha256=([0-9a-f]{64})$/.exec(header);
  if (!match) return false;
  return timingSafeEqual(hmacOf(secret, rawBody), Buffer.from(match[1]!, 'hex'));
}

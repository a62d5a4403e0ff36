// Proof-of-work bot check, ALTCHA-style, with no third party: the API picks a secret number, sends
// SHA-256(salt + number) and an HMAC of that hash; the browser finds the number by trying them
// all. Only a server holding the secret can have made the signature, so nothing is stored at
// issue time. The salt carries its expiry and site, and the HMAC covers the salt through the hash.
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

import type { PowChallenge, PowSolution } from '@vitrina/contract';
import { powSolutionSchema } from '@vitrina/contract';

/** Tries the browser makes: about 25 000 on average (half of this), a second or two at most. */
export const POW_MAX_NUMBER = 50_000;
export const POW_LIFETIME_MS = 10 * 60_000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const sign = (secret: string, challenge: string) => createHmac('sha256', secret).update(challenge).digest('hex');

export function issuePowChallenge(secret: string, siteId: number, now: Date, maxnumber = POW_MAX_NUMBER): PowChallenge {
  const expires = now.getTime() + POW_LIFETIME_MS;
  const salt = `${randomBytes(12).toString('hex')}.${Math.floor(expires / 1000)}.${siteId}`;
  const challenge = sha256(`${salt}${randomInt(0, maxnumber + 1)}`);
  return {
    kind: 'pow',
    algorithm: 'SHA-256',
    challenge,
    salt,
    maxnumber,
    signature: sign(secret, challenge),
    expires_at: new Date(expires).toISOString(),
  };
}

export type PowCheck = { ok: true; salt: string; expiresAt: Date } | { ok: false; reason: 'invalid' | 'expired' };

/** The `altcha` field: base64 of the JSON solution. */
export function decodeSolution(field: string): PowSolution | null {
  try {
    const parsed = powSolutionSchema.safeParse(JSON.parse(Buffer.from(field, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Checks the work and the signature; whether the salt was used before is the caller's question. */
export function checkPowSolution(secret: string, siteId: number, field: string, now: Date): PowCheck {
  const solution = decodeSolution(field);
  if (!solution) return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(sign(secret, sha256(`${solution.salt}${solution.number}`)), 'hex');
  const given = Buffer.from(solution.signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  const [, expirySeconds, saltSite] = solution.salt.split('.');
  // Signed by us, so these parts are ours; a challenge of another site is not valid here.
  if (Number(saltSite) !== siteId) return { ok: false, reason: 'invalid' };
  const expiresAt = new Date(Number(expirySeconds) * 1000);
  if (!(expiresAt.getTime() > now.getTime())) return { ok: false, reason: 'expired' };
  return { ok: true, salt: solution.salt, expiresAt };
}

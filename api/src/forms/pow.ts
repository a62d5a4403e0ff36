// Proof-of-work bot check with altcha-lib (the ALTCHA protocol's own library): the challenge is
// SHA-256(salt + secret number) with an HMAC of it, so nothing is stored at issue time. The salt
// carries the site and the expiry as ALTCHA parameters; both are checked here against the injected
// clock, because altcha-lib's own expiry check reads the machine's clock.
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';

import type { PowChallenge, PowSolution } from '@vitrina/contract';
import { powSolutionSchema } from '@vitrina/contract';

/** Tries the browser makes: about 25 000 on average (half of this), a second or two at most. */
export const POW_MAX_NUMBER = 50_000;
export const POW_LIFETIME_MS = 10 * 60_000;

export async function issuePowChallenge(
  secret: string,
  siteId: number,
  now: Date,
  maxnumber = POW_MAX_NUMBER,
): Promise<PowChallenge> {
  const expires = new Date(now.getTime() + POW_LIFETIME_MS);
  const made = await createChallenge({ hmacKey: secret, maxnumber, expires, params: { site: String(siteId) } });
  return {
    kind: 'pow',
    algorithm: 'SHA-256',
    challenge: made.challenge,
    salt: made.salt,
    maxnumber,
    signature: made.signature,
    expires_at: new Date(Math.floor(expires.getTime() / 1000) * 1000).toISOString(),
  };
}

export type PowCheck = { ok: true; salt: string; expiresAt: Date } | { ok: false; reason: 'invalid' | 'expired' };

/** The `altcha` field: base64 of the ALTCHA payload JSON. */
export function decodeSolution(field: string): PowSolution | null {
  try {
    const parsed = powSolutionSchema.safeParse(JSON.parse(Buffer.from(field, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Checks the work and the signature; whether the salt was used before is the caller's question. */
export async function checkPowSolution(secret: string, siteId: number, field: string, now: Date): Promise<PowCheck> {
  const solution = decodeSolution(field);
  if (!solution || !(await verifySolution(solution, secret, false))) return { ok: false, reason: 'invalid' };
  // Signed by us, so the parameters are ours; a challenge of another site is not valid here.
  const params = extractParams(solution);
  if (params.site !== String(siteId)) return { ok: false, reason: 'invalid' };
  const expiresAt = new Date(Number(params.expires) * 1000);
  if (!(expiresAt.getTime() > now.getTime())) return { ok: false, reason: 'expired' };
  return { ok: true, salt: solution.salt, expiresAt };
}

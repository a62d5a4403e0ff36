// The API's bot-check challenge in the browser: fetch it (base/form-challenge, never cached) and,
// for proof of work, solve it with altcha-lib (the ALTCHA protocol's own solver, Web Crypto:
// each try awaits a digest, so typing and clicks stay responsive). One home for every remote's forms.
import { solveChallenge } from 'altcha-lib/v1';

import type { FormChallenge, PowChallenge } from '@vitrina/contract';
import type { ApiContext } from '@vitrina/events';
import { apiUrl } from '@vitrina/events';

/** A new challenge for the shop of the context: each one is used once. */
export async function fetchFormChallenge(ctx: ApiContext, load: typeof fetch = fetch): Promise<FormChallenge> {
  const res = await load(apiUrl(ctx, { path: 'base/form-challenge' }), {
    headers: { accept: 'application/json' },
    cache: 'no-store',
  });
  if (!res.ok) throw Object.assign(new Error(`form challenge answered ${res.status}`), { status: res.status });
  return (await res.json()) as FormChallenge;
}

/** The number, or null when none in range matches (a challenge that was not made by the API). */
export async function solvePow(
  challenge: Pick<PowChallenge, 'salt' | 'challenge' | 'maxnumber'>,
  signal?: AbortSignal,
): Promise<number | null> {
  const work = solveChallenge(challenge.challenge, challenge.salt, 'SHA-256', challenge.maxnumber);
  signal?.addEventListener('abort', () => work.controller.abort(), { once: true });
  const solution = await work.promise;
  signal?.throwIfAborted();
  return solution?.number ?? null;
}

/** The `altcha` field the API expects: base64 of the ALTCHA payload JSON. */
export function encodeSolution(
  challenge: Pick<PowChallenge, 'algorithm' | 'challenge' | 'salt' | 'signature'>,
  number: number,
): string {
  const { algorithm, salt, signature } = challenge;
  return btoa(JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature }));
}

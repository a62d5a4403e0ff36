// The API's bot-check challenge in the browser: fetch it (base/form-challenge, never cached) and,
// for proof of work, solve it with Web Crypto: try numbers from 0 until SHA-256(salt + number) is
// the challenge. digest() is asynchronous, and every few hundred tries the loop gives the event
// loop a macrotask turn, so typing and clicks stay responsive. One home for every remote's forms.
import type { FormChallenge, PowChallenge } from '@vitrina/contract';
import type { ApiContext } from '@vitrina/events';
import { apiUrl } from '@vitrina/events';

const YIELD_EVERY = 250;

const hex = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A new challenge for the shop of the context: each one is used once. */
export async function fetchFormChallenge(ctx: ApiContext, load: typeof fetch = fetch): Promise<FormChallenge> {
  const res = await load(apiUrl(ctx, { path: 'base/form-challenge' }), {
    headers: { accept: 'application/json' },
    cache: 'no-store',
  });
  if (!res.ok) throw Object.assign(new Error(`form challenge answered ${res.status}`), { status: res.status });
  return (await res.json()) as FormChallenge;
}

export async function sha256Hex(text: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
}

/** The number, or null when none in range matches (a challenge that was not made by the API). */
export async function solvePow(
  challenge: Pick<PowChallenge, 'salt' | 'challenge' | 'maxnumber'>,
  signal?: AbortSignal,
): Promise<number | null> {
  for (let number = 0; number <= challenge.maxnumber; number++) {
    if ((await sha256Hex(`${challenge.salt}${number}`)) === challenge.challenge) return number;
    if (number % YIELD_EVERY === YIELD_EVERY - 1) {
      await nextTask();
      signal?.throwIfAborted();
    }
  }
  return null;
}

/** The `altcha` field the API expects: base64 of the JSON { salt, number, signature }. */
export function encodeSolution(challenge: Pick<PowChallenge, 'salt' | 'signature'>, number: number): string {
  return btoa(JSON.stringify({ salt: challenge.salt, number, signature: challenge.signature }));
}

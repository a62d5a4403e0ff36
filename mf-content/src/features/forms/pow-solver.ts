// Solves the API's proof-of-work challenge in the browser with Web Crypto: try numbers from 0
// until SHA-256(salt + number) is the challenge. digest() is asynchronous, and every few hundred
// tries the loop gives the event loop a macrotask turn, so typing and clicks stay responsive.
import type { PowChallenge } from '@vitrina/contract';

const YIELD_EVERY = 250;

const hex = (buffer: ArrayBuffer) => Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export async function sha256Hex(text: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
}

/** The number, or null when none in range matches (a challenge that was not made by the API). */
export async function solvePow(challenge: Pick<PowChallenge, 'salt' | 'challenge' | 'maxnumber'>, signal?: AbortSignal): Promise<number | null> {
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

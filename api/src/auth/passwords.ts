// Passwords, hashed with argon2id (the library's default algorithm) at OWASP's first recommended
// setting: 19 MiB of memory, 2 passes, 1 lane. About 40 ms of one core per hash here; the memory is
// what makes a GPU guessing farm expensive. The PHC string keeps its parameters, so a later,
// costlier setting still verifies old hashes.
import { randomBytes } from 'node:crypto';

import { hash, verify } from '@node-rs/argon2';

export const PASSWORD_COST = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, PASSWORD_COST);

/** A hash of a password no one knows, made once: what an unknown address is checked against. */
let decoy: Promise<string> | undefined;

/**
 * Whether `password` matches `stored`. With no stored hash (no such account) the same argon2 work
 * is done against the decoy, so the answer takes as long and tells nothing about the address.
 */
export async function passwordMatches(stored: string | null, password: string): Promise<boolean> {
  const target = stored ?? (await (decoy ??= hashPassword(randomBytes(32).toString('base64url'))));
  const matches = await verify(target, password);
  return stored !== null && matches;
}

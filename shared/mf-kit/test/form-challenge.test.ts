// The browser side of the bot check, against the API's own issuer and checker: what one remote's
// form solves, the API accepts.
import { describe, expect, it, vi } from 'vitest';
import { checkPowSolution, issuePowChallenge } from '../../../api/src/forms/pow.ts';
import { createHash } from 'node:crypto';
import { encodeSolution, fetchFormChallenge, solvePow } from '../src/form-challenge.ts';

const SECRET = 'unit-test-secret-unit-test-secret';

describe('proof of work in the browser', () => {
  it("finds the API's number, and the API accepts the encoded answer", async () => {
    const challenge = await issuePowChallenge(SECRET, 7, new Date(), 2000);
    const number = await solvePow(challenge);
    expect(number).not.toBeNull();
    expect(createHash('sha256').update(`${challenge.salt}${number}`).digest('hex')).toBe(challenge.challenge);
    expect(await checkPowSolution(SECRET, 7, encodeSolution(challenge, number!), new Date())).toMatchObject({
      ok: true,
      salt: challenge.salt,
    });
  });

  it('the API refuses the answer for another number, another site or after expiry', async () => {
    const challenge = await issuePowChallenge(SECRET, 7, new Date(), 500);
    const number = (await solvePow(challenge))!;
    expect(await checkPowSolution(SECRET, 7, encodeSolution(challenge, number + 1), new Date())).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(await checkPowSolution(SECRET, 8, encodeSolution(challenge, number), new Date())).toEqual({
      ok: false,
      reason: 'invalid',
    });
    const later = new Date(Date.now() + 11 * 60_000);
    expect(await checkPowSolution(SECRET, 7, encodeSolution(challenge, number), later)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('gives null for a challenge without a solution in range', async () => {
    expect(await solvePow({ salt: 's', challenge: '0'.repeat(64), maxnumber: 300 })).toBeNull();
  });

  it('yields to the event loop while it works', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 0);
    await solvePow({ salt: 's', challenge: '0'.repeat(64), maxnumber: 2000 });
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(0);
  });
});

describe('fetching the challenge', () => {
  it('asks the shop API for a fresh one, never from a cache', async () => {
    const challenge = await issuePowChallenge(SECRET, 7, new Date(), 10);
    const load = vi.fn(async () => new Response(JSON.stringify(challenge), { status: 200 }));
    expect(await fetchFormChallenge({ baseUrl: '/api', headers: {} }, load)).toEqual(challenge);
    expect(load).toHaveBeenCalledWith('/api/base/form-challenge', expect.objectContaining({ cache: 'no-store' }));
  });

  it('fails with the status when the API refuses', async () => {
    const load = async () => new Response('{}', { status: 503 });
    await expect(fetchFormChallenge({ baseUrl: '/api', headers: {} }, load)).rejects.toMatchObject({ status: 503 });
  });
});

// The deletion letter's confirmation and the spec's delete-error flag (error catalogue): raised by a
// refused or failed confirmation, with what the page says; lowered by the next try.
import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $sessionLost } from '@vitrina/events';
import { $deleteError, confirmDeletionFx } from '../src/features/delete-account/index.ts';

afterEach(() => vi.unstubAllGlobals());

const LINK = { uid: '12', token: 'abc' };
const answers = (...responses: (() => Response)[]) => {
  const bodies: unknown[] = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    bodies.push(JSON.parse(String(init.body)));
    return responses.shift()!();
  });
  return bodies;
};
const usedLink = () =>
  Response.json(
    { code: 'validation_failed', message: 'Invalid body', fieldErrors: { token: ['invalid_token'] } },
    { status: 400 },
  );

describe('confirming the account deletion', () => {
  it("sends the link's uid and token, and a refusal raises the delete-error flag", async () => {
    const bodies = answers(usedLink);
    const scope = fork();
    await allSettled(confirmDeletionFx, { scope, params: LINK });
    expect(bodies).toEqual([LINK]);
    expect(scope.getState($deleteError)).toMatchObject({ kind: 'rejected', fieldErrors: { token: ['invalid_token'] } });
  });

  it('raises the flag when no answer comes, and lowers it when a try succeeds', async () => {
    answers(
      () => new Response('bad gateway', { status: 502 }),
      () => new Response(null, { status: 204 }),
    );
    const scope = fork();
    await allSettled(confirmDeletionFx, { scope, params: LINK });
    expect(scope.getState($deleteError)).toEqual({ kind: 'failed', status: 502 });
    await allSettled(confirmDeletionFx, { scope, params: LINK });
    expect(scope.getState($deleteError)).toBeNull();
  });

  it('does not take a 401 for the end of a session: the link, not the session, is the proof', async () => {
    answers(() => Response.json({ code: 'not_authenticated', message: 'x', fieldErrors: {} }, { status: 401 }));
    const scope = fork();
    await allSettled(confirmDeletionFx, { scope, params: LINK });
    expect(scope.getState($sessionLost)).toBe(false);
  });
});

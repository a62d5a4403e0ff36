// The guest identity in a request's scope: readable by the remotes there, never written into the
// page's state for the browser (a stored page would hand it to the next shopper).
import { allSettled, fork, serialize } from 'effector';
import { describe, expect, it } from 'vitest';
import { $guest, guestIdentified } from '../src/index.ts';

describe('the guest identity', () => {
  it('is known in the scope it was set in, and left out of the serialized state', async () => {
    const scope = fork();
    await allSettled(guestIdentified, { scope, params: { userToken: 'aB3_-aB3_-aB3_-aB3_-aB3', groupId: 0 } });
    expect(scope.getState($guest)).toEqual({ userToken: 'aB3_-aB3_-aB3_-aB3_-aB3', groupId: 0 });
    expect(JSON.stringify(serialize(scope))).not.toContain('aB3_-aB3_');
    expect(fork().getState($guest)).toBeNull();
  });
});

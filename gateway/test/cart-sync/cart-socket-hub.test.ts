// The process's cart sockets: events reach the owner's sockets only, the writing tab is not
// echoed, the bound per owner holds, and the heartbeat cuts sockets that stopped answering.
import { describe, expect, it } from 'vitest';
import { CartSocketHub } from '../../src/cart-sync/cart-socket-hub.ts';
import type { HubSocket } from '../../src/cart-sync/cart-socket-hub.ts';

/** A socket that records what it was sent and lets the test play the client's pong and close. */
function fakeSocket() {
  const handlers: Record<string, (() => void)[]> = {};
  const socket = {
    sent: [] as unknown[],
    pings: 0,
    terminated: false,
    send: (data: string) => void socket.sent.push(JSON.parse(data)),
    ping: () => void socket.pings++,
    terminate: () => void (socket.terminated = true),
    on: (event: string, listener: () => void) => void (handlers[event] ??= []).push(listener),
    fire: (event: 'pong' | 'close') => handlers[event]?.forEach((listener) => listener()),
  };
  return socket satisfies HubSocket;
}

const event = (version: number, origin?: string) => ({
  type: 'cart:event' as const,
  group: 0,
  version,
  ...(origin ? { origin } : {}),
});

describe('cart socket hub', () => {
  it("sends an owner's event to each of its sockets, not to another owner's", () => {
    const hub = new CartSocketHub();
    const [a1, a2, b] = [fakeSocket(), fakeSocket(), fakeSocket()];
    hub.add('pharmacy:user:1', a1);
    hub.add('pharmacy:user:1', a2);
    hub.add('pharmacy:user:2', b);
    hub.send('pharmacy:user:1', event(3));
    expect(a1.sent).toEqual([event(3)]);
    expect(a2.sent).toEqual([event(3)]);
    expect(b.sent).toEqual([]);
  });

  it('does not echo a write to the sockets of the tab that made it', () => {
    const hub = new CartSocketHub();
    const [writer, other] = [fakeSocket(), fakeSocket()];
    hub.add('pharmacy:user:1', writer, 'tab-1');
    hub.add('pharmacy:user:1', other, 'tab-2');
    hub.send('pharmacy:user:1', event(4, 'tab-1'), 'tab-1');
    expect(writer.sent).toEqual([]);
    expect(other.sent).toEqual([event(4, 'tab-1')]);
  });

  it('has room for a bounded number of sockets per owner, and frees a place when one closes', () => {
    const hub = new CartSocketHub(2);
    const sockets = [fakeSocket(), fakeSocket()];
    for (const socket of sockets) hub.add('pharmacy:user:1', socket);
    expect(hub.hasRoomFor('pharmacy:user:1')).toBe(false);
    expect(hub.hasRoomFor('pharmacy:user:2')).toBe(true);
    sockets[0]!.fire('close');
    expect(hub.hasRoomFor('pharmacy:user:1')).toBe(true);
    expect(hub.size).toBe(1);
  });

  it('pings at each heartbeat and cuts a socket that did not answer the previous ping', () => {
    const hub = new CartSocketHub();
    const [answering, silent] = [fakeSocket(), fakeSocket()];
    hub.add('pharmacy:user:1', answering);
    hub.add('pharmacy:user:1', silent);
    hub.sweep();
    expect([answering.pings, silent.pings]).toEqual([1, 1]);
    answering.fire('pong');
    hub.sweep();
    expect(answering.terminated).toBe(false);
    expect(answering.pings).toBe(2);
    expect(silent.terminated).toBe(true);
    expect(hub.size).toBe(1);
    hub.send('pharmacy:user:1', event(5));
    expect(silent.sent).toEqual([]);
  });
});

// The cart socket's client (spec 4): cart events reach the model, a closed socket opens again after
// 1 s, 2 s, 4 s, then every 5 s without a limit, `ready` resets the delay, and closing stops it all.
import { describe, expect, it } from 'vitest';
import { keepCartSocket } from '../src/features/cart-sync/lib/cart-socket.ts';
import type { SocketLike } from '../src/features/cart-sync/lib/cart-socket.ts';

class FakeSocket implements SocketLike {
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;
  closed = false;
  close() {
    this.closed = true;
  }
  say(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop() {
    this.onclose?.();
  }
}

function harness() {
  const sockets: FakeSocket[] = [];
  const timers: { run: () => void; ms: number; cleared: boolean }[] = [];
  const versions: number[] = [];
  const client = keepCartSocket({
    url: 'ws://kids.localhost/ws/cart?tab=t1',
    open: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    setTimer: (run, ms) => {
      const timer = { run, ms, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => {
      (timer as { cleared: boolean }).cleared = true;
    },
    onCartEvent: (version) => versions.push(version),
  });
  /** Drops the newest socket and runs the reconnect timer it set; the delay it waited. */
  const dropAndReconnect = () => {
    sockets.at(-1)!.drop();
    const timer = timers.at(-1)!;
    timer.run();
    return timer.ms;
  };
  return { client, sockets, timers, versions, dropAndReconnect };
}

describe('the cart socket', () => {
  it('hands each cart event’s version to the model and ignores other messages', () => {
    const { sockets, versions } = harness();
    sockets[0]!.say({ type: 'ready' });
    sockets[0]!.say({ type: 'cart:event', group: 0, version: 3 });
    sockets[0]!.say({ type: 'something else', version: 4 });
    sockets[0]!.onmessage?.({ data: 'not json' });
    expect(versions).toEqual([3]);
  });

  it('reconnects after 1 s, 2 s, 4 s, then 5 s every time, without a limit', () => {
    const { sockets, dropAndReconnect } = harness();
    const delays = Array.from({ length: 8 }, dropAndReconnect);
    expect(delays).toEqual([1000, 2000, 4000, 5000, 5000, 5000, 5000, 5000]);
    expect(sockets).toHaveLength(9);
  });

  it('starts again from 1 s once a socket said ready', () => {
    const { sockets, dropAndReconnect } = harness();
    dropAndReconnect();
    dropAndReconnect();
    sockets.at(-1)!.say({ type: 'ready' });
    expect(dropAndReconnect()).toBe(1000);
  });

  it('closing closes the socket and cancels a pending reconnect', () => {
    const { client, sockets, timers } = harness();
    sockets[0]!.drop();
    client.close();
    expect(timers[0]!.cleared).toBe(true);
    expect(sockets[0]!.closed).toBe(true);
    timers[0]!.run();
    expect(sockets).toHaveLength(1);
  });
});

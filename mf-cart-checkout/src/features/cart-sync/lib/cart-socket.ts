// The cart socket (spec 4): /ws/cart tells a signed-in shopper's tab that another tab or device
// saved the cart. Closed or refused, it opens again after 1 s, then 2 s, 4 s, 5 s, 5 s... without a
// limit; a `ready` resets the delay. Timers and the socket are injected so tests run no clock.
import { SOCKET_RETRY_FIRST_MS, SOCKET_RETRY_MAX_MS } from '../../../shared/config/timings.ts';

/** The part of a browser WebSocket this client uses. */
export interface SocketLike {
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: (() => void) | null;
  close(): void;
}

export interface CartSocketDeps {
  url: string;
  open(url: string): SocketLike;
  setTimer(run: () => void, ms: number): unknown;
  clearTimer(timer: unknown): void;
  /** Another tab or device saved the cart: its record's version. */
  onCartEvent(version: number): void;
}

/** The delay before the next attempt, after `previous` (0 before the first retry). */
export const nextRetryDelay = (previous: number) =>
  previous === 0 ? SOCKET_RETRY_FIRST_MS : Math.min(previous * 2, SOCKET_RETRY_MAX_MS);

function cartEventVersion(data: unknown): number | 'ready' | null {
  if (typeof data !== 'string') return null;
  try {
    const message = JSON.parse(data) as { type?: unknown; version?: unknown };
    if (message.type === 'ready') return 'ready';
    return message.type === 'cart:event' && typeof message.version === 'number' ? message.version : null;
  } catch {
    return null;
  }
}

/** Keeps a socket open until `close` is called; returns that close. */
export function keepCartSocket(deps: CartSocketDeps): { close(): void } {
  let socket: SocketLike | null = null;
  let timer: unknown = null;
  let delay = 0;
  let closed = false;

  const connect = () => {
    timer = null;
    if (closed) return;
    const current = deps.open(deps.url);
    socket = current;
    current.onmessage = ({ data }) => {
      const seen = cartEventVersion(data);
      if (seen === 'ready') delay = 0;
      else if (seen !== null) deps.onCartEvent(seen);
    };
    current.onclose = () => {
      if (closed || socket !== current) return;
      delay = nextRetryDelay(delay);
      timer = deps.setTimer(connect, delay);
    };
  };
  connect();

  return {
    close() {
      closed = true;
      if (timer !== null) deps.clearTimer(timer);
      socket?.close();
    },
  };
}

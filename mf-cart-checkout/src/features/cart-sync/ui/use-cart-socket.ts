// Holds the cart socket open while the synchronisation is on (a React effect: the socket lives as
// long as the cart widget is on the page), telling the model of every cart event.
import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { keepCartSocket } from '../lib/cart-socket.ts';
import type { SocketLike } from '../lib/cart-socket.ts';
import { cartSocketUrl, tabId } from '../lib/browser-sync.ts';
import { $syncOn, cartEventHeard } from '../model/sync-model.ts';

/** The browser's WebSocket behind the client's small interface. */
function browserSocket(url: string): SocketLike {
  const socket = new WebSocket(url);
  const like: SocketLike = { onmessage: null, onclose: null, close: () => socket.close() };
  socket.onmessage = (event) => like.onmessage?.(event);
  socket.onclose = () => like.onclose?.();
  return like;
}

export function useCartSocket(): void {
  const [on, heard] = useUnit([$syncOn, cartEventHeard]);
  useEffect(() => {
    if (!on) return undefined;
    const socket = keepCartSocket({
      url: cartSocketUrl(window.location, tabId()),
      open: browserSocket,
      setTimer: (run, ms) => setTimeout(run, ms),
      clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
      onCartEvent: heard,
    });
    return () => socket.close();
  }, [on, heard]);
}

// The /ws/cart sockets of this process, by owner: a cart event goes to every socket of its owner.
// Bounded per owner (a shopper's tabs, not an unbounded list), and swept by a heartbeat: a socket
// that did not answer the last ping is a dead connection (a sleeping laptop, a dropped network)
// and is cut, so it stops holding memory and a place in its owner's bound.
import type { CartSocketMessage } from '@vitrina/contract';

/** What the hub needs of a socket (the `ws` WebSocket has it). */
export interface HubSocket {
  send(data: string): void;
  ping(): void;
  terminate(): void;
  on(event: 'pong' | 'close', listener: () => void): unknown;
}

export const MAX_SOCKETS_PER_OWNER = 20;

export class CartSocketHub {
  private readonly byOwner = new Map<string, Set<HubSocket>>();
  private readonly alive = new WeakMap<HubSocket, boolean>();
  /** The tab a socket said it belongs to (`?tab=`): its own writes are not echoed to it. */
  private readonly tabs = new WeakMap<HubSocket, string>();

  constructor(private readonly maxPerOwner = MAX_SOCKETS_PER_OWNER) {}

  /** Asked before the upgrade, so an owner over the bound gets an HTTP refusal, not a dropped socket. */
  hasRoomFor(owner: string): boolean {
    return (this.byOwner.get(owner)?.size ?? 0) < this.maxPerOwner;
  }

  add(owner: string, socket: HubSocket, tab?: string): void {
    if (tab) this.tabs.set(socket, tab);
    let sockets = this.byOwner.get(owner);
    if (!sockets) this.byOwner.set(owner, (sockets = new Set()));
    sockets.add(socket);
    this.alive.set(socket, true);
    socket.on('pong', () => this.alive.set(socket, true));
    socket.on('close', () => this.remove(owner, socket));
  }

  /** To every socket of the owner but those of the tab `exceptTab` (the one that wrote). */
  send(owner: string, message: CartSocketMessage, exceptTab?: string): void {
    const sockets = this.byOwner.get(owner);
    if (!sockets) return;
    const text = JSON.stringify(message);
    for (const socket of sockets) if (!exceptTab || this.tabs.get(socket) !== exceptTab) socket.send(text);
  }

  /** One heartbeat: cut the sockets that did not answer the previous ping, ping the others. */
  sweep(): void {
    for (const [owner, sockets] of this.byOwner)
      for (const socket of sockets) {
        if (!this.alive.get(socket)) {
          this.remove(owner, socket);
          socket.terminate();
          continue;
        }
        this.alive.set(socket, false);
        socket.ping();
      }
  }

  get size(): number {
    let count = 0;
    for (const sockets of this.byOwner.values()) count += sockets.size;
    return count;
  }

  private remove(owner: string, socket: HubSocket): void {
    const sockets = this.byOwner.get(owner);
    if (!sockets?.delete(socket)) return;
    if (sockets.size === 0) this.byOwner.delete(owner);
  }
}

// A real `ws` client of /ws/cart for the socket suites: opens with a shopper's cookies, keeps every
// message, and waits for a message (or a refusal) as a condition, never for a fixed time.
import WebSocket from 'ws';

export interface SocketOptions {
  host?: string;
  cookie?: string;
  origin?: string;
  tab?: string;
  /** More of the query (`dev_mode=true`). */
  query?: string;
}

export interface CartSocket {
  messages: unknown[];
  /** Resolves with the first message (already received or coming) that `match` accepts. */
  next(match: (message: Record<string, unknown>) => boolean, withinMs?: number): Promise<Record<string, unknown>>;
  close(): Promise<void>;
}

/** Opens a socket on a listening gateway; rejects with the HTTP status of a refusal. */
export function openCartSocket(port: number, options: SocketOptions = {}): Promise<CartSocket> {
  const host = options.host ?? 'pharmacy.localhost:3000';
  const query = new URLSearchParams(options.query);
  if (options.tab) query.set('tab', options.tab);
  const url = `ws://127.0.0.1:${port}/ws/cart?${query}`;
  const socket = new WebSocket(url, {
    headers: { host, ...(options.cookie ? { cookie: options.cookie } : {}) },
    origin: options.origin ?? `http://${host}`,
  });
  const messages: Record<string, unknown>[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    messages.push(JSON.parse(String(data)));
    for (const wake of waiters) wake();
  });
  const client: CartSocket = {
    messages,
    // Generous: the wait ends on the message; only a message that never comes reaches the bound.
    next: (match, withinMs = 30_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (!found) return;
          done();
          resolve(found);
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`no matching message within ${withinMs} ms; got ${JSON.stringify(messages)}`));
        }, withinMs);
        const done = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      }),
    close: () =>
      new Promise((resolve) => {
        if (socket.readyState === WebSocket.CLOSED) return resolve();
        socket.once('close', () => resolve());
        socket.close();
      }),
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(client));
    socket.once('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk));
      res.on('end', () =>
        reject(Object.assign(new Error(`refused ${res.statusCode}`), { status: res.statusCode, body })),
      );
    });
    socket.once('error', reject);
  });
}

// LISTEN on PostgreSQL that outlives its connection. A client of its own (a pooled one is handed to
// queries and would take the LISTEN with it), reconnected with a capped backoff after any error.
// Notifications sent while it was away are lost for good, so after each reconnect `onGap` is told.
import pg from 'pg';

const RETRY_CAP_MS = 5000;

export interface ListenOptions {
  /** First wait before a reconnect; doubled per failed attempt up to 5 s. */
  retryMs?: number;
}

export async function listenOnPostgres(
  connectionString: string,
  channel: string,
  onPayload: (payload: string) => void,
  onGap: () => void,
  options: ListenOptions = {},
): Promise<() => Promise<void>> {
  const retryMs = options.retryMs ?? 250;
  let current: pg.Client | null = null;
  let stopped = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const client = new pg.Client({ connectionString });
    client.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    // `error` and `end` may both come; only the connection in use is mourned, once.
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      client.end().catch(() => undefined);
      throw error;
    }
    if (stopped) return void client.end().catch(() => undefined);
    current = client;
    attempt = 0;
  }

  function lost(client: pg.Client): void {
    if (client !== current || stopped) return;
    current = null;
    client.end().catch(() => undefined);
    retry();
  }

  function retry(): void {
    const wait = Math.min(retryMs * 2 ** attempt, RETRY_CAP_MS);
    attempt += 1;
    timer = setTimeout(() => {
      connect().then(
        () => {
          if (!stopped) onGap();
        },
        () => {
          if (!stopped) retry();
        },
      );
    }, wait);
  }

  // The first connection's failure is the caller's (the API does not start half-deaf).
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const client = current;
    current = null;
    await client?.end().catch(() => undefined);
  };
}

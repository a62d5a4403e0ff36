// One warning when a store goes away and one line when it is back, instead of one per request or
// per reconnect attempt: a Redis outage must not flood the log of every page.
import type { FastifyBaseLogger } from 'fastify';

export class OutageLog {
  private down = false;

  constructor(
    private readonly log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
    private readonly what: string,
  ) {}

  failed(error: unknown): void {
    if (this.down) return;
    this.down = true;
    this.log.warn({ err: error }, `${this.what} is unavailable; pages render without it until it is back`);
  }

  recovered(): void {
    if (!this.down) return;
    this.down = false;
    this.log.info(`${this.what} is available again`);
  }
}

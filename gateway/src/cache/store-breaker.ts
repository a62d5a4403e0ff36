// A circuit breaker for the page store: after `threshold` failures in a row the store is skipped
// for `coolDownMs` (pages render without it at once instead of each waiting out the store
// timeout), then one request tries it again. Hand-written rather than opossum: the rule is
// "N consecutive failures" around calls that already carry their own timeout, and the clock must
// be injectable so tests never wait for real time.

export interface StoreBreakerOptions {
  threshold: number;
  coolDownMs: number;
  now?: () => number;
}

export class StoreBreaker {
  private failures = 0;
  private openUntil = 0;
  private readonly now: () => number;

  constructor(private readonly options: StoreBreakerOptions) {
    this.now = options.now ?? Date.now;
  }

  /** False while open. Once the cool-down is over, requests try the store again (half-open). */
  allows(): boolean {
    return this.now() >= this.openUntil;
  }

  get isOpen(): boolean {
    return !this.allows();
  }

  succeeded(): void {
    this.failures = 0;
  }

  failed(): void {
    this.failures += 1;
    // A failure while half-open opens it again at once: the store is still not back.
    if (this.failures >= this.options.threshold) {
      this.openUntil = this.now() + this.options.coolDownMs;
      this.failures = this.options.threshold - 1;
    }
  }
}

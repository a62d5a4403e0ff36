// Finds the shop for a request from its Host header, or the fixed SITE_TOKEN of a one-brand
// deployment, asking the back end. Answers are fresh for a minute and then kept as the last good
// value for the stale window: while the back end is down, every shop that was ever served keeps
// working. Unknown hosts go to a bounded negative cache of their own, so random Host headers
// cost one lookup each per minute at most and can never evict a real shop. A change to a shop (its
// row, its settings: the cache tags of its settings answer) makes its entry stale at once.
import { LRUCache } from 'lru-cache';
import { siteResolveResponse } from '@vitrina/contract';
import type { SiteResolve } from '@vitrina/contract';
import { analyticsServices } from '@vitrina/shell/server';
import type { AnalyticsService } from '@vitrina/shell/server';
import { ALL_TAG, answerTags } from '../cache/cache-tags.ts';
import { untilAborted } from '../render/with-timeout.ts';
import { isLoopbackName, parseHostHeader } from './host-header.ts';

/** A shop as the gateway serves it: who it is, its token for back-end calls, its title. */
export interface GatewaySite extends SiteResolve {
  title: string;
  /** The third-party services its settings turn on: the pages' CSP allows their hosts. */
  analytics?: AnalyticsService[];
}

/** The Host header is not a host name: answered 400 before any lookup. */
export class BadHostError extends Error {}
/** The back end did not answer the lookup in time and no earlier answer is kept: answered 503. */
export class SiteUnavailableError extends Error {}

export interface SiteResolverOptions {
  apiBaseUrl: string;
  fixedToken?: string | undefined;
  /** Sent as `Authorization: Bearer` to sites/resolve, which hands out shop tokens. */
  serviceKey?: string | undefined;
  /** How long one lookup may take when the caller gives no deadline of its own. */
  timeoutMs: number;
  freshMs?: number;
  staleMs?: number;
  now?: () => number;
}

interface Known {
  site: GatewaySite;
  /** Minus infinity once a change named one of its tags. */
  fetchedAt: number;
  tags: readonly string[] | null;
}

export class SiteResolver {
  private readonly known: LRUCache<string, Known>;
  private readonly unknown: LRUCache<string, true>;
  private readonly inFlight = new Map<string, Promise<GatewaySite | null>>();
  /** Counts purges: a lookup that one overtook may hold what was just changed, and is kept stale. */
  private purges = 0;
  private readonly now: () => number;
  private readonly freshMs: number;

  constructor(private readonly options: SiteResolverOptions) {
    this.now = options.now ?? Date.now;
    this.freshMs = options.freshMs ?? 60_000;
    // ttlResolution 0: read the (injectable) clock on every check instead of once a millisecond.
    const perf = { now: this.now };
    this.known = new LRUCache({ max: 1000, ttl: options.staleMs ?? 86_400_000, perf, ttlResolution: 0 });
    this.unknown = new LRUCache({ max: 10_000, ttl: this.freshMs, perf, ttlResolution: 0 });
  }

  /**
   * The shop for a Host header, null when none is served there. Throws BadHostError for an
   * invalid header and SiteUnavailableError when the back end fails and nothing is kept.
   */
  async resolve(hostHeader: string | undefined, signal?: AbortSignal): Promise<GatewaySite | null> {
    const host = parseHostHeader(hostHeader);
    if (!host) throw new BadHostError(`invalid Host header`);
    const key = this.options.fixedToken ? `t:${this.options.fixedToken}` : `h:${host.name}`;
    if (this.unknown.has(key)) return null;
    const site = await this.lookup(key, signal);
    if (site && this.options.fixedToken && !site.hosts.includes(host.name) && !isLoopbackName(host.name)) return null;
    return site;
  }

  private async lookup(key: string, signal?: AbortSignal): Promise<GatewaySite | null> {
    const kept = this.known.get(key);
    if (kept && this.now() - kept.fetchedAt < this.freshMs) return kept.site;
    try {
      return await untilAborted(this.shared(key), signal);
    } catch (error) {
      if (kept) return kept.site;
      throw new SiteUnavailableError(`the shop lookup failed: ${(error as Error).message}`);
    }
  }

  /** One back-end lookup per key at a time, whatever the number of waiting pages. */
  private shared(key: string): Promise<GatewaySite | null> {
    let running = this.inFlight.get(key);
    if (!running) {
      const purgesBefore = this.purges;
      running = this.fetchSite(key).then(({ site, tags }) => {
        const fetchedAt = this.purges === purgesBefore ? this.now() : Number.NEGATIVE_INFINITY;
        if (site) this.known.set(key, { site, fetchedAt, tags });
        else {
          this.known.delete(key);
          this.unknown.set(key, true);
        }
        return site;
      });
      const current = running;
      running
        .finally(() => {
          if (this.inFlight.get(key) === current) this.inFlight.delete(key);
        })
        .catch(() => undefined);
      this.inFlight.set(key, running);
    }
    return running;
  }

  /**
   * Makes the shops a change names (by their settings answer's tags; `all`: every shop) stale, so
   * the pages rendered again after it never get the old title or services. The old entry stays
   * to stand in while the back end fails.
   */
  purge(tags: readonly string[]): void {
    const all = tags.includes(ALL_TAG);
    for (const kept of this.known.values()) {
      if (all || kept.tags?.some((tag) => tags.includes(tag))) kept.fetchedAt = Number.NEGATIVE_INFINITY;
    }
    this.purges += 1;
    this.inFlight.clear();
    if (all) this.unknown.clear();
  }

  private async fetchSite(key: string): Promise<{ site: GatewaySite | null; tags: readonly string[] | null }> {
    const signal = AbortSignal.timeout(this.options.timeoutMs);
    const query: Record<string, string> = key.startsWith('t:') ? { token: key.slice(2) } : { host: key.slice(2) };
    const auth: Record<string, string> = this.options.serviceKey
      ? { authorization: `Bearer ${this.options.serviceKey}` }
      : {};
    const res = await fetch(`${this.options.apiBaseUrl}/sites/resolve?${new URLSearchParams(query)}`, {
      headers: auth,
      signal,
    });
    if (res.status === 404) return { site: null, tags: null };
    if (!res.ok) throw new Error(`back end answered ${res.status} to sites/resolve`);
    // Another back end (API_BASE_URL) may answer anything: a shop without a valid origin is no shop.
    const parsed = siteResolveResponse.safeParse(await res.json());
    if (!parsed.success)
      throw new Error(`sites/resolve answered an invalid shop: ${parsed.error.issues[0]?.message ?? ''}`);
    const found = parsed.data;
    const settings = await fetch(`${this.options.apiBaseUrl}/settings/global_site_settings`, {
      headers: { 'x-site-token': found.token, 'accept-language': found.mainLang },
      signal,
    });
    const body = settings.ok
      ? ((await settings.json()) as { project?: string; sitesettingsstatistic?: Record<string, unknown> })
      : {};
    const site = {
      ...found,
      title: body.project || found.brand,
      analytics: analyticsServices(body.sitesettingsstatistic),
    };
    return { site, tags: answerTags(settings) };
  }
}

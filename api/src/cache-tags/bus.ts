// The API process's own channel for changed cache tags: the database feed publishes on it, the
// Redis relay (every gateway node) and the API's own caches (the site lookup) listen.
export type TagListener = (tags: readonly string[]) => void;

export class CacheTagBus {
  private readonly listeners = new Set<TagListener>();

  /** Answers the function that stops listening. */
  subscribe(listener: TagListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Synchronous: every listener has run before this returns, so the API's own caches are dropped in
   * the same tick the relay starts telling the gateways, before any of them can ask again.
   */
  publish(tags: readonly string[]): void {
    if (tags.length === 0) return;
    for (const listener of this.listeners) listener(tags);
  }
}

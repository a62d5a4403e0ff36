// Cache tags: what a stored page or a shared datum shows, as the back end names it in the
// `Cache-Tag` header of each answer (comma-separated, like `site:3,product:12`). A change the back
// end publishes names tags; the gateway drops exactly the entries carrying one of them.
import { CACHE_TAG_HEADER } from '@vitrina/contract';
import type { CallAnswer } from '@vitrina/events';
import { isTransientStatus } from '@vitrina/events';
/** Names every entry: a purge of it is a purge of everything. */
export const ALL_TAG = 'all';
/** A tag is a short token without spaces or commas (the admin call checks the same). */
export const TAG_PATTERN = /^[A-Za-z0-9][A-Za-z0-9:_.-]{0,199}$/;
/** Past this many tags a page is not worth indexing one by one: it is kept as an untagged page. */
export const MAX_PAGE_TAGS = 2000;

/** An answer's tags; null when it carries none (a back end that does not tag, a refusal). */
export function answerTags(answer: Pick<CallAnswer, 'status' | 'headers'>): string[] | null {
  if (answer.status < 200 || answer.status >= 300) return null;
  const header = answer.headers.get(CACHE_TAG_HEADER);
  if (!header) return null;
  const tags = header.split(',').map((tag) => tag.trim());
  return tags.every((tag) => TAG_PATTERN.test(tag)) ? tags : null;
}

/**
 * The tags of everything one render used. One answer without tags makes the whole page untagged:
 * no purge can be trusted to reach it, so it is kept only as long as pages were before tags.
 */
export class PageTags {
  private readonly tags = new Set<string>();
  private untagged = false;

  /** The back end's answers to this page's calls (ApiContext.onAnswer). */
  readonly answered = (answer: CallAnswer): void => {
    // A failed call keeps the page out of the cache anyway (onFailure): nothing to say here.
    if (isTransientStatus(answer.status)) return;
    this.add(answerTags(answer));
  };

  /** Tags of an answer the page got some other way (a kept frame datum). */
  readonly add = (tags: readonly string[] | null): void => {
    if (tags === null) this.untagged = true;
    else for (const tag of tags) this.tags.add(tag);
  };

  /** The page's tags, or null when it cannot be purged by tag. */
  list(): string[] | null {
    if (this.untagged || this.tags.size === 0 || this.tags.size > MAX_PAGE_TAGS) return null;
    return [...this.tags];
  }
}

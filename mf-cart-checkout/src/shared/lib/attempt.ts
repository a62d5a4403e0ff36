// One press of "order" is one attempt with its own Idempotency-Key. The same body sent again (a retry
// after no answer, a second press while the first one's answer was lost) carries the same key, so the
// server makes one order whatever reaches it; a changed body is another attempt with a new key (the
// server answers 422 to a known key with another body).

export interface Attempt<Body> {
  key: string;
  body: Body;
}

/** Bodies are plain JSON built by one function each, so their texts compare them. */
const sameBody = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The attempt that sends `body`: the last one again when its body is the same, else a new key. */
export function attemptFor<Body>(last: Attempt<Body> | null, body: Body, newKey: () => string): Attempt<Body> {
  return last && sameBody(last.body, body) ? last : { key: newKey(), body };
}

/** A key the API's pattern takes (8-128 of A-Z a-z 0-9 _ -): a random UUID. */
export const newAttemptKey = (): string => crypto.randomUUID();

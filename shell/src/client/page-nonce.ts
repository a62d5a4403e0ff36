// The page's CSP nonce as the browser reads it back, for the <style> elements remotes render.

/**
 * The nonce of the shell's first nonce-bearing tag in <head>. Only the shell writes <head>, so
 * nothing the body holds (an article's markup) can put an element before it. Browsers hide the
 * attribute's value once parsed (against CSS selectors that would read it out); the `nonce`
 * property keeps it for scripts.
 */
export function pageNonce(doc: Document = document): string {
  return doc.head.querySelector<HTMLElement>('[nonce]')?.nonce ?? '';
}

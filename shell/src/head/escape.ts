/** Text for an HTML text node or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/**
 * JSON inside <script>: `<` and `>` as escapes so no `</script>` or `<!--` can close or confuse
 * the element, `&` for XHTML-minded parsers, and the two line separators JavaScript rejects.
 */
export function escapeJsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The shop's own script or style text (trusted: typed by the shop's staff in the admin), made
 * unable to end its element early: `</script` or `</style` inside it cannot close the tag.
 */
export function escapeRawText(text: string, element: 'script' | 'style'): string {
  return text.replace(new RegExp(`</(${element})`, 'gi'), '<\\/$1');
}

export function tag(name: string, attributes: Record<string, string | undefined>): string {
  const attrs = Object.entries(attributes)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${escapeHtml(value)}"`)
    .join('');
  return `<${name}${attrs}>`;
}

/**
 * ` nonce="…"` for an inline <script> or <style> the shell writes: the page's Content-Security-
 * Policy runs only the inline code that carries the nonce of the response it came with.
 */
export function nonceAttribute(nonce: string | undefined): string {
  return nonce ? ` nonce="${escapeHtml(nonce)}"` : '';
}

// Whether the page is drawn for a phone: the spec's windows for filters, sorting, layout and the
// author's contacts open there, while wider screens show the same things in the page. The shell's
// mobile break (1024 px, storefront spec section 9). Browser only; false on the server.
export const NARROW_QUERY = '(max-width: 1024px)';

export function isNarrowScreen(): boolean {
  return (
    typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(NARROW_QUERY).matches
  );
}

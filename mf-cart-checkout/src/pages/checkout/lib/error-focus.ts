// Where the focus goes after a refused press: the first field marked invalid in the form's order (a
// radio group on its chosen radio, else its first one that can be chosen), or else the alert above
// the order button. DOM-shaped interfaces only, so the rule is tested without a browser.

export interface Focusable {
  focus(): void;
}
interface Found extends Focusable {
  getAttribute(name: string): string | null;
  querySelector(selector: string): Focusable | null;
}
export interface Searchable {
  querySelector(selector: string): Found | null;
}

export function errorFocusTarget(form: Searchable | null, alert: Focusable | null): Focusable | null {
  const invalid = form?.querySelector('[aria-invalid="true"]') ?? null;
  if (!invalid) return alert;
  if (invalid.getAttribute('role') !== 'radiogroup') return invalid;
  return invalid.querySelector('input:checked') ?? invalid.querySelector('input:not(:disabled)') ?? alert;
}

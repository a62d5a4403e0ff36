// The contact a window's form sends (a one-click order, a pre-order, a credit request): a name and a
// phone, and an e-mail when the shopper gave one. Read from the form's fields by their names; the
// phone loses its spaces before sending (spec, section 5), the server checks it against the mask.
import { phoneForSending } from '@vitrina/domain/phone-mask';

/** A form's fields by name, as FormData gives them (a ticked checkbox is 'on'). */
export type FormValues = Record<string, string>;

export interface ContactBody {
  name: string;
  phone: string;
  email?: string;
}

export function contactBody(values: FormValues): ContactBody {
  const email = values.email?.trim() ?? '';
  return {
    name: values.name?.trim() ?? '',
    phone: phoneForSending(values.phone ?? ''),
    ...(email ? { email } : {}),
  };
}

/** The checkbox "I have a prescription" (one-click and pre-order of a prescription product). */
export const PRESCRIPTION_FIELD = 'prescription';
export const prescriptionConfirmed = (values: FormValues) => values[PRESCRIPTION_FIELD] === 'on';

/** The part of a form this reads: its controls by name (a form element, or a test's stand-in). */
export interface NamedControls {
  elements: { namedItem(name: string): unknown };
}

/**
 * Fills the form's empty fields with `values` (a signed-in shopper's contact). The fields are
 * uncontrolled, so this writes their values; what the shopper typed already always stands.
 */
export function fillEmptyFields(form: NamedControls, values: Partial<Record<string, string>>): void {
  for (const [name, value] of Object.entries(values)) {
    const control = form.elements.namedItem(name) as { value?: unknown } | null;
    if (value && control && typeof control.value === 'string' && control.value === '') control.value = value;
  }
}

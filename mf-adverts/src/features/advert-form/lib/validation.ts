// The browser's check of the form, before a call: the contract's own schema of a new advert
// (advertCreateRequest), so the codes at the fields are the ones the API would answer. The schema
// (zod with the contract's adverts part, not every schema: the `./adverts` subpath) is a chunk of its
// own, fetched with the first check, so the page does not carry it. Rules between the fields and the shop's data (a title in one language, places that
// belong together, what publishing needs) are the server's: its refusal comes back at the fields.
import type { AdvertFields } from './form-fields.ts';

export type FieldErrors = Record<string, string[]>;

/** A choice the shopper has not made reads "required", not "invalid". */
const CHOICES = ['type', 'category'];

export async function checkFields(fields: AdvertFields): Promise<FieldErrors> {
  const { advertCreateRequest } = await import('@vitrina/contract/adverts');
  const { attributes, contacts, ...rest } = fields;
  // Spec 5: the lists are sent only when non-empty, so an empty one is checked as absent.
  const parsed = advertCreateRequest.safeParse({
    ...rest,
    ...(attributes.length ? { attributes } : {}),
    ...(contacts.length ? { contacts } : {}),
  });
  const errors: FieldErrors = {};
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = issue.path.join('.') || 'body';
    const empty = CHOICES.includes(field) && (fields as unknown as Record<string, unknown>)[field] === null;
    (errors[field] ??= []).push(empty ? 'required' : issue.message);
  }
  return errors;
}

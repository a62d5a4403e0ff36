// A refused advert call: a 400 in the one error shape, with every field's codes at once, so the form
// can mark all of them after one try.
import { HttpError } from '../plugins/errors.ts';

type Errors = Record<string, string[]>;

export function refuse(errors: Errors): never {
  const fields = Object.keys(errors);
  throw new HttpError(400, 'validation_failed', `Invalid advert: ${fields.join(', ')}`, errors);
}

/** Merges the error lists; any error refuses the call. */
export function withoutErrors(...lists: Errors[]): void {
  const merged: Errors = {};
  for (const list of lists) for (const [field, codes] of Object.entries(list)) (merged[field] ??= []).push(...codes);
  if (Object.keys(merged).length) refuse(merged);
}

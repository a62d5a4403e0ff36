// Request parts read with zod at the edge (the admin API, /api/cart-redis): a value zod refuses is
// a 400 in the one error shape, naming each refused field with its messages.
import type { z } from 'zod';
import { HttpError } from './errors.ts';

/**
 * How a refused field is named, as each API has always answered. 'in-part' says where it was
 * ("query.group_token", "body.holder": the cart-redis calls read fields from the query and the body
 * alike). 'bare' names the field alone ("version", "brand"), and the part only when the part as a
 * whole is wrong ("body"): the admin API's answers.
 */
export type FieldNaming = 'in-part' | 'bare';

function fieldName(path: readonly PropertyKey[], part: string, naming: FieldNaming): string {
  const names = path.map(String);
  return naming === 'in-part' ? [part, ...names].join('.') : names.join('.') || part;
}

/** Parses with zod; a failure is a 400 naming each bad field. */
export function parseOr400<T extends z.ZodType>(
  schema: T,
  value: unknown,
  part: string,
  naming: FieldNaming = 'in-part',
): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fieldErrors: Record<string, string[]> = {};
  const refuse = (path: readonly PropertyKey[], message: string) =>
    (fieldErrors[fieldName(path, part, naming)] ??= []).push(message);
  for (const issue of result.error.issues) {
    // An unknown field is named itself, not the object that holds it.
    if (issue.code === 'unrecognized_keys')
      for (const key of issue.keys) refuse([...issue.path, key], 'is not an accepted field');
    else refuse(issue.path, issue.message);
  }
  throw new HttpError(400, 'validation_failed', `Invalid ${Object.keys(fieldErrors).join(', ')}`, fieldErrors);
}

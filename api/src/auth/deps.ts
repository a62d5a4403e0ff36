// What the account flows need of the app: the database and app.auth (tokens, postbox, clock).
import type { FastifyInstance } from 'fastify';

import { HttpError } from '../plugins/errors.ts';

export type AuthDeps = Pick<FastifyInstance, 'db' | 'auth'>;

/** A 400 in the one error shape with one field's code, as a bad body gets from validation. */
export const fieldError = (field: string, code: string) =>
  new HttpError(400, 'validation_failed', `Invalid body: ${field}`, { [field]: [code] });

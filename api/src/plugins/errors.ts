// One JSON error shape for every 4xx and 5xx: { code, message, fieldErrors }.
// 5xx details stay in the log, never in the response.
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

import type { ApiError } from '@vitrina/contract';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fieldErrors: Record<string, string[]> = {},
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new HttpError(404, 'not_found', `${what} not found`);

function body(code: string, message: string, fieldErrors: Record<string, string[]> = {}): ApiError {
  return { code, message, fieldErrors };
}

/**
 * Fastify's `frameworkErrors`: errors of the router, before any route or error handler (a path
 * segment over maxParamLength, a URL that does not decode). Answered in the one shape, without
 * echoing the URL (it may be 100 kB).
 */
export function frameworkErrors(error: FastifyError, _request: unknown, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.code(414).send(body('path_segment_too_long', 'A path segment is longer than any the API has'));
  }
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  return reply.code(status).send(body(error.code?.toLowerCase() ?? 'bad_request', 'The request URL is not valid'));
}

export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      if (error instanceof HttpError) {
        return reply.code(error.statusCode).send(body(error.code, error.message, error.fieldErrors));
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fieldErrors: Record<string, string[]> = {};
        for (const issue of error.validation) {
          const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
          const field = path || (error.validationContext ?? 'request');
          (fieldErrors[field] ??= []).push(issue.message ?? 'invalid');
        }
        const names = Object.keys(fieldErrors).join(', ');
        return reply
          .code(400)
          .send(body('validation_failed', `Invalid ${error.validationContext}: ${names}`, fieldErrors));
      }
      const status = error.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.code(500).send(body('internal_error', 'Internal server error'));
      }
      // Fastify's own 4xx (bad JSON, body too large, unsupported media type).
      return reply.code(status).send(body(error.code?.toLowerCase() ?? 'bad_request', error.message));
    });
    app.setNotFoundHandler((request, reply) => {
      reply.code(404).send(body('route_not_found', `No route ${request.method} ${request.url.split('?')[0]}`));
    });
  },
  { name: 'errors' },
);

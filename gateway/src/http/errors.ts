// The project's one error body for every 4xx and 5xx (shared/contract errorSchema):
// { code, message, fieldErrors }. 5xx details go to the log, never to the client.
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiError } from '@vitrina/contract';
import { errorAnswer, isServicePath, MAX_URL_LENGTH } from './error-answers.ts';

/** Thrown by routes for an answer in the error shape; `headers` are sent with it (WWW-Authenticate). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fieldErrors: Record<string, string[]> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function errorBody(code: string, message: string, fieldErrors: Record<string, string[]> = {}): ApiError {
  return { code, message, fieldErrors };
}

/** Stable codes for the 4xx Fastify raises itself (bad JSON, wrong content type, body too large). */
const CODE_BY_STATUS: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  408: 'request_timeout',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
};

/** Fastify's schema errors, one list of messages per field ("body.version", or the part as a whole). */
function validationFieldErrors(error: FastifyError): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.validation ?? []) {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const missing = typeof issue.params?.missingProperty === 'string' ? issue.params.missingProperty : '';
    const field = [path, missing].filter(Boolean).join('.') || (error.validationContext ?? 'request');
    (fieldErrors[field] ??= []).push(missing ? 'is required' : (issue.message ?? 'is invalid'));
  }
  return fieldErrors;
}

function send(reply: FastifyReply, status: number, body: ApiError) {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** JSON on service paths, the localised error page on page paths. */
export function answerWith(reply: FastifyReply, url: string, status: number, body: ApiError) {
  const answer = errorAnswer(url, status, body);
  return reply.code(status).type(answer.contentType).header('cache-control', 'no-store').send(answer.body);
}

export const errorHandling = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      if (error instanceof HttpError) {
        reply.headers(error.headers);
        return send(reply, error.statusCode, errorBody(error.code, error.message, error.fieldErrors));
      }
      if (error.validation) {
        const fieldErrors = validationFieldErrors(error);
        return send(
          reply,
          400,
          errorBody('validation_failed', `Invalid ${Object.keys(fieldErrors).join(', ')}`, fieldErrors),
        );
      }
      const status = error.statusCode ?? 500;
      if (status < 400 || status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return send(reply, 500, errorBody('internal_error', 'Something went wrong on our side; the error is logged'));
      }
      // Fastify's own client errors: their messages describe the request, not our internals.
      return send(reply, status, errorBody(CODE_BY_STATUS[status] ?? 'bad_request', error.message));
    });
    // Before routing: a target longer than any page or call is refused, not matched.
    app.addHook('onRequest', async (request, reply) => {
      if (request.url.length <= MAX_URL_LENGTH) return;
      return answerWith(
        reply,
        request.url,
        414,
        errorBody('uri_too_long', `The request target is longer than ${MAX_URL_LENGTH} characters`),
      );
    });
    app.setNotFoundHandler((request, reply) => {
      // Pages are read-only: any other method on a page path is 405, and says which ones work.
      if (!isServicePath(request.url) && request.method !== 'GET' && request.method !== 'HEAD') {
        reply.header('allow', 'GET, HEAD');
        return answerWith(
          reply,
          request.url,
          405,
          errorBody('method_not_allowed', `${request.method} is not allowed on a page`),
        );
      }
      return send(reply, 404, errorBody('not_found', `No route ${request.method} ${request.url.split('?')[0]}`));
    });
  },
  { name: 'vitrina-error-handling' },
);

import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The project's one error shape (shared/contract errorSchema): code, message, field errors. */
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

export const errorHandling = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ code: error.code, message: error.message, fieldErrors: error.fieldErrors });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      // No stack traces or internals to clients.
      return reply.code(500).send({ code: 'internal_error', message: 'Something went wrong on our side', fieldErrors: {} });
    }
    return reply.code(status).send({ code: error.code ?? 'bad_request', message: error.message, fieldErrors: {} });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ code: 'not_found', message: `${request.method} ${request.url} not found`, fieldErrors: {} }),
  );
});

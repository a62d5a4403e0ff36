// GET /health for the balancer in front: 200 while this node takes requests, 503 once it drains
// for a shutdown (SIGTERM with SHUTDOWN_DRAIN_MS), so new requests go to the other nodes before
// this one stops listening. It checks only the process: a back end or Redis that is down is
// what the other nodes share too, and the gateway still serves kept pages without them.
import type { FastifyInstance } from 'fastify';

export class Readiness {
  draining = false;
}

export async function health(app: FastifyInstance, options: { readiness: Readiness }): Promise<void> {
  app.get('/health', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (options.readiness.draining) return reply.code(503).send({ ok: false, draining: true });
    return { ok: true };
  });
}

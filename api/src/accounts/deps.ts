// What the account objects need of the app: the database and app.auth (clock, postbox).
import type { FastifyInstance } from 'fastify';

export type AccountDeps = Pick<FastifyInstance, 'db' | 'auth'>;

// Makes the database available as app.db and closes it with the app.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import type { Database, Db } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

export const dbPlugin = fp(
  async (app: FastifyInstance, opts: { database: Database }) => {
    app.decorate('db', opts.database.db);
    app.decorate('database', opts.database);
  },
  { name: 'db' },
);

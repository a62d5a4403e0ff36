// Runs a raw statement under a fixed name. node-postgres then prepares it once per connection and
// PostgreSQL can reuse its plan, which matters for a statement that takes longer to plan than to
// run (search: ~3 ms of planning for ~0.5 ms of work on 100 000 products). PGlite runs it as usual.
// Only for statements whose text never changes: every value must be a parameter.
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

import type { Db } from './client.ts';

const dialect = new PgDialect();

export function executeNamed(db: Db, name: string, query: SQL): Promise<unknown> {
  // db.execute would send it unnamed; the session is what db.execute itself prepares through.
  return db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false).execute();
}

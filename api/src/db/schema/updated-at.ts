// The column that says when a row a shop publishes last changed (migration 0012).
import { timestamp } from 'drizzle-orm/pg-core';

/** Set by the default on insert and by the `<table>_touched` trigger on every update. */
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

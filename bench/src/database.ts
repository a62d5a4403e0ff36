// The benches' PostgreSQL database: made on first use, so a bench needs nothing but the server.
import pg from 'pg';

/** Creates the database `url` names when it is missing (connecting to `postgres` to do so). */
export async function ensureDatabase(url: string) {
  const target = new URL(url);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString() });
  await admin.connect();
  const name = target.pathname.slice(1);
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
}

// The demo shops' public origins: http://<brand>.localhost:<port>, where the port is the demo
// gateway's, so a demo started on any port links to itself and nowhere else.
import { eq } from 'drizzle-orm';

import type { Db } from '../db/client.ts';
import { sites } from '../db/schema/index.ts';

/** The gateway's default PORT: where a seed that was told no port points the demo shops. */
export const DEFAULT_SHOP_PORT = 3000;

export const demoOrigin = (brandKey: string, port: number) => `http://${brandKey}.localhost:${port}`;

/**
 * Whether an origin is a demo shop's: http on `<brand>.localhost`, any port or none. `.localhost`
 * only ever names the local machine (RFC 6761), so no real shop's origin looks like this.
 */
export function isDemoOrigin(brandKey: string, origin: string): boolean {
  const url = URL.parse(origin);
  return url?.protocol === 'http:' && url.hostname === `${brandKey}.localhost`;
}

/**
 * Points the demo shops at `port`. The demo data outlives its processes (DATA_DIR), and a demo
 * started again on another port must not link to the old one; origins an operator set are left
 * alone.
 */
export async function followDemoPort(db: Db, port: number): Promise<void> {
  const rows = await db
    .select({ id: sites.id, brandKey: sites.brandKey, publicOrigin: sites.publicOrigin })
    .from(sites);
  for (const row of rows) {
    const wanted = demoOrigin(row.brandKey, port);
    if (row.publicOrigin === wanted || !isDemoOrigin(row.brandKey, row.publicOrigin)) continue;
    await db.update(sites).set({ publicOrigin: wanted }).where(eq(sites.id, row.id));
  }
}

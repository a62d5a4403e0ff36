// The shop's name as its pages show it (settings.project), for the payment page; the brand key
// when a shop has not named itself.
import { eq } from 'drizzle-orm';

import type { Db } from '../db/client.ts';
import { sites } from '../db/schema/index.ts';

export async function shopNameOf(db: Db, siteId: number): Promise<string> {
  const [site] = await db
    .select({ brandKey: sites.brandKey, settings: sites.settings })
    .from(sites)
    .where(eq(sites.id, siteId))
    .limit(1);
  const project = (site?.settings as { project?: unknown } | undefined)?.project;
  return typeof project === 'string' && project ? project : (site?.brandKey ?? '');
}

// Where a credit can be arranged in person (calculator/filials): the shop's stores with their
// addresses and opening hours, in the shop's order. A credit request may name one; another shop's
// store is not found.
import { and, asc, eq } from 'drizzle-orm';

import type { Filial } from '@vitrina/contract';

import { t, type LangContext } from '../catalog/localise.ts';
import type { Db } from '../db/client.ts';
import { stores } from '../db/schema/index.ts';
import { HttpError } from '../plugins/errors.ts';

export async function shopFilials(db: Db, siteId: number, ctx: LangContext): Promise<Filial[]> {
  const rows = await db
    .select()
    .from(stores)
    .where(eq(stores.siteId, siteId))
    .orderBy(asc(stores.position), asc(stores.id));
  return rows.map((row) => ({
    id: row.id,
    name: t(row.name, ctx),
    address: t(row.address, ctx),
    hours: row.openingHours,
  }));
}

/** The store a credit request names, which must be one of the shop's. */
export async function checkFilial(db: Db, siteId: number, id: number): Promise<void> {
  const [row] = await db
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.siteId, siteId), eq(stores.id, id)));
  if (!row) throw new HttpError(404, 'not_found', 'Store not found', { filial_id: ['not_found'] });
}

// Quote requests: made from lines the shop accepts (quote-lines.ts) for the call's owner (the
// bearer's user, else the guest token, as the cart's), read back by that owner only (anyone else's
// id is a 404, so ids tell nothing), and confirmed by a letter to the contact after the answer.
import { and, asc, eq, type SQL } from 'drizzle-orm';

import type { QuoteCreateRequest, QuoteRequest } from '@vitrina/contract';
import { toMajor } from '@vitrina/domain';

import type { CartOwner, CartScope } from '../cart/owner.ts';
import { quoteRequestLines, quoteRequests } from '../db/schema/index.ts';
import { notFound } from '../plugins/errors.ts';
import { quoteLineCopies } from './quote-lines.ts';

type RequestRow = typeof quoteRequests.$inferSelect;
type LineRow = typeof quoteRequestLines.$inferSelect;

const ownerColumns = (owner: CartOwner) =>
  owner.kind === 'user' ? { userId: owner.userId, guestToken: null } : { userId: null, guestToken: owner.token };

const ownedBy = (owner: CartOwner): SQL =>
  owner.kind === 'user' ? eq(quoteRequests.userId, owner.userId) : eq(quoteRequests.guestToken, owner.token);

function viewOf(row: RequestRow, lines: LineRow[]): QuoteRequest {
  return {
    id: row.id,
    status: row.status,
    currency: lines[0]?.currency ?? '',
    created_at: row.createdAt.toISOString(),
    contact: { name: row.contactName, email: row.contactEmail, phone: row.contactPhone },
    comment: row.comment,
    lines: lines.map((line) => ({
      product_id: line.productId,
      title: line.title,
      code: line.code,
      count: Number(line.count),
      target_price: line.targetPriceMinor === null ? null : toMajor(line.targetPriceMinor),
      price_at_request: toMajor(line.priceAtRequestMinor),
    })),
  };
}

export async function createQuoteRequest(scope: CartScope, body: QuoteCreateRequest): Promise<QuoteRequest> {
  const { db, site, now, lang, owner } = scope;
  const copies = await quoteLineCopies(db, site.id, lang, body.items);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(quoteRequests)
      .values({
        siteId: site.id,
        ...ownerColumns(owner),
        contactName: body.contact.name,
        contactEmail: body.contact.email,
        contactPhone: body.contact.phone ?? null,
        comment: body.comment || null,
        lang: lang.lang,
        createdAt: now,
      })
      .returning();
    const lines = await tx
      .insert(quoteRequestLines)
      .values(copies.map((copy, position) => ({ requestId: row!.id, position, currency: site.currency, ...copy })))
      .returning();
    return viewOf(row!, lines);
  });
}

/** The owner's request; another owner's, another shop's or an unknown id is not found. */
export async function readQuoteRequest(scope: CartScope, id: number): Promise<QuoteRequest> {
  const { db, site, owner } = scope;
  const [row] = await db
    .select()
    .from(quoteRequests)
    .where(and(eq(quoteRequests.id, id), eq(quoteRequests.siteId, site.id), ownedBy(owner)));
  if (!row) throw notFound('Quote request');
  const lines = await db
    .select()
    .from(quoteRequestLines)
    .where(eq(quoteRequestLines.requestId, id))
    .orderBy(asc(quoteRequestLines.position));
  return viewOf(row, lines);
}

// The first-to-know letters: every few minutes, each subscriber of a product that is back in stock
// (sold, available, stock above zero) gets one letter in the language they asked in, then is marked
// sent. A row is leased before its letter goes (claimed_at), so two API nodes never both send it; a
// letter that fails keeps its lease until it runs out and is tried again then. server.ts starts it;
// tests call sendBackInStockLetters with their own clock.
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';

import type { Locale } from '@vitrina/domain';

import { productUrl, t } from '../catalog/localise.ts';
import type { Db } from '../db/client.ts';
import { firstToKnow, products } from '../db/schema/index.ts';
import { backInStockLetter } from '../mail/order-back-in-stock.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Site } from '../plugins/site.ts';
import { siteBrand } from '../settings/global-settings.ts';
import { siteById } from './order-mail.ts';

export const STOCK_LETTERS_EVERY_MS = 5 * 60 * 1000;
/** Long enough for a batch of letters through a slow mail server; a crashed node's rows wait this long. */
export const STOCK_LETTER_LEASE_MS = 15 * 60 * 1000;
const BATCH = 100;

export interface StockLetterDeps {
  db: Db;
  mailer: Mailer;
  mailFrom: string;
}

type Claimed = typeof firstToKnow.$inferSelect;

/** Leases up to BATCH waiting rows whose product is back; another node's live lease is left alone. */
async function claimDue(db: Db, now: Date): Promise<Claimed[]> {
  const free = and(
    isNull(firstToKnow.sentAt),
    or(isNull(firstToKnow.claimedAt), lt(firstToKnow.claimedAt, new Date(now.getTime() - STOCK_LETTER_LEASE_MS))),
  );
  const due = db
    .select({ id: firstToKnow.id })
    .from(firstToKnow)
    .innerJoin(products, eq(products.id, firstToKnow.productId))
    .where(and(free, eq(products.active, true), eq(products.available, true), sql`${products.stock} > 0`))
    .orderBy(firstToKnow.id)
    .limit(BATCH);
  // The lease's condition again in the update: a row another node leased meanwhile is not taken twice.
  return db
    .update(firstToKnow)
    .set({ claimedAt: now })
    .where(and(inArray(firstToKnow.id, due), free))
    .returning();
}

async function letterFor(deps: StockLetterDeps, site: Site, row: Claimed) {
  const [product] = await deps.db
    .select({ title: products.title, slug: products.slug })
    .from(products)
    .where(eq(products.id, row.productId));
  const ctx = { lang: row.lang as Locale, mainLang: site.mainLang };
  const link = `${site.publicOrigin}/${row.lang}${productUrl(t(product!.slug, ctx))}`;
  const { project, colors } = siteBrand(site);
  const letter = backInStockLetter(ctx.lang, { name: project, colors }, t(product!.title, ctx), link);
  return { from: { name: project, address: deps.mailFrom }, to: row.email, ...letter };
}

export interface StockLetterRun {
  sent: number;
  failed: number;
}

/** One run: every letter due now, batch after batch. */
export async function sendBackInStockLetters(deps: StockLetterDeps, nowMs: number): Promise<StockLetterRun> {
  const now = new Date(nowMs);
  const run: StockLetterRun = { sent: 0, failed: 0 };
  const sites = new Map<number, Promise<Site | null>>();
  for (;;) {
    const claimed = await claimDue(deps.db, now);
    for (const row of claimed) {
      if (!sites.has(row.siteId)) sites.set(row.siteId, siteById(deps.db, row.siteId));
      const site = await sites.get(row.siteId)!;
      try {
        await deps.mailer.send(await letterFor(deps, site!, row));
      } catch {
        run.failed++;
        continue;
      }
      await deps.db.update(firstToKnow).set({ sentAt: now }).where(eq(firstToKnow.id, row.id));
      run.sent++;
    }
    if (claimed.length < BATCH) return run;
  }
}

export interface JobLog {
  info: (fields: object, message: string) => void;
  error: (fields: object, message: string) => void;
}

/** Sends the due letters now and every STOCK_LETTERS_EVERY_MS until the returned function is called. */
export function scheduleBackInStockLetters(deps: StockLetterDeps, log: JobLog, now: () => number = Date.now) {
  const runOnce = () =>
    sendBackInStockLetters(deps, now()).then(
      (run) => (run.sent || run.failed) && log.info({ run }, 'first-to-know letters sent'),
      (error: unknown) => log.error({ err: error }, 'first-to-know letters could not be sent'),
    );
  void runOnce();
  const timer = setInterval(runOnce, STOCK_LETTERS_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

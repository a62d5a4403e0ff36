// Taking an order's units out of stock with no oversell: the products' rows are locked in id order
// (so two orders naming the same products never wait on each other in a circle), checked, and
// lowered in one statement. Two statements whatever the number of lines. A shop that allows
// negative stock (settings' allow_negative_stock) sells past zero.
import { sql } from 'drizzle-orm';

import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';

export interface StockLine {
  productId: number;
  count: number;
}

/**
 * The lines `stock` cannot cover: the one shortage rule of orders, reservations (which read the
 * stock without a lock) and takeStock (which reads it under the lock). Never short when the shop
 * allows negative stock.
 */
export function shortLines(
  lines: readonly StockLine[],
  stock: ReadonlyMap<number, number>,
  allowNegative: boolean,
): StockLine[] {
  if (allowNegative) return [];
  return lines.filter((line) => (stock.get(line.productId) ?? 0) < line.count);
}

/** The lines the stock cannot cover (none were taken), or [] once all were taken. */
export async function takeStock(
  tx: Db,
  siteId: number,
  lines: readonly StockLine[],
  allowNegative: boolean,
): Promise<StockLine[]> {
  if (lines.length === 0) return [];
  const ids = [...lines.map((line) => line.productId)].sort((a, b) => a - b);
  const locked = rowsOf<{ id: number; stock: string | number }>(
    await tx.execute(
      sql`SELECT id, stock FROM products WHERE site_id = ${siteId} AND id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) ORDER BY id FOR UPDATE`,
    ),
  );
  const stock = new Map(locked.map((row) => [Number(row.id), Number(row.stock)]));
  const short = shortLines(lines, stock, allowNegative);
  if (short.length) return short;
  const values = sql.join(
    lines.map((line) => sql`(${line.productId}::integer, ${line.count}::numeric)`),
    sql`, `,
  );
  await tx.execute(
    sql`UPDATE products AS p SET stock = p.stock - v.count FROM (VALUES ${values}) AS v(id, count) WHERE p.id = v.id`,
  );
  return [];
}

/** An order id from a URL (the query's `order`, a path's `:orderId`): a positive integer, else null. */
export function orderIdFrom(text: string | null | undefined): number | null {
  if (!text || !/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= 2 ** 31 - 1 ? id : null;
}

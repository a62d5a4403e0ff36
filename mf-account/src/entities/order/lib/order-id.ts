/** An order's (or an act's) id from a URL's `:id`: a positive integer the database can hold, else null. */
export function recordIdFrom(text: string | null | undefined): number | null {
  if (!text || !/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= 2 ** 31 - 1 ? id : null;
}

// An id of the shop's categories, places or adverts as a URL carries it: anything but a whole number
// the database could hold (a typo, a hand-edited URL) is no id.

/** PostgreSQL's integer: an id past it is none the API could have. */
const ID_MAX = 2_147_483_647;

export function idOf(text: string | null | undefined): number | null {
  if (!text || !/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= ID_MAX ? id : null;
}

// Spec 4: "on first load the list is trimmed to half the page size when larger". The page's first
// drawing (the server's HTML, and the browser's hydration of it, which must match) shows the first
// half of the page's adverts; once the page is live, the rest follow. A shorter list is not trimmed.
export function firstLoadCards<T>(cards: readonly T[], pageSize: number, trimmed: boolean): readonly T[] {
  const half = Math.ceil(pageSize / 2);
  return trimmed && cards.length > half ? cards.slice(0, half) : cards;
}

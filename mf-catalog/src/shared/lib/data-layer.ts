// Analytics events in the shape tag managers read (GA4 ecommerce on window.dataLayer). Browser
// only: the server renders no analytics.
export interface DataLayerItem {
  item_id: string;
  item_name: string;
  price: number;
  item_brand?: string;
  quantity?: number;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function pushEcommerce(
  event: 'view_item' | 'add_to_cart' | 'add_to_wishlist',
  currency: string,
  items: DataLayerItem[],
): void {
  if (typeof window === 'undefined') return;
  window.dataLayer ??= [];
  // GA4 asks to clear the previous ecommerce object first so values do not merge.
  window.dataLayer.push({ ecommerce: null });
  window.dataLayer.push({
    event,
    ecommerce: { currency, value: items.reduce((sum, item) => sum + item.price * (item.quantity ?? 1), 0), items },
  });
}

// The cart's analytics events in the shape tag managers read (GA4 ecommerce on window.dataLayer).
// Browser only: the server renders no analytics. Values are the server's prices (major units).

export interface DataLayerItem {
  item_id: string;
  item_name: string;
  price: number;
  quantity: number;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export type CartEvent = 'add_to_cart' | 'remove_from_cart';

export function pushCartEvent(event: CartEvent, currency: string, items: DataLayerItem[]): void {
  if (typeof window === 'undefined' || items.length === 0) return;
  window.dataLayer ??= [];
  // GA4 asks to clear the previous ecommerce object first so values do not merge.
  window.dataLayer.push({ ecommerce: null });
  const value = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  window.dataLayer.push({ event, ecommerce: { currency, value, items } });
}

// The pages bench:lighthouse-peers measures: one of each type a shopper opens, in the demo shop that
// has it. The pharmacy's catalogue pages are demo-pages.ts's; the rest are chosen here:
// - cart and checkout (/ro/cart, /ro/cart/checkout): with a guest's cart of three lines, since an
//   empty cart is not the page a shopper lands on (guest-cart.ts);
// - account (/ro/registration): the cabinet (/ro/cabinet, /ro/account/*) answers a guest with a 302
//   to the sign-in dialog over home (/ro?login=true), and the bench has no signed-in shopper, so the
//   account remote's page is the one a guest can open;
// - adverts (/ro/adverts, the public list): adverts are off in the pharmacy's settings; the demo's
//   doors shop has them (api/src/seed/brands/doors.ts), so the list is its, on a gateway of its own.
import type { RemoteKey } from '@vitrina/mf-kit';
import { demoPages } from './demo-pages.ts';
import type { PageType } from './demo-pages.ts';
import { guestCartCookie } from './guest-cart.ts';

export const PAGE_TYPES = ['home', 'category', 'product', 'search', 'cart', 'checkout', 'account', 'adverts'] as const;
export type LighthousePageType = (typeof PAGE_TYPES)[number];

/** The page types the Next.js peer renders (bench/peers/next/app: /[lang]/[...slug] and /[lang]/product/[slug]). */
export const PEER_TYPES: readonly LighthousePageType[] = ['category', 'product'];

export interface Shop {
  name: string;
  token: string;
  /** The remotes its gateway has pinned: those of the pages measured in it. */
  remotes: RemoteKey[];
}

export const PHARMACY: Shop = {
  name: 'pharmacy',
  token: 'demo-pharmacy',
  remotes: ['catalog', 'content', 'cart-checkout', 'account'],
};
export const DOORS: Shop = { name: 'doors', token: 'demo-doors', remotes: ['adverts'] };

export interface LighthousePage {
  type: LighthousePageType;
  shop: Shop;
  path: string;
  /** Sent with every request of the page's runs (the guest's cart cookie). */
  headers?: Record<string, string>;
}

const CATALOGUE_TYPES: readonly string[] = ['home', 'category', 'product', 'search'];
const SHOPPER_PATHS: Partial<Record<LighthousePageType, string>> = {
  cart: '/ro/cart',
  checkout: '/ro/cart/checkout',
  account: '/ro/registration',
};

/** The shop a page type is measured in. */
export const shopOf = (type: LighthousePageType): Shop => (type === 'adverts' ? DOORS : PHARMACY);

/** The pharmacy's pages of `types` (those not in it are left out), through its gateway and API. */
export async function pharmacyPages(
  stack: { gateway: string; api: string },
  types: LighthousePageType[],
): Promise<LighthousePage[]> {
  const catalogue = new Map<string, string>(
    await demoPages(stack.gateway, types.filter((type) => CATALOGUE_TYPES.includes(type)) as PageType[]),
  );
  const withCart = types.includes('cart') || types.includes('checkout');
  const cookie = withCart ? await guestCartCookie(stack.api, PHARMACY.token) : undefined;
  return types
    .filter((type) => shopOf(type) === PHARMACY)
    .map((type) => {
      const path = catalogue.get(type) ?? SHOPPER_PATHS[type]!;
      const cart = cookie && (type === 'cart' || type === 'checkout');
      return { type, shop: PHARMACY, path, ...(cart ? { headers: { Cookie: cookie } } : {}) };
    });
}

/** The doors shop's adverts list. */
export const advertsPage = (): LighthousePage => ({ type: 'adverts', shop: DOORS, path: '/ro/adverts' });

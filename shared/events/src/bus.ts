import { createEvent, sample } from 'effector';
import type { Locale } from '@vitrina/domain';
import { createUnitFactory } from './sid.ts';

/**
 * The typed bus every remote and the shell share. It is a Module Federation singleton, so the
 * events and stores below exist once per page (and once per server process, with the state kept
 * per request in an effector scope).
 */
const units = createUnitFactory('bus');

/** The locales are listed once, in @vitrina/domain. */
export type { Locale };
export interface CartSummary {
  count: number;
}
export interface AuthState {
  isAuth: boolean;
  name: string | null;
}
export type NoticeKind = 'info' | 'success' | 'error';
export interface Notice {
  id: number;
  kind: NoticeKind;
  text: string;
}

export const cartChanged = createEvent<CartSummary>();
export const authChanged = createEvent<AuthState>();
export const localeChanged = createEvent<Locale>();
/** Opening a modal closes any other: the bus keeps one id, or null. */
export const modalOpened = createEvent<string>();
export const modalClosed = createEvent();
export const notify = createEvent<{ kind: NoticeKind; text: string }>();
export const noticeDismissed = createEvent<number>();
/** The sign-in window's id on the bus: the shell's account button and `?login=true` open it, mf-account draws it. */
export const LOGIN_MODAL = 'account:login';
/** mf-cart-checkout's windows: the cart drawer (the header's cart link opens it) and the associated-products window. */
export const CART_DRAWER = 'cart:drawer';
export const CART_ASSOCIATED_MODAL = 'cart:associated';
/**
 * A call made with the shopper's session was refused with 401 although it was no sign-in (spec,
 * section 4): the session is over. mf-account clears what the shopper kept and sends them to
 * `/{lang}?login=true`; from then on every remote's personal calls stop (`$sessionLost`), so a
 * page full of them does not raise a burst of 401s and redirects.
 */
export const sessionExpired = createEvent();

export const $cart = units.store<CartSummary>('cart', { count: 0 });
export const $auth = units.store<AuthState>('auth', { isAuth: false, name: null });
export const $locale = units.store<Locale>('locale', 'ro');
export const $openModal = units.store<string | null>('open-modal', null);
export const $notices = units.store<Notice[]>('notices', []);
const $noticeSeq = units.store('notice-seq', 0);
export const $sessionLost = units.store('session-lost', false, { serialize: 'ignore' });

$cart.on(cartChanged, (_, next) => next);
$auth.on(authChanged, (_, next) => next);
$sessionLost.on(sessionExpired, () => true);
$locale.on(localeChanged, (_, next) => next);
/**
 * A window the shopper must answer before anything else (the shell's age check): locking opens it,
 * and while it is locked no other window opens and nothing closes it (Escape, the backdrop, a
 * remote's own window, `?login=true`). Only its owner unlocks it, with the answer, which closes it.
 */
export const modalLocked = createEvent<string>();
export const modalUnlocked = createEvent();
export const $modalLocked = units.store('modal-locked', false);
$modalLocked.on(modalLocked, () => true).reset(modalUnlocked);
$openModal.on(modalLocked, (_, id) => id).on(modalUnlocked, () => null);
sample({
  clock: modalOpened,
  source: $modalLocked,
  filter: (locked) => !locked,
  fn: (_, id) => id,
  target: $openModal,
});
sample({ clock: modalClosed, source: $modalLocked, filter: (locked) => !locked, fn: () => null, target: $openModal });

/**
 * The shopper asked the frame to close the open window (Escape, the backdrop, the frame's close
 * button). Most windows close at once; one that animates out (the cart drawer slides away in
 * 300 ms, spec 4) says so with `modalClosesItself` and closes itself when its animation is over.
 */
export const modalDismissed = createEvent();
export const modalClosesItself = createEvent<string>();
const $selfClosingModals = units.store<string[]>('self-closing-modals', [], { serialize: 'ignore' });
$selfClosingModals.on(modalClosesItself, (ids, id) => (ids.includes(id) ? ids : [...ids, id]));
sample({
  clock: modalDismissed,
  source: { open: $openModal, selfClosing: $selfClosingModals },
  filter: ({ open, selfClosing }) => open === null || !selfClosing.includes(open),
  fn: () => undefined,
  target: modalClosed,
});
$noticeSeq.on(notify, (n) => n + 1);

sample({
  clock: notify,
  source: { notices: $notices, seq: $noticeSeq },
  fn: ({ notices, seq }, notice) => [...notices, { id: seq, ...notice }].slice(-5),
  target: $notices,
});
$notices.on(noticeDismissed, (list, id) => list.filter((n) => n.id !== id));

/** How many items a shopper keeps in a list (favourites, compare); the header shows the counts. */
export interface ListCount {
  count: number;
}
export const favoritesChanged = createEvent<ListCount>();
export const compareChanged = createEvent<ListCount>();
export const $favorites = units.store<ListCount>('favorites', { count: 0 });
export const $compare = units.store<ListCount>('compare', { count: 0 });
$favorites.on(favoritesChanged, (_, next) => next);
$compare.on(compareChanged, (_, next) => next);

/**
 * A shopper pressed a product's buy, favourite or compare button (catalogue pages fire these; the
 * cart and the lists own what happens next). Quantities are in the product's own unit and a
 * multiple of its multiplicity; the server decides price and stock when the cart takes it.
 */
export interface ProductIntent {
  productId: number;
  quantity?: number;
}
export const addToCartRequested = createEvent<ProductIntent>();
/**
 * Buy presses the cart has not taken yet. The cart's widget loads when the browser is idle (or at
 * once when a press is waiting: the shell's CartSlot), so a press made before it is there waits
 * here instead of being lost; the cart takes every waiting press at once and says so.
 */
export const $pendingCartIntents = units.store<ProductIntent[]>('cart-intents', [], { serialize: 'ignore' });
export const cartIntentsTaken = createEvent();
/** A burst of presses beyond this is a stuck key, not a shopper: the oldest are dropped. */
const PENDING_INTENTS_MAX = 50;
$pendingCartIntents
  .on(addToCartRequested, (list, intent) => [...list, intent].slice(-PENDING_INTENTS_MAX))
  .reset(cartIntentsTaken);
/**
 * A "Request a quote" press (catalogue pages fire it where the shop's settings offer the quote cart):
 * mf-cart-checkout's quote cart adds one multiplicity of the product. Like a buy press, it waits in
 * $pendingQuoteIntents until the quote cart is there to take it.
 */
export const addToQuoteRequested = createEvent<ProductIntent>();
export const $pendingQuoteIntents = units.store<ProductIntent[]>('quote-intents', [], { serialize: 'ignore' });
export const quoteIntentsTaken = createEvent();
$pendingQuoteIntents
  .on(addToQuoteRequested, (list, intent) => [...list, intent].slice(-PENDING_INTENTS_MAX))
  .reset(quoteIntentsTaken);
export const favoriteToggled = createEvent<ProductIntent>();
export const compareToggled = createEvent<ProductIntent>();
/** The product page was shown to the shopper (mf-catalog keeps the recently viewed list from it). */
export const productViewed = createEvent<{ productId: number }>();

/**
 * The product page's order windows, drawn by mf-cart-checkout's cart widget: one-click and
 * pre-order (an order without the cart), first-to-know, credit, and where to pick the product up.
 * A press opens the window's id at once, which also makes the shell load the cart widget now (its
 * ids start with 'cart:'); the press waits in $pendingProductWindow until the widget takes it, as
 * a buy press does. One window at a time, so only the last press waits.
 */
export const PRODUCT_WINDOWS = {
  one_click: 'cart:one-click',
  pre_order: 'cart:pre-order',
  first_to_know: 'cart:first-to-know',
  credit: 'cart:credit',
  store_availability: 'cart:stores',
} as const;
export type ProductWindow = keyof typeof PRODUCT_WINDOWS;
export interface ProductWindowIntent extends ProductIntent {
  window: ProductWindow;
  /** The product is sold on prescription: the order windows ask the shopper to confirm it (the server checks). */
  prescription?: boolean;
}
export const productWindowRequested = createEvent<ProductWindowIntent>();
export const $pendingProductWindow = units.store<ProductWindowIntent | null>('product-window', null, {
  serialize: 'ignore',
});
export const productWindowTaken = createEvent();
$pendingProductWindow.on(productWindowRequested, (_, intent) => intent).reset(productWindowTaken);
sample({ clock: productWindowRequested, fn: ({ window }) => PRODUCT_WINDOWS[window], target: modalOpened });

/**
 * The header's windows: the shell owns the toggles, the search window itself belongs to mf-catalog,
 * which shows it while this store says 'search'. One window at a time.
 */
export type HeaderWindow = 'none' | 'search' | 'catalog';
export const headerWindowSet = createEvent<HeaderWindow>();
export const $headerWindow = units.store<HeaderWindow>('header-window', 'none');
$headerWindow.on(headerWindowSet, (_, next) => next);
/** The text typed in the header's search field; cleared on every route change. */
export const searchTextChanged = createEvent<string>();
export const $searchText = units.store('search-text', '');
$searchText.on(searchTextChanged, (_, next) => next);

/**
 * The page's head, one API for every remote: a remote sets it while preparing a page (server) or
 * when its page changes (browser); the gateway writes it into the HTML, the shell into document.
 * Fields left out fall back to the site's settings.
 */
export interface PageHead {
  title?: string;
  description?: string;
  keywords?: string;
  /**
   * JSON-LD objects of the page (Product, BreadcrumbList, ...). URLs on the shop are written as
   * paths (`/ro/product/x`): the shell makes them absolute on the shop's public origin, the one
   * place that knows it, so no remote builds a URL from a request's host.
   */
  jsonLd?: Record<string, unknown>[];
  /** e.g. 'noindex' for pages that must not be indexed. */
  robots?: string;
  /**
   * The same page in other languages when its path differs by language (translated slugs):
   * path inside the locale prefix, e.g. `{ ru: '/product/sigara-x' }`. Languages left out get
   * the current path under their prefix.
   */
  alternates?: Partial<Record<Locale, string>>;
}
export const headSet = createEvent<PageHead>();
export const $head = units.store<PageHead>('head', {});
$head.on(headSet, (_, next) => next);

/**
 * The page's HTTP status as the remote that owns the page knows it. A remote whose route matched
 * but whose data does not exist (an unknown product slug) sets 404, on the server while preparing
 * or in the browser after loading: the shell shows its 404 page in the remote's area and the
 * gateway answers with the status. The shell resets it to 200 on every route change.
 */
export const pageStatusSet = createEvent<number>();
export const $pageStatus = units.store<number>('page-status', 200);
$pageStatus.on(pageStatusSet, (_, status) => status);

/**
 * How many times the shell moved to another page (client navigation), which resets the status. A
 * page that reports its own status reports again on each: leaving for a page whose code is still
 * arriving and coming back before it arrived re-renders nothing, so only this count says the
 * status was reset under the page.
 */
export const pageVisited = createEvent();
export const $pageVisits = units.store<number>('page-visits', 0);
$pageVisits.on(pageVisited, (count) => count + 1);

/**
 * The page lives at another URL (a product slug of another language): a remote sets it while
 * preparing, and the gateway answers with the redirect instead of the page. Same-origin paths only.
 */
export interface PageRedirect {
  location: string;
  status: 301 | 302;
}
export const redirectSet = createEvent<PageRedirect>();
export const $redirect = units.store<PageRedirect | null>('redirect', null);
$redirect.on(redirectSet, (_, next) =>
  next.location.startsWith('/') && !next.location.startsWith('//') ? next : null,
);

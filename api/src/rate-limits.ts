// How often one client address (and, for account calls, one account) may make the calls a script
// would abuse. The one place to change a limit. Many shoppers can share an address (a mobile
// carrier's NAT, an office), so each limit is well above what a person does and far below what a
// script does.
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface RateLimit {
  /** Calls allowed in one window; the next ones answer 429 until the window ends. */
  max: number;
  windowMs: number;
}

/** Keyed by the route as Fastify registers it: `METHOD /url`. */
export const RATE_LIMITS = {
  // Writing a review takes minutes; ten an hour is a busy reviewer.
  'POST /general/product-review': { max: 10, windowMs: HOUR },
  // A reader may vote on every review of a few products.
  'POST /general/product-review/:id/:vote': { max: 100, windowMs: 10 * MINUTE },
  // Forms are sent once or twice by a person; twenty is a room of people behind one address.
  'POST /base/book-consultation': { max: 20, windowMs: 10 * MINUTE },
  'POST /base/partner-request': { max: 20, windowMs: 10 * MINUTE },
  'POST /base/user-request': { max: 20, windowMs: 10 * MINUTE },
  'POST /settings/news-letter': { max: 20, windowMs: 10 * MINUTE },
  'POST /api/support': { max: 20, windowMs: 10 * MINUTE },
  // Up to 5 MB each: the bound is on bytes stored as much as on calls.
  'POST /base/send-resume': { max: 5, windowMs: HOUR },
  // Search as you type: about a call per keystroke pause, two a second sustained.
  'GET /general/v2/search/search': { max: 120, windowMs: MINUTE },
  // Sign-in: a household or an office signs in a few times an hour; a guessing script tries thousands.
  'POST /auth/jwt/create': { max: 30, windowMs: 10 * MINUTE },
  // Social sign-in as often as a password one; each authorization URL also stores a pending sign-in.
  'POST /users/:social': { max: 30, windowMs: 10 * MINUTE },
  'POST /api/google-login': { max: 30, windowMs: 10 * MINUTE },
  'GET /users/social/:social/authorize': { max: 30, windowMs: 10 * MINUTE },
  // Each sends a letter: a person needs one or two, a script would mail strangers.
  'POST /auth/users': { max: 10, windowMs: HOUR },
  'POST /auth/users/reset_password': { max: 10, windowMs: HOUR },
  'POST /auth/users/resend_activation': { max: 10, windowMs: HOUR },
  // Mails a deletion link, like a reset.
  'POST /users/user/delete-account': { max: 10, windowMs: HOUR },
  // Each sends a code to an address or number the caller names: a person changes one or two.
  'POST /api/email/send-code': { max: 10, windowMs: HOUR },
  'POST /api/phone/send-code': { max: 10, windowMs: HOUR },
  // Decoding and re-encoding a picture is the API's heaviest work per call.
  'PATCH /api/users/change-profile-image': { max: 20, windowMs: HOUR },
  // Each call tells whether a code exists: a shopper types the one or two codes they were given, a
  // script guesses them by the thousand.
  'POST /general/promo-code/update_prices': { max: 30, windowMs: MINUTE },
  'POST /general/order/preview-promo': { max: 30, windowMs: MINUTE },
  // Each mails the address it names: a buyer sends a few lists a day, a script would mail strangers.
  'POST /general/quote-requests': { max: 10, windowMs: 10 * MINUTE },
  // Each order takes stock out of the shop: a household orders a few times a day, a script would
  // empty the shelves with orders nobody pays.
  'POST /general/v3/order': { max: 20, windowMs: 10 * MINUTE },
  'POST /general/v2/order/create-order': { max: 20, windowMs: 10 * MINUTE },
  'POST /general/iute-credit/create-order': { max: 20, windowMs: 10 * MINUTE },
  // A credit request is a form a person sends once or twice, like the public forms.
  'POST /calculator/credit-request': { max: 20, windowMs: 10 * MINUTE },
  // A one-click takes stock as an order does; a pre-order is an order the shop calls back about.
  'POST /general/v2/order/one-click': { max: 20, windowMs: 10 * MINUTE },
  'POST /general/v2/order/pre-order': { max: 20, windowMs: 10 * MINUTE },
  // A form a person sends once per product; each subscription is a letter to the address it names.
  'POST /general/first-to-know': { max: 20, windowMs: 10 * MINUTE },
  // Adverts: each new or edited advert may bring ten pictures to decode; an agent posts a few a day.
  'POST /api/adverts': { max: 20, windowMs: HOUR },
  'PATCH /api/adverts/:slug': { max: 60, windowMs: HOUR },
  // A house hunter reveals the numbers of the adverts they call; a scraper would reveal them all.
  'GET /api/adverts/:slug/contacts': { max: 30, windowMs: HOUR },
  // A reader reports an advert now and then; a grudge would file a hundred, each waiting for a moderator.
  'POST /api/complaint': { max: 10, windowMs: HOUR },
} as const satisfies Record<string, RateLimit>;

export type LimitedRoute = keyof typeof RATE_LIMITS;

/**
 * The same calls per account (the body's `email` in the request's shop), from any address: guessing
 * one shopper's password from many addresses, or filling one inbox, is held back too. A person who
 * forgot their password gets several tries; the lock lasts the window, not for ever, so a stranger
 * can delay a shopper's sign-in but never lock the account.
 */
export const ACCOUNT_RATE_LIMITS = {
  'POST /auth/jwt/create': { max: 10, windowMs: 15 * MINUTE },
  'POST /auth/users': { max: 5, windowMs: HOUR },
  'POST /auth/users/reset_password': { max: 3, windowMs: HOUR },
  'POST /auth/users/resend_activation': { max: 3, windowMs: HOUR },
} as const satisfies Partial<Record<LimitedRoute, RateLimit>>;

export type AccountLimitedRoute = keyof typeof ACCOUNT_RATE_LIMITS;

/**
 * The calls of a signed-in shopper counted per account (the bearer's user), from any address: a
 * stolen token cannot fill a stranger's inbox or phone with codes (an SMS costs the shop money), nor
 * renew a code's 5 tries without end.
 */
export const USER_RATE_LIMITS = {
  'POST /api/email/send-code': { max: 5, windowMs: HOUR },
  'POST /api/phone/send-code': { max: 5, windowMs: HOUR },
  // A signed-in shopper's message skips the bot check (the route says why): this bounds a script
  // that holds a token and writes from many addresses.
  'POST /api/support': { max: 10, windowMs: HOUR },
  // A stolen or scripted account reporting from many addresses is bounded as one.
  'POST /api/complaint': { max: 10, windowMs: HOUR },
} as const satisfies Partial<Record<LimitedRoute, RateLimit>>;

export type UserLimitedRoute = keyof typeof USER_RATE_LIMITS;

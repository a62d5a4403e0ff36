// The shapes of /api/cart-redis, its lock and /ws/cart (spec 7, "own server cart endpoint"): what
// the gateway accepts and answers, for the cart remote to type its calls with. Checked at the edge;
// nothing that fails a check is stored.
import { z } from 'zod';
import { errorSchema } from './common.ts';

/** Spec 9: a lock lives 15 s and its holder renews it every 5 s. */
export const CART_LOCK_LEASE_MS = 15_000;
/** A cart with its checkout form is a few kB; this leaves room for hundreds of lines. */
export const CART_BODY_LIMIT_BYTES = 256 * 1024;
const MAX_ORDER_FIELDS = 64;

/** Each top-level field is kept apart (a hash field in Redis): a short identifier. */
const FIELD_NAME = /^[A-Za-z_$][\w$-]{0,63}$/;
/** A tab id: holds a lock, and names the tab a cart event came from. */
export const CART_TAB_ID = /^[\w-]{1,64}$/;
const digits = (max: number) => z.string().regex(new RegExp(`^\\d{1,${max}}$`), 'must be a whole number');

export const cartOrder = z
  .looseObject({
    localCart: z
      .looseObject({ products: z.array(z.looseObject({}), 'must be a list of lines').optional() }, 'must be an object')
      .optional(),
    localDataFields: z.record(z.string(), z.unknown(), 'must be an object').optional(),
  })
  .superRefine((order, ctx) => {
    const names = Object.keys(order);
    if (names.length > MAX_ORDER_FIELDS)
      ctx.addIssue({ code: 'custom', message: `has more than ${MAX_ORDER_FIELDS} fields` });
    for (const name of names.filter((field) => !FIELD_NAME.test(field)))
      ctx.addIssue({ code: 'custom', path: [name], message: 'is not a field name (letters, digits, _ $ -)' });
  });
export type CartOrderInput = z.infer<typeof cartOrder>;

/** Which record: the caller's own (cart-owner.ts decides), in a customer group (default 0). */
export const cartRecordQuery = z.object({
  user_token: z.string().max(256).optional(),
  group_token: digits(9).default('0').transform(Number),
  owner: z.enum(['guest', 'user']).optional(),
});
export type CartRecordQuery = z.infer<typeof cartRecordQuery>;

/** DELETE takes its guards in the query: a body on DELETE is dropped by some proxies. */
export const cartDeleteQuery = cartRecordQuery.extend({
  expectedVersion: digits(15).transform(Number).optional(),
  lockToken: digits(15).transform(Number).optional(),
});

export const cartSaveRequest = z.object(
  {
    order: cartOrder,
    /** true: the order replaces the stored one; otherwise its top-level fields are merged in. */
    replace: z.boolean().default(false),
    expectedVersion: z.number().int().min(0).optional(),
    /** The token of the cart lock this tab holds: the save is refused once its lease is over. */
    lockToken: z.number().int().min(1).optional(),
  },
  'must be a JSON object like {"order": {...}}',
);

export const cartLockRequest = z.object(
  { holder: z.string().regex(CART_TAB_ID, 'must be a tab id') },
  'must be a JSON object',
);
export const cartLockHeldRequest = cartLockRequest.extend({ token: z.number().int().min(1) });

export const cartRecordAnswer = z.object({ data: z.object({ order: cartOrder, version: z.number().int() }) });
export const cartDeleteAnswer = z.object({ data: z.object({ version: z.number().int() }) });
export const cartLockAnswer = z.object({ data: z.object({ token: z.number().int(), leaseMs: z.number().int() }) });
/** 404 (no cart: version 0, or the version its deletion left) and 409 (stale version, lost lock). */
export const cartVersionError = errorSchema.extend({ currentVersion: z.number().int() });

/** What /ws/cart sends. */
export const cartSocketMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  z.object({
    type: z.literal('cart:event'),
    group: z.number().int(),
    version: z.number().int(),
    origin: z.string().optional(),
  }),
]);
export type CartSocketMessage = z.infer<typeof cartSocketMessage>;

// What the server loads for /{lang}/cart: the shopper's cart (their session's, or their guest
// token's) and its validation are in the page it sends, with the header's count. The route is
// personal (mounts.ts): the page cache never keeps it.
import { allSettled } from 'effector';
import type { RouteLoad } from '@vitrina/mf-kit/runtime';
import { cartOpened } from '../../../entities/cart/index.ts';
import { headLoad } from '../../../shared/lib/page-head.ts';

export const cartLoad: RouteLoad = async (context) => {
  await Promise.all([headLoad('cartTitle')(context), allSettled(cartOpened, { scope: context.scope })]);
};

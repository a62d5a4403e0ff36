// What the server prepares for /{lang}/quote: the head only. The list lives in the shopper's browser
// storage, so the page's lines are drawn there (and the route is personal: never cached).
import type { RouteLoad } from '@vitrina/mf-kit/runtime';
import { headLoad } from '../../../shared/lib/page-head.ts';

export const quoteLoad: RouteLoad = headLoad('quoteTitle');

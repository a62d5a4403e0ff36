// The advert page's load on the server: the advert and its titles (404 for an advert the visitor may
// not see, or in a shop without adverts).
import type { RouteLoad } from '@vitrina/mf-kit/runtime';
import { pageLoad } from '../../../shared/api/page.ts';
import { advertSpec } from './advert-spec.ts';

export const advertLoad: RouteLoad = pageLoad(advertSpec);

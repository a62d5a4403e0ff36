// This remote's back-end reads (see @vitrina/mf-kit/resources for how the store works), read through
// the shopper's personal GET: on the server a signed-in shopper's page is read with their session
// (their own draft opens, the owner's tools show), in the browser the /api proxy adds it anyway. For
// a guest both GETs are the same call.
import { personalGetFx } from '@vitrina/events';
import { createResources } from '@vitrina/mf-kit/resources';
import { advertsUnits } from '../lib/units.ts';

export { dataOf, resourceKey } from '@vitrina/mf-kit/resources';
export type { Resource } from '@vitrina/mf-kit/resources';

export const { $resources, resourceRequested, resourceRefreshed, loadResources, useResources } = createResources(
  advertsUnits,
  { read: personalGetFx },
);

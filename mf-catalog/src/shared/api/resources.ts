// This remote's back-end reads (see @vitrina/mf-kit/resources for how the store works).
import { createResources } from '@vitrina/mf-kit/resources';
import { catalogUnits } from '../lib/units.ts';

export { dataOf, resourceKey } from '@vitrina/mf-kit/resources';
export type { Resource } from '@vitrina/mf-kit/resources';

export const { $resources, resourceRequested, loadResources, useResources } = createResources(catalogUnits);

export {
  attributesRequest,
  CATEGORIES_REQUEST,
  COMPLAINT_CATEGORIES_REQUEST,
  FILTER_REGIONS_REQUEST,
  FORM_REGIONS_REQUEST,
  locationsRequest,
  sectorsRequest,
} from './api/requests.ts';
export type {
  AdvertCategory,
  AdvertLocation,
  AdvertRegion,
  AdvertSector,
  AttributeDefinition,
  ComplaintCategory,
  Titled,
} from './model/types.ts';
export { useReference } from './model/use-reference.ts';
export { usePlaceLists } from './model/use-place-lists.ts';
export { IdSelect } from './ui/IdSelect.tsx';

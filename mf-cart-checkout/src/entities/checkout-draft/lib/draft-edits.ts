// The draft's edits that touch more than the field changed: a place chosen clears what belonged to
// the previous one, and the delivery type is always one the region allows (spec 4: changing the
// region to anything other than 3 forces standart; spec 9: express exists in region 3 only).
import { deliveryTypeInRegion, localityById } from '@vitrina/domain';
import type { DeliveryType } from '@vitrina/domain';
import type { CarrierPoint, CheckoutDraft } from './draft.ts';
import { inRegion, knownRegion, townOf } from './places.ts';

/** The fields an edit sets as given: none of them constrains another. */
export type PlainField =
  | 'name'
  | 'email'
  | 'phone'
  | 'method'
  | 'date'
  | 'time'
  | 'sectorId'
  | 'building'
  | 'apartment'
  | 'note'
  | 'carrierPointRef'
  | 'payment'
  | 'creditProgramId'
  | 'creditMonths'
  | 'companyId'
  | 'comment';
export type PlainEdit = Partial<Pick<CheckoutDraft, PlainField>>;

/** The typed address's street, sector and the saved address go with the place they were in. */
const newPlace = { sectorId: null, street: '', streetId: null, savedAddressId: null } as const;

export function withRegion(draft: CheckoutDraft, wanted: number): CheckoutDraft {
  const regionId = knownRegion(wanted);
  if (regionId === draft.regionId && draft.savedAddressId === null) return draft;
  return {
    ...draft,
    ...newPlace,
    regionId,
    localityId: townOf(regionId),
    deliveryType: deliveryTypeInRegion(regionId, draft.deliveryType),
  };
}

export function withLocality(draft: CheckoutDraft, localityId: number): CheckoutDraft {
  if (!inRegion(localityId, draft.regionId) || localityId === draft.localityId) return draft;
  return { ...draft, ...newPlace, localityId };
}

export function withDeliveryType(draft: CheckoutDraft, wanted: DeliveryType): CheckoutDraft {
  return { ...draft, deliveryType: deliveryTypeInRegion(draft.regionId, wanted) };
}

/**
 * A saved address, its place taken from its locality; null goes back to the typed address. An
 * address in a place no region lists keeps the draft's place (the API then names what is wrong).
 */
export function withSavedAddress(draft: CheckoutDraft, address: { id: number; localityId: number } | null) {
  if (!address) return { ...draft, savedAddressId: null };
  const locality = localityById(address.localityId);
  if (!locality) return { ...draft, savedAddressId: address.id };
  return {
    ...draft,
    savedAddressId: address.id,
    regionId: locality.regionId,
    localityId: locality.id,
    deliveryType: deliveryTypeInRegion(locality.regionId, draft.deliveryType),
  };
}

/** A typed street: its listed id when the text names one of the streets offered. */
export function withStreet(draft: CheckoutDraft, street: string, streetId: number | null): CheckoutDraft {
  return { ...draft, street, streetId };
}

/** Another store has other slots: the chosen one goes. */
export function withStore(draft: CheckoutDraft, storeId: number | null): CheckoutDraft {
  return storeId === draft.storeId ? draft : { ...draft, storeId, date: null, time: null };
}

/** Another carrier city (or only another text) has other branches: the chosen one goes with it. */
export function withCarrierCity(draft: CheckoutDraft, carrierCity: string, carrierCityRef: string | null) {
  const sameCity = carrierCityRef === draft.carrierCityRef;
  return { ...draft, carrierCity, carrierCityRef, carrierPointRef: sameCity ? draft.carrierPointRef : null };
}

export function withCarrierPoint(draft: CheckoutDraft, carrierPoint: CarrierPoint): CheckoutDraft {
  return carrierPoint === draft.carrierPoint ? draft : { ...draft, carrierPoint, carrierPointRef: null };
}

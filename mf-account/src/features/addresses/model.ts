// The shopper's delivery addresses and the localities a city is chosen from. Both load on the
// server with the page (serialized to the browser), or in the browser when the page is reached by
// client navigation; after an accepted add, delete or new default the list is what the API says.
import { attach, combine, createEvent, sample } from 'effector';
import { $auth, $sessionLost, ApiError, apiGetFx, authChanged, personalGetFx, sessionExpired } from '@vitrina/events';
import type { DeliveryAddress, localityListResponse } from '@vitrina/contract';
import { accountCallFx } from '../../shared/api/account-call.ts';
import type { CallResult } from '../../shared/api/account-call.ts';
import { accountUnits } from '../../shared/lib/units.ts';

export type Locality = ReturnType<(typeof localityListResponse)['parse']>[number];

/** The add form's fields, as general/cart/create-delivery-address names them. */
export interface AddressDraft {
  /** A number, or the text typed when it is none (the API then names the field). */
  shipping_city_id: number | string;
  shipping_street_id: number | string;
  shipping_building: string;
  shipping_apartment: string;
  shipping_address_note: string;
  is_default: boolean;
}

export const loadAddressesFx = attach({
  effect: personalGetFx,
  mapParams: () => ({ path: 'general/cart/get-delivery-addresses' }),
});
/** The shop's delivery localities (base/locality): the same for every shopper, in the page's language. */
export const loadLocalitiesFx = attach({ effect: apiGetFx, mapParams: () => ({ path: 'base/locality' }) });

/** Null until loaded. */
export const $addresses = accountUnits.store<DeliveryAddress[] | null>('addresses/list', null);
export const $addressesFailed = accountUnits.store('addresses/failed', false);
export const $localities = accountUnits.store<Locality[]>('addresses/localities', []);

const $canCall = combine($auth, $sessionLost, (auth, lost) => auth.isAuth && !lost);

/** The page opened in the browser: what the server did not bring is loaded. */
export const addressesPageOpened = createEvent();
/** The error state's retry. */
export const addressesRetried = createEvent();

sample({
  clock: addressesPageOpened,
  source: { list: $addresses, canCall: $canCall },
  filter: ({ list, canCall }) => canCall && list === null,
  target: loadAddressesFx,
});
sample({
  clock: addressesPageOpened,
  source: $localities,
  filter: (localities) => localities.length === 0,
  target: loadLocalitiesFx,
});
sample({ clock: addressesRetried, source: $canCall, filter: Boolean, target: loadAddressesFx });

export const createAddressFx = attach({
  effect: accountCallFx,
  mapParams: (body: AddressDraft) => ({
    method: 'POST' as const,
    path: 'general/cart/create-delivery-address',
    body: { ...body },
  }),
});
const idBody = (id: number) => ({ method: 'POST' as const, body: { shipping_address_id: id } });
export const deleteAddressFx = attach({
  effect: accountCallFx,
  mapParams: (id: number) => ({ ...idBody(id), path: 'general/cart/delete-delivery-address' }),
});
/** Answers the whole list, the new default first. */
export const setDefaultAddressFx = attach({
  effect: accountCallFx,
  mapParams: (id: number) => ({ ...idBody(id), path: 'general/cart/set-default-delivery-address' }),
});

const accepted = (result: CallResult): result is CallResult & { kind: 'ok' } => result.kind === 'ok';

$addresses
  .on(loadAddressesFx.doneData, (_, list) => list as DeliveryAddress[])
  .on(setDefaultAddressFx.doneData, (list, result) => (accepted(result) ? (result.body as DeliveryAddress[]) : list))
  .on(deleteAddressFx.done, (list, { params, result }) =>
    accepted(result) && list ? list.filter((address) => address.shipping_address_id !== params) : list,
  );
$addressesFailed.on(loadAddressesFx.fail, () => true).reset(loadAddressesFx.done);
$localities.on(loadLocalitiesFx.doneData, (_, list) => list as Locality[]);

// A new address may take the default over; a deleted default passes to another: the API says which.
sample({
  clock: [createAddressFx.doneData, deleteAddressFx.doneData],
  filter: accepted,
  fn: () => undefined,
  target: loadAddressesFx,
});

// Spec, section 4: a 401 on a personal call ends the session, as for any other.
sample({
  clock: loadAddressesFx.failData,
  filter: (error) => error instanceof ApiError && error.status === 401,
  fn: () => undefined,
  target: sessionExpired,
});

const signedOut = sample({ clock: authChanged, filter: (auth) => !auth.isAuth });
$addresses.reset(signedOut);

/** The address the delete window asks about. */
export const addressDeleteAsked = createEvent<DeliveryAddress>();
export const $addressToDelete = accountUnits.store<DeliveryAddress | null>('addresses/to-delete', null, {
  serialize: 'ignore',
});
$addressToDelete.on(addressDeleteAsked, (_, address) => address);

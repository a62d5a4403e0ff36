// The typed address's look-ups: the locality's sectors (base/sector), and the street search
// (base/address) as the shopper types. Only the answer to the latest text is shown (a slow answer to
// an earlier, shorter text never replaces the list of a newer one), and a typed name that is one of
// the listed streets carries that street's id.
import { combine, createEvent, sample } from 'effector';
import { $draft, localityChosen, regionChosen, streetTyped } from '../../../entities/checkout-draft/index.ts';
import { loadSectorsFx, searchStreetsFx } from '../../../entities/delivery/index.ts';
import type { Sector, Street, StreetQuery } from '../../../entities/delivery/index.ts';
import { cartUnits } from '../../../shared/lib/units.ts';
import { $deliveryMethod, $watching, deliveryWatched } from './price-model.ts';

const $addressLocality = combine($draft, $deliveryMethod, (draft, method) =>
  method === 'address' ? draft.localityId : null,
);

export const $sectors = cartUnits.store<{ localityId: number; list: Sector[] } | null>('checkout/sectors', null);
/** The server's render asks for the first state's sectors. */
export const sectorsRequested = createEvent();

sample({
  clock: [sample({ clock: $addressLocality.updates, filter: $watching }), sectorsRequested, deliveryWatched],
  source: { localityId: $addressLocality, sectors: $sectors },
  filter: ({ localityId, sectors }) => localityId !== null && sectors?.localityId !== localityId,
  fn: ({ localityId }) => localityId!,
  target: loadSectorsFx,
});
sample({
  clock: loadSectorsFx.done,
  source: $addressLocality,
  filter: (localityId, { params }) => localityId === params,
  fn: (_, { params, result }) => ({ localityId: params, list: result }),
  target: $sectors,
});

/** The shopper typed in the street field. */
export const streetInput = createEvent<string>();

const $streetQuery = cartUnits.store<StreetQuery | null>('checkout/street-query', null, { serialize: 'ignore' });
export const $streets = cartUnits.store<Street[]>('checkout/streets', [], { serialize: 'ignore' });

/** The listed street a typed text names, if any (any case). */
export function streetIdOf(streets: readonly Street[], text: string): number | null {
  const wanted = text.trim().toLocaleLowerCase();
  return streets.find((street) => street.label.toLocaleLowerCase() === wanted)?.id ?? null;
}

sample({
  clock: streetInput,
  source: $streets,
  fn: (streets, street) => ({ street, streetId: streetIdOf(streets, street) }),
  target: streetTyped,
});
const asked = sample({
  clock: streetInput,
  source: $draft,
  fn: (draft, search): StreetQuery => ({ localityId: draft.localityId, search }),
});
sample({ clock: asked, target: [$streetQuery, searchStreetsFx] });

const listed = sample({
  clock: searchStreetsFx.done,
  source: $streetQuery,
  filter: (latest, { params }) => latest?.localityId === params.localityId && latest.search === params.search,
  fn: (_, { result }) => result,
});
$streets.on(listed, (_, streets) => streets).reset(regionChosen, localityChosen);
// The list came after the name was typed in full: the name is now a listed street.
sample({
  clock: listed,
  source: $draft,
  filter: (draft, streets) => streetIdOf(streets, draft.street) !== draft.streetId,
  fn: (draft, streets) => ({ street: draft.street, streetId: streetIdOf(streets, draft.street) }),
  target: streetTyped,
});

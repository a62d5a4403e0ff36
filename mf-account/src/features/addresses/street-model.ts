// The add form's street search: as the shopper types, the chosen city's streets starting with the
// text (base/address). Only the answer to the latest text is shown: a slow answer to an earlier,
// shorter prefix never replaces the list of a newer one.
import { attach, createEvent, sample } from 'effector';
import { apiGetFx } from '@vitrina/events';
import type { streetListResponse } from '@vitrina/contract';
import { accountUnits } from '../../shared/lib/units.ts';

export type Street = ReturnType<(typeof streetListResponse)['parse']>[number];

export interface StreetQuery {
  localityId: number;
  search: string;
}

/** The shopper typed in the street field (or chose another city) with this text. */
export const streetTyped = createEvent<StreetQuery>();

export const searchStreetsFx = attach({
  effect: apiGetFx,
  mapParams: (query: StreetQuery) => ({
    path: 'base/address',
    query: { locality_id: query.localityId, search: query.search.trim() || undefined },
  }),
});

const sameQuery = (a: StreetQuery | null, b: StreetQuery) =>
  a !== null && a.localityId === b.localityId && a.search === b.search;

/** The text last asked about; not serialized: the list is typed for, never rendered on the server. */
export const $streetQuery = accountUnits.store<StreetQuery | null>('addresses/street-query', null, {
  serialize: 'ignore',
});
export const $streets = accountUnits.store<Street[]>('addresses/streets', [], { serialize: 'ignore' });

$streetQuery.on(streetTyped, (_, query) => query);
sample({ clock: streetTyped, filter: (query) => query.localityId > 0, target: searchStreetsFx });
sample({
  clock: searchStreetsFx.done,
  source: $streetQuery,
  filter: (latest, { params }) => sameQuery(latest, params),
  fn: (_, { result }) => result as Street[],
  target: $streets,
});
// Another city: its streets are not the old city's.
$streets.on(streetTyped, (list, query) => (list[0] && list[0].localityId !== query.localityId ? [] : list));

/** The street a typed text names: its id when the text is one of the listed names, else null. */
export function streetIdOf(streets: readonly Street[], text: string): number | null {
  const wanted = text.trim().toLocaleLowerCase();
  return streets.find((street) => street.label.toLocaleLowerCase() === wanted)?.id ?? null;
}

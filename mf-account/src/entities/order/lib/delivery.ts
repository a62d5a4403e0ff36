// How an order is delivered, as lines a shopper reads: the order keeps the checkout's choices as
// they were sent (`delivery`, a free-form record in the contract), so every field is read with care
// and one the order lacks is left out rather than shown empty; and the names the shopper saw when
// ordering (`delivery_names`: the store, the place, the carrier's branch), which an order placed
// before the API kept them lacks, so the choice's number is shown instead.
import type { Order, OrderDeliveryNames } from '@vitrina/contract';
import type { Locale } from '@vitrina/domain';
import type { AccountT } from '../../../shared/ui/use-account-t.ts';
import type { AccountTextKey } from '../../../i18n/index.ts';
import { dayOf } from './format.ts';

export interface DeliveryFact {
  label: AccountTextKey;
  value: string;
}

type Record_ = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const number = (value: unknown): number | null => (typeof value === 'number' && value > 0 ? value : null);
const record = (value: unknown): Record_ =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record_) : {};

function methodText(delivery: Record_, t: AccountT): string | null {
  switch (delivery.method) {
    case 'pickup':
      return t('deliveryPickup');
    case 'address':
      return t(delivery.delivery_type === 'express' ? 'deliveryAddressExpress' : 'deliveryAddress');
    case 'carrier':
      return t('deliveryCarrier');
    case 'agreed_by_phone':
      return t('deliveryByPhone');
    default:
      return null;
  }
}

/** Parts of an address in a row, each already in the page's language (the building and apartment named). */
function addressParts(t: AccountT, parts: (string | undefined)[], building: string, apartment: string) {
  return [...parts, building && t('deliveryBuilding', { building }), apartment && t('deliveryApartment', { apartment })]
    .filter(Boolean)
    .join(', ');
}

/** The place as named when ordering: locality, sector, street, building, apartment (a saved address's too). */
function namedAddress(names: OrderDeliveryNames, t: AccountT): string | null {
  if (!names.building) return null;
  const region = names.region !== names.locality ? names.region : undefined;
  return addressParts(t, [names.locality, region, names.sector, names.street], names.building, names.apartment ?? '');
}

/** The street, building and apartment typed at checkout, or the saved address it named. */
function addressText(delivery: Record_, t: AccountT): string | null {
  const address = record(delivery.address);
  const building = text(address.building);
  if (building) return addressParts(t, [text(address.street)], building, text(address.apartment));
  const saved = number(delivery.shipping_address_id);
  return saved ? t('deliverySavedAddress', { id: saved }) : null;
}

function carrierText(delivery: Record_, t: AccountT): string | null {
  const carrier = record(delivery.carrier);
  if (carrier.type === 'courier') return t('deliveryCarrierCourier');
  const warehouse = text(carrier.warehouse_ref_id);
  if (carrier.type === 'warehouse' && warehouse) return t('deliveryCarrierWarehouse', { ref: warehouse });
  const postmachine = text(carrier.postmachine_ref_id);
  if (carrier.type === 'postmachine' && postmachine) return t('deliveryCarrierPostmachine', { ref: postmachine });
  return null;
}

/**
 * The carrier's city, and its branch or post machine by number and address as the carrier named them
 * (else by the choice's own reference).
 */
function carrierWhere(delivery: Record_, names: OrderDeliveryNames, t: AccountT): string | null {
  const type = record(delivery.carrier).type;
  const pointNumber = names.carrier_point_number;
  const point =
    pointNumber && type === 'warehouse'
      ? t('deliveryCarrierWarehouseNamed', { number: pointNumber })
      : pointNumber && type === 'postmachine'
        ? t('deliveryCarrierPostmachineNamed', { number: pointNumber })
        : null;
  const parts = [names.carrier_city, ...(point ? [point, names.carrier_point] : [carrierText(delivery, t)])];
  const shown = parts.filter(Boolean);
  return shown.length ? shown.join(', ') : null;
}

function whenText(delivery: Record_, t: AccountT, locale: Locale): string | null {
  const date = text(delivery.date);
  const time = text(delivery.time);
  const day = /^\d{4}-\d{2}-\d{2}$/.test(date) ? dayOf(date, locale) : '';
  if (day && time) return t('deliveryDateTime', { date: day, time });
  return day || time || null;
}

/** Where it goes: by the names kept with the order, else by what the choice itself holds. */
function whereText(delivery: Record_, names: OrderDeliveryNames, t: AccountT): string | null {
  const store = number(delivery.store_id);
  switch (delivery.method) {
    case 'pickup':
      if (names.store_name) return [names.store_name, names.store_address].filter(Boolean).join(', ');
      return store ? t('deliveryStoreNumber', { id: store }) : null;
    case 'carrier':
      return carrierWhere(delivery, names, t);
    case 'address':
      return namedAddress(names, t) ?? addressText(delivery, t);
    default:
      return null;
  }
}

/** The facts of an order's delivery that it holds, in the order a shopper reads them. */
export function deliveryFacts(
  order: Pick<Order, 'delivery' | 'delivery_names'>,
  t: AccountT,
  locale: Locale,
): DeliveryFact[] {
  const { delivery } = order;
  const where = whereText(delivery, order.delivery_names ?? {}, t);
  const facts: [AccountTextKey, string | null | undefined][] = [
    ['deliveryMethod', methodText(delivery, t)],
    [delivery.method === 'pickup' ? 'deliveryStore' : 'deliveryWhere', where],
    ['deliveryNote', text(record(delivery.address).note)],
    ['deliveryWhen', whenText(delivery, t, locale)],
  ];
  return facts
    .filter((fact): fact is [AccountTextKey, string] => !!fact[1])
    .map(([label, value]) => ({ label, value }));
}

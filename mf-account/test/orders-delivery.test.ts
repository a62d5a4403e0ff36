// An order's delivery as the shopper reads it: by the names the order kept of what the shopper chose
// (the store, the address's place, the carrier's branch), else from the choices themselves (a
// free-form record, an order from before the names): each kind of delivery says what it holds, and a
// field the order lacks is left out, never "undefined".
import { describe, expect, it } from 'vitest';
import type { OrderDeliveryNames } from '@vitrina/contract';
import { deliveryFacts } from '../src/entities/order/index.ts';
import { en } from '../src/i18n/en.ts';
import type { AccountT } from '../src/shared/ui/use-account-t.ts';

const t: AccountT = (key, values = {}) => en[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
const facts = (delivery: Record<string, unknown>, names?: OrderDeliveryNames) =>
  deliveryFacts({ delivery, ...(names ? { delivery_names: names } : {}) }, t, 'en').map(
    ({ label, value }) => `${label}: ${value}`,
  );

describe('an order with the names it kept', () => {
  it('names the store by its name and address', () => {
    expect(
      facts(
        { method: 'pickup', store_id: 2 },
        { store_name: 'City centre store', store_address: '126 Stefan cel Mare' },
      ),
    ).toEqual(['deliveryMethod: Pickup from a store', 'deliveryStore: City centre store, 126 Stefan cel Mare']);
  });

  it('names the place of an address, the region only where it is not the locality', () => {
    const address = { method: 'address', shipping_address_id: 5 };
    const names = { region: 'Chisinau', locality: 'Chisinau', sector: 'Botanica', street: 'Dacia', building: '7' };
    expect(facts(address, { ...names, apartment: '21' })).toEqual([
      'deliveryMethod: Courier to an address',
      'deliveryWhere: Chisinau, Botanica, Dacia, building 7, apartment 21',
    ]);
    expect(facts(address, { region: 'Anenii Noi', locality: 'Floreni', building: '3' })).toContain(
      'deliveryWhere: Floreni, Anenii Noi, building 3',
    );
  });

  it("names the carrier's city and its branch or post machine by number and address", () => {
    const branch = { method: 'carrier', carrier: { type: 'warehouse', warehouse_ref_id: 'wh-7' } };
    const named = { carrier_city: 'Kyiv', carrier_point_number: '12', carrier_point: '22 Khreshchatyk St' };
    expect(facts(branch, named)).toContain('deliveryWhere: Kyiv, Branch no. 12, 22 Khreshchatyk St');
    const machine = { method: 'carrier', carrier: { type: 'postmachine', postmachine_ref_id: 'pm-2' } };
    expect(facts(machine, { ...named, carrier_point_number: '5522' })).toContain(
      'deliveryWhere: Kyiv, Post machine no. 5522, 22 Khreshchatyk St',
    );
    // A branch the carrier did not know: the city, and the reference chosen.
    expect(facts(branch, { carrier_city: 'Kyiv' })).toContain('deliveryWhere: Kyiv, Branch wh-7');
  });
});

describe("an order's delivery without names", () => {
  it('names the carrier branch or post machine chosen, and the slot', () => {
    expect(
      facts({ method: 'carrier', carrier: { type: 'warehouse', city_ref_id: 'c1', warehouse_ref_id: 'wh-7' } }),
    ).toEqual(['deliveryMethod: Parcel carrier', 'deliveryWhere: Branch wh-7']);
    expect(
      facts({
        method: 'carrier',
        carrier: { type: 'postmachine', postmachine_ref_id: 'pm-2' },
        date: '2026-12-01',
        time: '18:00',
      }),
    ).toEqual([
      'deliveryMethod: Parcel carrier',
      'deliveryWhere: Post machine pm-2',
      'deliveryWhen: Dec 1, 2026, 18:00',
    ]);
  });

  it('names a saved address by its number when no address was typed', () => {
    expect(facts({ method: 'address', shipping_address_id: 5 })).toEqual([
      'deliveryMethod: Courier to an address',
      'deliveryWhere: Your saved address no. 5',
    ]);
  });

  it('says a one-click order is agreed by phone', () => {
    expect(facts({ method: 'agreed_by_phone' })).toEqual(['deliveryMethod: Agreed by phone']);
  });

  it('leaves out what the order lacks or holds in another shape', () => {
    expect(facts({})).toEqual([]);
    expect(facts({ method: 'pickup', store_id: 'two', date: 'soon', address: 'str. X' })).toEqual([
      'deliveryMethod: Pickup from a store',
    ]);
    expect(facts({ method: 'address', address: { street: 'str. Ismail' } })).toEqual([
      'deliveryMethod: Courier to an address',
    ]);
  });
});

// Delivery's calls: the places of an address (base/*), the checkout's delivery questions, the shop's
// stores (general/stores) and the parcel carrier (general/v2/novapost/*, the bundled dataset unless
// another carrier is given).
import type { FastifyInstance } from 'fastify';

import type { ParcelCarrier } from '../../delivery/carrier/carrier.ts';
import { localCarrier } from '../../delivery/carrier/local-carrier.ts';
import { carrierRoutes } from './carrier.ts';
import { checkoutDeliveryRoutes } from './checkout.ts';
import { placeRoutes } from './places.ts';
import { storeRoutes } from './stores.ts';

export async function deliveryRoutes(app: FastifyInstance, options: { carrier?: ParcelCarrier } = {}) {
  await app.register(placeRoutes);
  await app.register(checkoutDeliveryRoutes);
  await app.register(storeRoutes);
  await app.register(carrierRoutes, { carrier: options.carrier ?? localCarrier() });
}

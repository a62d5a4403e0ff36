// What the server's render asks for the delivery's first state, once the shop's stores and the
// cart are in: its price and the look-ups its fields show. (The browser keeps them current itself
// once deliveryWatched: see price-model.ts.)
import { createEvent, sample } from 'effector';
import { sectorsRequested } from './address-model.ts';
import { slotsRequested } from './pickup-model.ts';
import { deliveryPriceRequested } from './price-model.ts';

export const deliveryDataRequested = createEvent();

sample({ clock: deliveryDataRequested, target: [deliveryPriceRequested, sectorsRequested, slotsRequested] });

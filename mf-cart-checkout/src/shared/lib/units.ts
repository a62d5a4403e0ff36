// The remote's one unit factory: every store of mf-cart-checkout is declared through it, so two files
// can never take the same sid (serialized state would overwrite itself) nor another remote's.
import { createUnitFactory } from '@vitrina/events';

export const cartUnits = createUnitFactory('mf-cart-checkout');

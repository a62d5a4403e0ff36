// The remote's one unit factory: every store of mf-adverts is declared through it, so two files can
// never take the same sid (serialized state would overwrite itself).
import { createUnitFactory } from '@vitrina/events';

export const advertsUnits = createUnitFactory('mf-adverts');

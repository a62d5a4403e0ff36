// The remote's one unit factory: every store of mf-account is declared through it, so two files can
// never take the same sid (serialized state would overwrite itself).
import { createUnitFactory } from '@vitrina/events';

export const accountUnits = createUnitFactory('mf-account');

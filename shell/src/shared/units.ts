import { createUnitFactory } from '@vitrina/events';

/**
 * The one factory for every store the shell owns. Its sids are `shell/<key>`, so the shell's
 * serialized state can never collide with a remote's, and a key declared twice fails at start.
 */
export const shellUnits = createUnitFactory('shell');

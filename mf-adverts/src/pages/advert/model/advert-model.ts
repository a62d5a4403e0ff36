// The advert page's own wiring: when the owner publishes or hides it from the tools window, the page
// reads it again (the answer replaces the one shown, which stays until then).
import { sample } from 'effector';
import { advertRequest } from '../../../entities/advert/index.ts';
import { advertSaved } from '../../../features/advert-tools/index.ts';
import { resourceRefreshed } from '../../../shared/api/resources.ts';

sample({ clock: advertSaved, fn: (advert) => advertRequest(advert.slug), target: resourceRefreshed });

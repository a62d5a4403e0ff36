// What every account route declares alike.
import { z } from 'zod';

import { errorSchema } from '@vitrina/contract';

export const authTags = ['auth'];
/** The errors every account call can answer (401: no or unknown site token, or not signed in). */
export const authErrors = { 400: errorSchema, 401: errorSchema } as const;
/** Done, nothing to say (the answer has no body). */
export const noContent = z.null().describe('Done; no body');

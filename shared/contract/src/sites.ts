// Site lookup for the gateway: which shop a host name serves. Public, because the gateway needs it
// before it knows a token; tokens identify a shop and are not secrets (they grant no rights).
import { z } from 'zod';

import { CURRENCIES, LOCALES } from '@vitrina/domain';

/** By host name (multi-brand gateways) or by token (a gateway serving one brand). */
export const siteResolveQuery = z
  .object({ host: z.string().trim().min(1).max(253).optional(), token: z.string().trim().min(1).max(200).optional() })
  .refine((q) => q.host !== undefined || q.token !== undefined, { message: 'give host or token', path: ['host'] });

export const siteResolveResponse = z
  .object({
    token: z.string(),
    brand: z.string(),
    langs: z.array(z.enum(LOCALES)),
    mainLang: z.enum(LOCALES),
    currency: z.enum(CURRENCIES),
    theme: z.string(),
  })
  .meta({ id: 'SiteResolve' });
export type SiteResolve = z.infer<typeof siteResolveResponse>;

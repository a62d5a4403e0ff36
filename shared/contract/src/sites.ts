// Site lookup for the gateway: which shop a host name serves. It needs no site token (the gateway
// asks before it knows one) but answers only the service key: a shop's token is a credential.
import { z } from 'zod';

import { CURRENCIES, LOCALES } from '@vitrina/domain';

import { dbText } from './common.ts';

/** By host name (multi-brand gateways) or by token (a gateway serving one brand). */
export const siteResolveQuery = z
  .object({ host: dbText().trim().min(1).max(253).optional(), token: dbText().trim().min(1).max(200).optional() })
  .refine((q) => q.host !== undefined || q.token !== undefined, { message: 'give host or token', path: ['host'] });

/**
 * True for an origin a shop's absolute URLs may start with: http or https, a host and an optional
 * port, nothing more. It must equal its own URL's origin, so it has one spelling (lower case, no
 * default port, no trailing slash) and no path, query, fragment or credentials can hide in it.
 */
export function isPublicOrigin(value: string): boolean {
  const url = URL.parse(value);
  return url !== null && (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
}

/** A shop's public origin, e.g. `https://farmacia.md` or `http://pharmacy.localhost:3000`. */
export const publicOriginSchema = z.string().refine(isPublicOrigin, {
  message: 'must be an http(s) origin: scheme, lower-case host and optional port, nothing else',
});

export const siteResolveResponse = z
  .object({
    token: z.string(),
    brand: z.string(),
    langs: z.array(z.enum(LOCALES)),
    mainLang: z.enum(LOCALES),
    currency: z.enum(CURRENCIES),
    theme: z.string(),
    /** The shop's host names, lower case: the gateway serves the shop on these only. */
    hosts: z.array(z.string()),
    /** Where the shop is served publicly; every absolute URL of its pages is built on it, never on a request's Host. */
    publicOrigin: publicOriginSchema,
  })
  .meta({ id: 'SiteResolve' });
export type SiteResolve = z.infer<typeof siteResolveResponse>;

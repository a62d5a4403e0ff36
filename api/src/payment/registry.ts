// Which provider takes a shop's payments: providers by registry name, and a shop's choice by its
// brand key; every other shop uses the demo provider. A choice naming no registered provider is
// refused when the app is built, not when a shopper first tries to pay.
import type { Site } from '../plugins/site.ts';
import { DEMO_PROVIDER } from './demo/demo-provider.ts';
import type { PaymentProvider } from './provider.ts';

export interface PaymentRegistry {
  provider(name: string): PaymentProvider | undefined;
  /** The registry name of the provider the shop uses. */
  nameFor(site: Pick<Site, 'brandKey'>): string;
}

export function paymentRegistry(
  providers: Record<string, PaymentProvider>,
  shopProviders: Record<string, string> = {},
): PaymentRegistry {
  const byName = new Map(Object.entries(providers));
  if (!byName.has(DEMO_PROVIDER)) throw new Error('The demo payment provider must be registered');
  for (const [brand, name] of Object.entries(shopProviders)) {
    if (!byName.has(name)) throw new Error(`Shop ${brand} names payment provider ${name}, which is not registered`);
  }
  return {
    provider: (name) => byName.get(name),
    nameFor: (site) => shopProviders[site.brandKey] ?? DEMO_PROVIDER,
  };
}

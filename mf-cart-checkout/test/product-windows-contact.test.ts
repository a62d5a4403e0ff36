// The product windows fill in a signed-in shopper's contact as the checkout does (the shopper entity):
// the profile is asked once a page when a window opens (never for a guest), its name, e-mail and
// phone (in the shop's mask) go into the fields the shopper left empty, and what they typed stands.
import { allSettled } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser, GlobalSettings } from '@vitrina/contract';
import { $auth, $siteSettings, productWindowRequested } from '@vitrina/events';
import { $shopperContact } from '../src/entities/shopper/index.ts';
import { fillEmptyFields } from '../src/shared/lib/contact.ts';
import '../src/widgets/product-windows/model/windows-model.ts';
import { byPath, fakeBackEnd } from './fake-back-end.ts';
import { card, catalogue } from './product-windows-support.ts';
import { pageScope } from './scope.ts';

afterEach(() => vi.unstubAllGlobals());

const profile = {
  user: { first_name: 'Ana', last_name: 'Rusu', email: 'ana@example.md', phone: '+37369123456' },
  group_user_type: { id: 1 },
  company: null,
  delivery_addresses: [],
} as unknown as CurrentUser;
const moldova = { is_romanian: false, project_currency: 'MDL', credits: [] } as unknown as GlobalSettings;

const shop = () =>
  fakeBackEnd(
    byPath({
      'auth/users/me': () => Response.json(profile),
      'general/product-filter': catalogue(card(641)),
      'general/credits': () => Response.json([{ product_id: 641, programs: [] }]),
      'calculator/filials': () => Response.json([]),
    }),
  );
const profileCalls = (calls: { url: string }[]) => calls.filter((call) => call.url === 'auth/users/me');

describe("a signed-in shopper's contact in the product windows", () => {
  it('is asked once a page when a window opens, the phone in the shop’s mask', async () => {
    const calls = shop();
    const scope = pageScope([
      [$auth, { isAuth: true, name: 'Ana' }],
      [$siteSettings, moldova],
    ]);
    await allSettled(productWindowRequested, { scope, params: { productId: 641, window: 'one_click' } });
    await allSettled(productWindowRequested, { scope, params: { productId: 641, window: 'credit' } });
    expect(profileCalls(calls)).toHaveLength(1);
    expect(scope.getState($shopperContact)).toEqual({
      name: 'Ana Rusu',
      email: 'ana@example.md',
      phone: '+(373) 69-123-456',
    });
  });

  it('is never asked for a guest, whose forms stay empty', async () => {
    const calls = shop();
    const scope = pageScope([[$siteSettings, moldova]]);
    await allSettled(productWindowRequested, { scope, params: { productId: 641, window: 'pre_order' } });
    expect(profileCalls(calls)).toHaveLength(0);
    expect(scope.getState($shopperContact)).toBeNull();
  });

  it('fills only the fields still empty, whenever it arrives', () => {
    const controls: Record<string, { value: string }> = { name: { value: 'Ana Maria' }, phone: { value: '' } };
    const form = { elements: { namedItem: (name: string) => controls[name] ?? null } };
    fillEmptyFields(form, { name: 'Ana Rusu', phone: '+(373) 69-123-456', email: 'ana@example.md' });
    expect(controls).toEqual({ name: { value: 'Ana Maria' }, phone: { value: '+(373) 69-123-456' } });
  });
});

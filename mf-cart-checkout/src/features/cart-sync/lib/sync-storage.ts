// What a browser keeps for the cart's synchronisation (spec 3, "Cookies and storage"): the record's
// version, whose cart the local copy is (a guest's until it is migrated at sign-in), and the
// checkout form (`cart-data`) that travels with the record. Local storage is shared by the tabs of
// one browser, so a version one tab stores is the one the next tab's save names.
import { normaliseLocalCart } from '@vitrina/domain';
import type { LocalCart } from '@vitrina/domain';
import { CART_STORAGE_KEY } from '../../../entities/cart/index.ts';

export const CART_VERSION_KEY = 'cart-version';
export const CART_OWNER_KEY = 'cart-owner';
export const CART_FORM_KEY = 'cart-data';

export type CopyOwner = 'guest' | 'user';

/** Reading and writing JSON values by key (local storage in the page, a map in tests). */
export interface KeyValueStore {
  read(key: string): unknown;
  write(key: string, value: unknown): void;
}

export class SyncStorage {
  constructor(private readonly store: KeyValueStore) {}

  version(): number | null {
    const value = this.store.read(CART_VERSION_KEY);
    return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
  }

  setVersion(version: number | null): void {
    this.store.write(CART_VERSION_KEY, version);
  }

  owner(): CopyOwner {
    return this.store.read(CART_OWNER_KEY) === 'user' ? 'user' : 'guest';
  }

  setOwner(owner: CopyOwner): void {
    this.store.write(CART_OWNER_KEY, owner);
  }

  localCart(): LocalCart {
    return normaliseLocalCart(this.store.read(CART_STORAGE_KEY));
  }

  formFields(): Record<string, unknown> {
    const value = this.store.read(CART_FORM_KEY);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  }

  setFormFields(fields: Record<string, unknown>): void {
    this.store.write(CART_FORM_KEY, fields);
  }
}

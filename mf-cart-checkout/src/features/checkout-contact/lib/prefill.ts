// A signed-in shopper's contact (entities/shopper: from their profile) in the fields they left empty:
// what they typed (or what another tab kept) always stands.
import type { CheckoutDraft, PlainEdit } from '../../../entities/checkout-draft/index.ts';
import type { ShopperContact } from '../../../entities/shopper/index.ts';

export function contactPrefill(draft: CheckoutDraft, contact: ShopperContact): PlainEdit | null {
  const fill: PlainEdit = {};
  if (!draft.name.trim() && contact.name) fill.name = contact.name;
  if (!draft.email.trim() && contact.email) fill.email = contact.email;
  if (!draft.phone.trim() && contact.phone) fill.phone = contact.phone;
  return Object.keys(fill).length > 0 ? fill : null;
}

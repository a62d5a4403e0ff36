// A signed-in shopper's contact as a form fills it in: the name from the profile's first and last
// names, the e-mail, the phone in the shop's mask (spec 5: +(373), +40 or +38). Empty parts stay out.
import type { CurrentUser } from '@vitrina/contract';
import { formatPhone } from '@vitrina/domain/phone-mask';

export interface ShopperContact {
  name?: string;
  email?: string;
  phone?: string;
}

export function profileContact(profile: CurrentUser, phoneMask: string): ShopperContact {
  const { first_name, last_name, email, phone } = profile.user;
  const name = `${first_name} ${last_name}`.trim();
  return {
    ...(name ? { name } : {}),
    ...(email ? { email } : {}),
    ...(phone ? { phone: formatPhone(phone, phoneMask) } : {}),
  };
}

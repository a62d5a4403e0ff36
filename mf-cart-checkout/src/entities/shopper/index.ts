// The signed-in shopper who orders: their profile (contact, saved addresses), their companies, and
// the contact a form fills in from the profile.
export { loadCompaniesFx, loadProfileFx } from './api/shopper-api.ts';
export { $companies, $phoneMask, $profile, $shopperContact, shopperRequested } from './model/shopper-model.ts';
export { profileContact } from './lib/contact.ts';
export type { ShopperContact } from './lib/contact.ts';

// Who is ordering, when they are signed in: their profile, loaded once per page with the checkout or
// a product window, and their companies when they buy for one (group "company", or a company on the
// profile); the contact a form fills in from the profile, the phone in the shop's mask. A guest has
// neither; signing out forgets both.
import { combine, createEvent, sample } from 'effector';
import type { Company, CurrentUser } from '@vitrina/contract';
import { DEFAULT_PHONE_MASK, phoneMaskFor } from '@vitrina/domain/phone-mask';
import { $auth, $sessionLost, $siteSettings, authChanged } from '@vitrina/events';
import { cartUnits } from '../../../shared/lib/units.ts';
import { loadCompaniesFx, loadProfileFx } from '../api/shopper-api.ts';
import { profileContact } from '../lib/contact.ts';

/** The contract's GROUP_USER_TYPES.company (a value import would bring zod into the page). */
const COMPANY_GROUP = 2;

export const $profile = cartUnits.store<CurrentUser | null>('shopper/profile', null);
/** The companies an order may be placed for: the shop has not rejected them. */
export const $companies = cartUnits.store<Company[]>('shopper/companies', []);

/** The checkout needs the shopper: loaded once, for a signed-in shopper only. */
export const shopperRequested = createEvent();

sample({
  clock: shopperRequested,
  source: { auth: $auth, lost: $sessionLost, profile: $profile, pending: loadProfileFx.pending },
  filter: ({ auth, lost, profile, pending }) => auth.isAuth && !lost && profile === null && !pending,
  fn: () => undefined,
  target: loadProfileFx,
});
sample({
  clock: loadProfileFx.doneData,
  filter: (profile) => profile.group_user_type.id === COMPANY_GROUP || profile.company !== null,
  fn: () => undefined,
  target: loadCompaniesFx,
});

$profile.on(loadProfileFx.doneData, (_, profile) => profile);
$companies.on(loadCompaniesFx.doneData, (_, list) => list.data.filter((company) => company.status !== 'rejected'));

const signedOut = sample({ clock: authChanged, filter: (auth) => !auth.isAuth });
$profile.reset(signedOut);
$companies.reset(signedOut);

/** How a phone is written in this shop (spec 5: by its country and currency). */
export const $phoneMask = $siteSettings.map((settings) =>
  settings
    ? phoneMaskFor({ isRomanian: settings.is_romanian, currency: settings.project_currency })
    : DEFAULT_PHONE_MASK,
);
/** What a form fills in for a signed-in shopper; null for a guest (or before the profile came). */
export const $shopperContact = combine($profile, $phoneMask, (profile, mask) =>
  profile ? profileContact(profile, mask) : null,
);

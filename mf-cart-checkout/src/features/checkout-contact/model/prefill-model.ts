// The contact filled in from the profile: when the profile arrives, and again after the stored form
// was read back (it may hold an empty contact: another tab's, or one from before signing in).
import { sample } from 'effector';
import { $draft, draftPrefilled, draftRestored } from '../../../entities/checkout-draft/index.ts';
import { $phoneMask, $shopperContact, loadProfileFx } from '../../../entities/shopper/index.ts';
import { contactPrefill } from '../lib/prefill.ts';

const filled = sample({
  clock: [loadProfileFx.done, draftRestored],
  source: { draft: $draft, contact: $shopperContact },
  filter: ({ contact }) => contact !== null,
  fn: ({ draft, contact }) => contactPrefill(draft, contact!),
});
sample({ clock: filled, filter: Boolean, target: draftPrefilled });

export { $phoneMask };

// What the windows tell each other: the address a letter went to, why a social sign-in failed.
import { createEvent } from 'effector';
import { accountUnits } from '../../../shared/lib/units.ts';

const browserOnly = { serialize: 'ignore' } as const;

export type SocialFailure = 'email' | 'failed';

export const letterSent = createEvent<string>();
export const $letterSentTo = accountUnits.store('auth/letter-sent-to', '', browserOnly);
$letterSentTo.on(letterSent, (_, email) => email);

export const socialFailed = createEvent<SocialFailure>();
export const $socialFailure = accountUnits.store<SocialFailure>('auth/social-failure', 'failed', browserOnly);
$socialFailure.on(socialFailed, (_, reason) => reason);

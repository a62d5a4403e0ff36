// What a provider's checked claims say about the shopper: the identity (issuer and subject) and a
// verified e-mail address, or the spec's refusal when the provider gives no such address.
import type { IDToken, UserInfoResponse } from 'openid-client';

import { freeText, newsletterFields, SOCIAL_ERROR_CODES } from '@vitrina/contract';

import { HttpError } from '../plugins/errors.ts';

export interface ProviderIdentity {
  issuer: string;
  subject: string;
  /** Verified by the provider, normalised by the contract's e-mail rule (trimmed, lower-cased). */
  email: string;
  firstName: string;
  lastName: string;
}

const noEmail = () =>
  new HttpError(
    400,
    SOCIAL_ERROR_CODES.emailMissing,
    'The provider gave no verified e-mail address; register with your e-mail address instead',
  );

/** A profile name as the profile form would take it, or nothing when the provider's is unusable. */
const nameOf = (value: unknown) =>
  freeText(100)
    .catch('')
    .parse(typeof value === 'string' ? value : '');

/** The identity in an ID token's claims (or userinfo's, when the token carries no e-mail). */
export function identityOf(issuer: string, claims: IDToken | UserInfoResponse): ProviderIdentity {
  const email = newsletterFields.shape.email.safeParse(claims.email);
  // Only an address the provider verified may open the shop's account of that address. Some
  // providers send the flag as a string.
  const verified = claims.email_verified === true || claims.email_verified === 'true';
  if (!email.success || !verified) throw noEmail();
  return {
    issuer,
    subject: claims.sub,
    email: email.data,
    firstName: nameOf(claims.given_name),
    lastName: nameOf(claims.family_name),
  };
}

// Account calls beyond sign-in (users/*, general/cart/*-delivery-address, favorites, api/email/*,
// api/phone/*): profile and its picture, group, delivery addresses, server favourites, e-mail and
// phone changes, and auth/users/me's answer that carries them. Field messages are the same stable
// codes as auth.ts.
import { z } from 'zod';

import type { Locale } from '@vitrina/domain';

import { activationRequest } from './auth.ts';
import { DB_INT_MAX, freeText, requiredField, requiredText } from './common.ts';
import { consultationFields, newsletterFields } from './forms.ts';

/** An id in a JSON body, with the field codes the forms show ('required', 'invalid'). */
const id = z.number({ error: 'invalid' }).int('invalid').min(1, 'invalid').max(DB_INT_MAX, 'invalid');

/** A calendar date, YYYY-MM-DD, that exists (no 31 February). */
const isoDate = z
  .string({ error: 'invalid' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'invalid', abort: true })
  .refine((value) => new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), 'invalid');

/** A birthday: a real date between 1900 and today (a null clears it). The server's today is UTC. */
const birthday = isoDate
  .refine((value) => value >= '1900-01-01' && value <= new Date().toISOString().slice(0, 10), 'invalid')
  .nullable();

/**
 * users/user/{id}: the profile fields; each one sent is changed, the others kept. The e-mail is not
 * one of them (it changes through its own confirmed call), so an `email` sent here is ignored.
 */
export const profileUpdateRequest = z.object({
  first_name: freeText(100).optional(),
  last_name: freeText(100).optional(),
  phone: consultationFields.shape.phone.optional(),
  birthday: birthday.optional(),
});

/** api/users/change-full-name: one line, the first word is the first name, the rest the last name. */
export const changeFullNameRequest = z.object({ full_name: requiredText(201) });

export const GROUP_USER_TYPES = { individual: 1, company: 2 } as const;

/** users/user-group: whether the shopper buys as a person or for a company. */
export const userGroupResponse = z
  .object({
    id: z.number().int().describe("The user's id"),
    group_user_type: z.object({
      id: z.number().int().describe('1 individual, 2 company'),
      name: z.enum(['individual', 'company']),
    }),
  })
  .meta({ id: 'UserGroup' });
export type UserGroup = z.infer<typeof userGroupResponse>;

export const deliveryAddressFields = z.object({
  shipping_city_id: id,
  shipping_street_id: id,
  shipping_building: requiredText(50),
  shipping_apartment: freeText(50).default(''),
  shipping_address_note: freeText(500).default(''),
  /** The new address becomes the default one (a user's first address always does). */
  is_default: z.boolean({ error: 'invalid' }).default(false),
});
export const createDeliveryAddressRequest = deliveryAddressFields;
export const deliveryAddressIdRequest = z.object({ shipping_address_id: id });

export const deliveryAddressSchema = z
  .object({
    shipping_address_id: z.number().int(),
    shipping_city_id: z.number().int(),
    shipping_street_id: z.number().int(),
    shipping_building: z.string(),
    shipping_apartment: z.string(),
    shipping_address_note: z.string(),
    is_default: z.boolean().describe('At most one address of a user is the default'),
  })
  .meta({ id: 'DeliveryAddress' });
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;
export const deliveryAddressListResponse = z.array(deliveryAddressSchema).meta({ id: 'DeliveryAddressList' });

/** How many ids a guest's list may bring to the account at sign-in (the cookie holds far fewer). */
export const FAVORITES_MERGE_MAX = 500;

export const favoriteRequest = z.object({ product_id: id });
/** DELETE /favorites/: one product, or `clear_all: true` for every one. */
export const favoriteDeleteRequest = z
  .object({ product_id: id.optional(), clear_all: z.boolean({ error: 'invalid' }).optional() })
  .refine((body) => body.product_id !== undefined || body.clear_all === true, {
    path: ['product_id'],
    message: 'required',
  });
export const favoritesMergeRequest = z.object({
  product_ids: z.array(id, { error: 'invalid' }).max(FAVORITES_MERGE_MAX, 'too_long'),
});
export const favoritesResponse = z
  .object({ product_ids: z.array(z.number().int()).describe('Newest first') })
  .meta({ id: 'Favorites' });
export type Favorites = z.infer<typeof favoritesResponse>;

/** The page the account-deletion letter opens (mf-account's confirm modal); it sends uid and token. */
export const deleteAccountLinkPath = (lang: Locale, uid: number, token: string) =>
  `/${lang}/delete-account/confirm/${uid}/${token}`;

/** users/user/confirm-delete-account: the uid and token of the deletion letter's link (as activation's). */
export const confirmDeleteAccountRequest = activationRequest;

export const COMPANY_STATUSES = ['pending', 'active', 'rejected'] as const;
/** Companies per page of users/company. */
export const COMPANY_PAGE_SIZE = 10;

/** A company's fiscal code as the shops' countries write it: IDNO 13, CUI 2-10, EDRPOU 8 digits. */
const fiscalCode = z
  .string({ error: 'required' })
  .trim()
  .min(1, requiredField)
  .regex(/^\d{2,13}$/, 'invalid');
export const companyFields = z.object({
  name: requiredText(200),
  fiscal_code: fiscalCode,
  legal_address: freeText(300).default(''),
});
export const companyCreateRequest = companyFields;
export const companyEditRequest = z.object({
  name: requiredText(200).optional(),
  fiscal_code: fiscalCode.optional(),
  legal_address: freeText(300).optional(),
});

export const companySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    fiscal_code: z.string(),
    legal_address: z.string(),
    status: z.enum(COMPANY_STATUSES).describe('pending until the shop confirms the company'),
    created_at: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'Company' });
export type Company = z.infer<typeof companySchema>;

const day = isoDate.optional();
/** users/company filters (spec: search, status, start_date, end_date, page); `all` is no status filter. */
export const companyListQuery = z.object({
  search: freeText(100).optional(),
  status: z.enum(['all', ...COMPANY_STATUSES], { error: 'invalid' }).default('all'),
  start_date: day,
  end_date: day,
  page: z.coerce.number({ error: 'invalid' }).int('invalid').min(1, 'invalid').max(100_000, 'invalid').default(1),
  /** The spec's cache-busting parameter: accepted and ignored. */
  timestamp: freeText(50).optional(),
});
export const companyListResponse = z
  .object({
    data: z.array(companySchema),
    totalCount: z.number().int(),
    pages: z.number().int().describe(`${COMPANY_PAGE_SIZE} per page`),
  })
  .meta({ id: 'CompanyList' });

// Profile image, and e-mail and phone changes confirmed with a code (api/users/*-profile-image,
// api/email/*, api/phone/*).

/** api/users/change-profile-image: the multipart field of the picture. */
export const PROFILE_IMAGE_FIELD = 'image';
/** A phone's photo fits; anything larger is refused before it is decoded. */
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/**
 * A few kilobytes can declare a picture of billions of pixels (a decompression bomb): 40 megapixels
 * takes a 40 MP camera's photo and bounds the memory one decoding may take to about 160 MB.
 */
export const PROFILE_IMAGE_MAX_PIXELS = 40_000_000;
/** The stored picture is WebP and fits this square (the cabinet shows it far smaller). */
export const PROFILE_IMAGE_SIDE = 512;

/** A code lives 10 minutes and takes 5 tries, right or wrong; then a new one must be sent. */
export const CONTACT_CODE_TTL_SECONDS = 600;
export const CONTACT_CODE_MAX_ATTEMPTS = 5;

/**
 * The field codes of these calls besides the forms' ones: a code that is wrong, used, expired or
 * out of tries (one code, so a guesser learns nothing more); an address or sign-in number of
 * another account of the shop; one the account has already; a sign-in number asked to be created
 * when the account has one (change-auth-number replaces it).
 */
export const CONTACT_FIELD_CODES = [
  'invalid_code',
  'already_registered',
  'already_added',
  'auth_number_exists',
] as const;

const emailAddress = newsletterFields.shape.email;
const phoneNumber = consultationFields.shape.phone;
const verificationCode = z
  .string({ error: 'required' })
  .trim()
  .min(1, requiredField)
  .regex(/^\d{6}$/, 'invalid_code');

export const emailSendCodeRequest = z.object({ new_email_address: emailAddress });
/** api/email/ (add the address to the account's list) and api/email/change/ (make it the sign-in one). */
export const emailConfirmRequest = z.object({ email_address: emailAddress, verification_code: verificationCode });
export const phoneSendCodeRequest = z.object({ new_phone_number: phoneNumber });
/** api/phone/, api/phone/create-auth-number/ and api/phone/change-auth-number/. */
export const phoneConfirmRequest = z.object({ phone_number: phoneNumber, verification_code: verificationCode });

export const codeSentResponse = z
  .object({ expires_in: z.number().int().describe('Seconds the code works') })
  .meta({ id: 'CodeSent' });

export const contactEmailSchema = z
  .object({ id: z.number().int(), email_address: z.string() })
  .meta({ id: 'ContactEmail' });
export type ContactEmail = z.infer<typeof contactEmailSchema>;
export const contactPhoneSchema = z
  .object({
    id: z.number().int(),
    phone_number: z.string().describe('+ and digits, e.g. +37369123456'),
    is_auth: z.boolean().describe('The sign-in number (an account has at most one)'),
  })
  .meta({ id: 'ContactPhone' });
export type ContactPhone = z.infer<typeof contactPhoneSchema>;

/** auth/users/me: the spec's user data (user, company, delivery_addresses, loyalty_points, group_user_type). */
export const currentUserResponse = z
  .object({
    user: z.object({
      id: z.number().int(),
      email: z.string().describe('The sign-in address'),
      first_name: z.string(),
      last_name: z.string(),
      phone: z.string(),
      birthday: z.string().nullable().describe('YYYY-MM-DD'),
      status: z.enum(['active', 'inactive']),
      balance: z.number().int().describe("In minor units of the shop's currency"),
      can_use_promocode: z.boolean(),
      profile_image: z
        .string()
        .nullable()
        .describe(`A /media URL of the WebP picture, at most ${PROFILE_IMAGE_SIDE} px`),
    }),
    company: companySchema.nullable().describe('The first company the shopper buys for (the one create-company keeps)'),
    delivery_addresses: z.array(deliveryAddressSchema).describe('The default first'),
    emails: z.array(contactEmailSchema).describe('Confirmed addresses besides the sign-in one, oldest first'),
    phones: z.array(contactPhoneSchema).describe('Confirmed numbers, the sign-in one first'),
    loyalty_points: z.number().int(),
    group_user_type: z.object({ id: z.number().int().describe('1 individual, 2 company') }),
  })
  .meta({ id: 'CurrentUser' });
export type CurrentUser = z.infer<typeof currentUserResponse>;

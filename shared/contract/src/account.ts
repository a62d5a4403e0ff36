// Account calls beyond sign-in (users/*, general/cart/*-delivery-address, favorites): profile, group,
// delivery addresses and server favourites. Field messages are the same stable codes as auth.ts.
import { z } from 'zod';

import type { Locale } from '@vitrina/domain';

import { activationRequest } from './auth.ts';
import { DB_INT_MAX, freeText, requiredField, requiredText } from './common.ts';
import { consultationFields } from './forms.ts';

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
  `/${lang}/account/delete/confirm/${uid}/${token}`;

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

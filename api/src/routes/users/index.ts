// users/user-group, users/user/{id} (profile), api/users/change-full-name, account deletion, companies,
// the delivery addresses (general/cart/*-delivery-address*, here rather than with the cart: they are the user's),
// the profile picture and the e-mail and phone changes (api/email/*, api/phone/*).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  changeFullNameRequest,
  currentUserResponse,
  dbIdParam,
  errorResponses,
  profileUpdateRequest,
  siteHeadersSchema,
  userGroupResponse,
} from '@vitrina/contract';

import { ownUserId, splitFullName, updateProfile, userGroupOf } from '../../accounts/profile.ts';
import { currentUserOf } from '../../auth/users.ts';
import { companyRoutes } from './companies.ts';
import { contactChangeRoutes } from './contact-change.ts';
import { deleteAccountRoutes } from './delete-account.ts';
import { deliveryAddressRoutes } from './delivery-addresses.ts';
import { profileImageRoutes } from './profile-image.ts';

export const accountTags = ['account'];
const user = { user: true } as const;

export async function userRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const headers = siteHeadersSchema;
  const tags = accountTags;

  app.get(
    '/users/user-group',
    {
      config: user,
      schema: {
        operationId: 'getUserGroup',
        summary: 'Whether the signed-in shopper buys as an individual or for a company',
        tags,
        headers,
        response: { 200: userGroupResponse, ...errorResponses },
      },
    },
    (req) => userGroupOf(req.user.row),
  );

  app.patch(
    '/users/user/:id',
    {
      config: user,
      schema: {
        operationId: 'updateProfile',
        summary: "Change the signed-in shopper's names, phone (the shop's mask) or birthday; another id is a 404",
        tags,
        headers,
        params: z.object({ id: dbIdParam }),
        body: profileUpdateRequest,
        response: { 200: currentUserResponse, ...errorResponses },
      },
    },
    async (req) => {
      ownUserId(req.user.row, req.params.id);
      return currentUserOf(app.db, await updateProfile(app, req.site, req.user.row, req.body));
    },
  );

  app.patch(
    '/api/users/change-full-name',
    {
      config: user,
      schema: {
        operationId: 'changeFullName',
        summary: 'Set first and last name from one line (the first word is the first name)',
        tags,
        headers,
        body: changeFullNameRequest,
        response: { 200: currentUserResponse, ...errorResponses },
      },
    },
    async (req) =>
      currentUserOf(app.db, await updateProfile(app, req.site, req.user.row, splitFullName(req.body.full_name))),
  );

  await app.register(deliveryAddressRoutes);
  await app.register(deleteAccountRoutes);
  await app.register(companyRoutes);
  await app.register(profileImageRoutes);
  await app.register(contactChangeRoutes);
}

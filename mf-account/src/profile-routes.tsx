// The profile's routes (profile, support, terms, account deletion), relative to the locale prefix.
import type { RemoteRoute } from '@vitrina/mf-kit/runtime';
import { deleteConfirmRoute } from './pages/delete-account/index.ts';
import { profileRoute } from './pages/profile/index.ts';
import { supportRoute } from './pages/support/index.ts';
import { termsRoute } from './pages/terms/index.ts';

export const profileRoutes: RemoteRoute[] = [
  { path: 'account/profile', ...profileRoute },
  { path: 'account/support', ...supportRoute },
  { path: 'account/terms', ...termsRoute },
  // The deletion letter's link (@vitrina/contract's deleteAccountLinkPath).
  { path: 'delete-account/confirm/:uid/:token', ...deleteConfirmRoute },
];

import type { RemoteRoute } from '@vitrina/mf-kit/runtime';
import { cabinetRoutes } from './cabinet-routes.tsx';
import { activationRoute } from './pages/activation/index.ts';
import { newPasswordRoute } from './pages/new-password/index.ts';
import { registrationRoute } from './pages/registration/index.ts';
import { socialCallbackRoute } from './pages/social-callback/index.ts';
import { profileRoutes } from './profile-routes.tsx';
import { AccountFrame } from './shared/ui/AccountFrame.tsx';

// The pages a mailed or provider's link opens (the paths are @vitrina/contract's accountLinkPaths),
// registration, and the cabinet. Each page is a chunk of its own.
const pages: RemoteRoute[] = [
  { path: 'activate/:uid/:token', ...activationRoute },
  { path: 'password/reset/confirm/:uid/:token', ...newPasswordRoute },
  { path: 'registration', ...registrationRoute },
  { path: 'social/:provider/callback', ...socialCallbackRoute },
  ...profileRoutes,
  ...cabinetRoutes,
];

/** The remote's routes, relative to the locale prefix, in its one frame. */
export const routes: RemoteRoute[] = [{ element: <AccountFrame />, children: pages }];

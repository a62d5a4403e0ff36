// The cabinet guard (spec section 2): `/{lang}/cabinet` and `/{lang}/account/*` open only when the
// shop enables the user cabinet (additional_settings.is_user_cabinet) and the API accepts the
// shopper's access token (auth/users/me); everyone else goes to `/{lang}?login=true`, which opens
// the login. Checked on the server, so a guarded page is never rendered for the wrong visitor.
import { z } from 'zod';
import { CABINET_SECTIONS } from '@vitrina/domain';
import type { Locale } from '@vitrina/domain';
import type { FrameDataCache } from '../render/frame-data-cache.ts';
import { sectionOf } from '../routing/path-check.ts';

const cabinetSetting = z.object({ additional_settings: z.object({ is_user_cabinet: z.boolean() }) });

export function isGuardedPath(pathname: string): boolean {
  return CABINET_SECTIONS.includes(sectionOf(pathname));
}

export function loginRedirect(locale: Locale): string {
  return `/${locale}?login=true`;
}

export interface GuardCheck {
  apiBaseUrl: string;
  siteToken: string;
  locale: Locale;
  bearer: string | undefined;
  /** The page's deadline: the guard's calls end with it. */
  signal: AbortSignal;
  clientIp?: string;
  frameData?: FrameDataCache;
}

async function getJson(url: string, headers: Record<string, string>, signal?: AbortSignal): Promise<unknown> {
  const res = await fetch(url, { headers, ...(signal ? { signal } : {}) });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.json();
}

async function cabinetEnabled(check: GuardCheck): Promise<boolean> {
  const url = `${check.apiBaseUrl}/settings/global_site_settings`;
  const headers = { 'x-site-token': check.siteToken, 'accept-language': check.locale };
  const load = (signal?: AbortSignal) => getJson(url, headers, signal ?? check.signal);
  // The settings every page of the shop loads anyway: shared through the frame data cache.
  const settings = check.frameData
    ? await check.frameData.get(url, headers, load, { signal: check.signal })
    : await load();
  const parsed = cabinetSetting.safeParse(settings);
  return parsed.success && parsed.data.additional_settings.is_user_cabinet;
}

/** True when the API knows the bearer; a back end that cannot answer fails the page (it is not a sign-out). */
async function sessionValid(check: GuardCheck, bearer: string): Promise<boolean> {
  const res = await fetch(`${check.apiBaseUrl}/auth/users/me`, {
    headers: {
      'x-site-token': check.siteToken,
      'accept-language': check.locale,
      authorization: `Bearer ${bearer}`,
      ...(check.clientIp ? { 'x-forwarded-for': check.clientIp } : {}),
    },
    signal: check.signal,
  });
  await res.body?.cancel();
  if (res.status === 401 || res.status === 403) return false;
  if (!res.ok) throw new Error(`auth/users/me answered ${res.status}`);
  return true;
}

export async function mayOpenCabinet(check: GuardCheck): Promise<boolean> {
  if (!check.bearer) return false;
  const [enabled, valid] = await Promise.all([cabinetEnabled(check), sessionValid(check, check.bearer)]);
  return enabled && valid;
}

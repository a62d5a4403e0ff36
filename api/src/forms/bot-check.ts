// Which bot check a site uses and whether a form call passed it. Proof of work by default;
// reCAPTCHA when the site's settings choose it (`captcha: { provider: 'recaptcha', version,
// site_key, secret_key, min_score? }`). A site that chooses reCAPTCHA without its keys gets a
// clear 503 on every form call instead of forms that silently accept anything.
import { lt } from 'drizzle-orm';

import type { FormChallenge } from '@vitrina/contract';

import type { Db } from '../db/client.ts';
import { formChallengeUses } from '../db/schema/index.ts';
import { HttpError } from '../plugins/errors.ts';
import type { Site } from '../plugins/site.ts';
import type { CaptchaVerifier } from './captcha-verifier.ts';
import { checkPowSolution, issuePowChallenge } from './pow.ts';

type BotCheckMode =
  { kind: 'pow' } | { kind: 'recaptcha'; version: 'v2' | 'v3'; siteKey: string; secretKey: string; minScore: number };

interface CaptchaSettings {
  provider?: unknown;
  version?: unknown;
  site_key?: unknown;
  secret_key?: unknown;
  min_score?: unknown;
}

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

export function botCheckMode(site: Site): BotCheckMode {
  const settings = (site.settings.captcha ?? {}) as CaptchaSettings;
  if (settings.provider !== 'recaptcha') return { kind: 'pow' };
  const missing = [
    settings.version === 'v2' || settings.version === 'v3' ? null : 'version (v2 or v3)',
    nonEmpty(settings.site_key) ? null : 'site_key',
    nonEmpty(settings.secret_key) ? null : 'secret_key',
  ].filter((name): name is string => name !== null);
  if (missing.length > 0) {
    throw new HttpError(
      503,
      'captcha_not_configured',
      `reCAPTCHA is chosen for this site but its settings lack ${missing.join(', ')}`,
    );
  }
  const minScore = typeof settings.min_score === 'number' ? settings.min_score : 0.5;
  return {
    kind: 'recaptcha',
    version: settings.version as 'v2' | 'v3',
    siteKey: settings.site_key as string,
    secretKey: settings.secret_key as string,
    minScore,
  };
}

export interface BotCheckDeps {
  db: Db;
  secret: string;
  verifier: CaptchaVerifier;
  now: () => Date;
}

export async function formChallenge(deps: BotCheckDeps, site: Site): Promise<FormChallenge> {
  const mode = botCheckMode(site);
  if (mode.kind === 'recaptcha') return { kind: 'recaptcha', version: mode.version, site_key: mode.siteKey };
  return issuePowChallenge(deps.secret, site.id, deps.now());
}

const rejected = (field: 'altcha' | 'captcha', code: string) =>
  new HttpError(400, 'validation_failed', `Invalid body: ${field}`, { [field]: [code] });

/** Throws a 400 naming `altcha` or `captcha` unless the call passed the site's bot check. */
export async function assertHuman(
  deps: BotCheckDeps,
  site: Site,
  body: { altcha?: string | undefined; captcha?: string | undefined },
  remoteIp: string,
) {
  const mode = botCheckMode(site);
  if (mode.kind === 'recaptcha') {
    if (!body.captcha) throw rejected('captcha', 'required');
    const verdict = await deps.verifier
      .verify({ secret: mode.secretKey, token: body.captcha, remoteIp })
      .catch((error: unknown) => {
        throw new HttpError(503, 'captcha_unavailable', `reCAPTCHA could not be asked: ${(error as Error).message}`);
      });
    const human = verdict.success && (mode.version === 'v2' || (verdict.score ?? 0) >= mode.minScore);
    if (!human) throw rejected('captcha', 'invalid');
    return;
  }
  if (!body.altcha) throw rejected('altcha', 'required');
  const now = deps.now();
  const check = await checkPowSolution(deps.secret, site.id, body.altcha, now);
  if (!check.ok) throw rejected('altcha', check.reason);
  // One use per solution: the insert is the atomic test, so two simultaneous replays cannot both pass.
  const used = await deps.db
    .insert(formChallengeUses)
    .values({ salt: check.salt, expiresAt: check.expiresAt })
    .onConflictDoNothing()
    .returning({ salt: formChallengeUses.salt });
  if (used.length === 0) throw rejected('altcha', 'replayed');
  // Expired salts can never pass the expiry check again, so they need not be kept.
  await deps.db.delete(formChallengeUses).where(lt(formChallengeUses.expiresAt, now));
}

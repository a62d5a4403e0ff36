// The bot check a form sends with its fields (mf-content's forms, mf-catalog's review form): the
// solved proof of work (`altcha`) or a reCAPTCHA token (`captcha`), as the shop chose. The answer
// is prepared when the shopper starts filling the form (the work then runs while they type), and
// each one is used once.
import type { ApiContext } from '@vitrina/events';

import { encodeSolution, fetchFormChallenge, solvePow } from './form-challenge.ts';
import { recaptchaToken } from './recaptcha.ts';

export interface BotToken {
  field: 'altcha' | 'captcha';
  value: string;
}

/** The fields whose refusal is the bot check's, not the shopper's. */
export const BOT_FIELDS: ReadonlySet<string> = new Set(['altcha', 'captcha']);
/** A stale or spent answer is the form's problem, not the shopper's: it is redone once, silently. */
export const RETRY_CODES: ReadonlySet<string> = new Set(['expired', 'replayed']);

/** Challenges live 10 minutes on the API; one older than this is fetched again. */
const FRESH_MS = 8 * 60_000;

async function obtain(ctx: ApiContext): Promise<BotToken> {
  const challenge = await fetchFormChallenge(ctx);
  if (challenge.kind === 'recaptcha')
    return { field: 'captcha', value: await recaptchaToken(challenge.version, challenge.site_key) };
  const number = await solvePow(challenge);
  if (number === null) throw new Error('the challenge has no solution');
  return { field: 'altcha', value: encodeSolution(challenge, number) };
}

export interface BotCheck {
  /** Start preparing an answer (idempotent while one is fresh). */
  warmUp(): void;
  /** The prepared answer, or a new one; never the same answer twice. */
  take(): Promise<BotToken>;
}

export function createBotCheck(ctx: () => ApiContext): BotCheck {
  let prepared: { at: number; token: Promise<BotToken> } | null = null;
  const prepare = () => {
    const token = obtain(ctx());
    token.catch(() => undefined);
    prepared = { at: Date.now(), token };
  };
  return {
    warmUp() {
      if (!prepared || Date.now() - prepared.at > FRESH_MS) prepare();
    },
    take() {
      this.warmUp();
      const { token } = prepared!;
      prepared = null;
      return token;
    },
  };
}

// The bot check a form sends with its fields. The answer is prepared when the shopper starts
// filling the form (the proof of work then runs while they type) and each one is used once.
import type { FormChallenge } from '@vitrina/contract';
import type { ApiContext } from '@vitrina/events';
import { getJson } from './api.ts';
import { encodeSolution, solvePow } from './pow-solver.ts';
import { recaptchaToken } from './recaptcha.ts';

export interface BotToken {
  field: 'altcha' | 'captcha';
  value: string;
}

/** Challenges live 10 minutes on the API; one older than this is fetched again. */
const FRESH_MS = 8 * 60_000;

async function obtain(ctx: ApiContext): Promise<BotToken> {
  const challenge = (await getJson(ctx, 'base/form-challenge')) as FormChallenge;
  if (challenge.kind === 'recaptcha') return { field: 'captcha', value: await recaptchaToken(challenge.version, challenge.site_key) };
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

// The bot check's keys as app.botCheck, shared by every call that takes something a shopper wrote:
// the form calls and review posting. One proof-of-work key, one reCAPTCHA verifier, one clock.
import { randomBytes } from 'node:crypto';

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import type { BotCheckDeps } from '../forms/bot-check.ts';
import { googleCaptchaVerifier } from '../forms/captcha-verifier.ts';
import type { CaptchaVerifier } from '../forms/captcha-verifier.ts';

export interface FormsOptions {
  /** HMAC key of the proof-of-work challenges; every API node must share it (FORM_CHALLENGE_SECRET). */
  challengeSecret?: string | undefined;
  captchaVerifier?: CaptchaVerifier | undefined;
  now?: (() => Date) | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    botCheck: BotCheckDeps;
  }
}

export const botCheckPlugin = fp(
  async (app: FastifyInstance, options: FormsOptions) => {
    if (!options.challengeSecret) {
      app.log.warn(
        'FORM_CHALLENGE_SECRET is not set: a random key is used, so challenges do not survive a restart or cross API nodes',
      );
    }
    app.decorate('botCheck', {
      db: app.db,
      secret: options.challengeSecret ?? randomBytes(32).toString('hex'),
      verifier: options.captchaVerifier ?? googleCaptchaVerifier,
      now: options.now ?? (() => new Date()),
    });
  },
  { name: 'bot-check', dependencies: ['db'] },
);

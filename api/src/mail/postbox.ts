// Mail leaves after the answer: a slow or failing mail server neither holds a shopper's request
// nor tells by its timing whether an address has an account (reset, resend). A failure is logged;
// the shopper can ask again. Closing the app waits for what is still being sent.
import type { FastifyBaseLogger } from 'fastify';

import type { MailMessage, Mailer } from './mailer.ts';

export interface Postbox {
  /** Hands the message over for sending; returns at once. */
  post(message: MailMessage | (() => Promise<MailMessage | null>)): void;
  /** Resolves when every message posted so far is sent or has failed. */
  settled(): Promise<void>;
}

export function createPostbox(mailer: Mailer, log: FastifyBaseLogger): Postbox {
  const pending = new Set<Promise<void>>();
  return {
    post(message) {
      const sending = (async () => {
        const ready = typeof message === 'function' ? await message() : message;
        if (ready) await mailer.send(ready);
      })()
        .catch((error: unknown) => log.error({ err: error }, 'account mail not sent'))
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    async settled() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}

// What the account calls use outside the database, as app.accountServices: where phone codes go
// and the folder of profile pictures. server.ts points both into DATA_DIR; an app built for a test
// or a script keeps codes in memory and pictures in a temporary folder removed when it closes.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { memoryCodeSender, outboxCodeSender, type CodeSender } from './code-sender.ts';

export interface AccountServicesOptions {
  codeSender?: CodeSender | undefined;
  profileImageDir?: string | undefined;
}

export interface AccountServices {
  codeSender: CodeSender;
  /** Served at /media/profile-images/<file>. */
  profileImageDir: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    accountServices: AccountServices;
  }
}

/** The running API's: codes to DATA_DIR/sms-outbox, pictures where the media live, DATA_DIR/media. */
export const accountServicesFromConfig = (config: { DATA_DIR: string }): AccountServicesOptions => ({
  codeSender: outboxCodeSender(join(config.DATA_DIR, 'sms-outbox')),
  profileImageDir: join(config.DATA_DIR, 'media', 'profile-images'),
});

export const accountServicesPlugin = fp(
  async (app: FastifyInstance, options: AccountServicesOptions) => {
    let profileImageDir = options.profileImageDir;
    if (!profileImageDir) {
      const temporary = await mkdtemp(join(tmpdir(), 'vitrina-profile-images-'));
      app.addHook('onClose', () => rm(temporary, { recursive: true, force: true }));
      profileImageDir = temporary;
    }
    app.decorate('accountServices', { codeSender: options.codeSender ?? memoryCodeSender(), profileImageDir });
  },
  { name: 'account-services' },
);

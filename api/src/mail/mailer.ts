// Where mail goes: an SMTP server (SMTP_URL), else `.eml` files in DATA_DIR/outbox a developer
// opens in any mail client, or memory (tests, and an app built without either). nodemailer writes
// the MIME message in every case, so the outbox holds exactly what SMTP would have carried.
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import nodemailer from 'nodemailer';

export interface MailMessage {
  from: { name: string; address: string };
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** Sends through the server of an smtp:// or smtps:// URL (user and password in it when needed). */
export function smtpMailer(url: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    send: async (message) => void (await transport.sendMail(message)),
    close: () => transport.close(),
  };
}

/** Writes each message as `<time>-<random>.eml` under `dir`. */
export function outboxMailer(dir: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const { message: raw } = (await transport.sendMail(message)) as { message: Buffer };
      await mkdir(dir, { recursive: true });
      const time = new Date().toISOString().replace(/[:.]/g, '-');
      await writeFile(join(dir, `${time}-${randomUUID()}.eml`), raw);
    },
    close: () => transport.close(),
  };
}

export interface MemoryMailer extends Mailer {
  readonly sent: MailMessage[];
}

/** Keeps the last 100 messages (a bound, so a long-running app cannot grow without end). */
export function memoryMailer(): MemoryMailer {
  const sent: MailMessage[] = [];
  return {
    sent,
    send: async (message) => {
      sent.push(message);
      if (sent.length > 100) sent.shift();
    },
    close: () => undefined,
  };
}

export function mailerFromConfig(config: { SMTP_URL?: string | undefined; DATA_DIR: string }): Mailer {
  return config.SMTP_URL ? smtpMailer(config.SMTP_URL) : outboxMailer(join(config.DATA_DIR, 'outbox'));
}

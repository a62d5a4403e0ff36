// A real SMTP server for the account tests (smtp-server on 127.0.0.1, a free port): the API sends
// through it as through any mail server, and each message is parsed (mailparser) as a mail client
// would, so a test reads the link a shopper would click.
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll } from 'vitest';

export interface Inbox {
  /** smtp://127.0.0.1:<port>, the API's SMTP_URL. */
  url: string;
  /** Every message received so far, oldest first. */
  received: ParsedMail[];
  /** The oldest unread message to `address`, waiting for it when none is there yet. */
  next(address: string): Promise<ParsedMail>;
}

export async function startInbox(): Promise<Inbox> {
  const unread = new Map<string, ParsedMail[]>();
  const waiting = new Map<string, ((mail: ParsedMail) => void)[]>();
  const received: ParsedMail[] = [];
  function deliver(address: string, mail: ParsedMail) {
    received.push(mail);
    const waiter = waiting.get(address)?.shift();
    if (waiter) waiter(mail);
    else unread.set(address, [...(unread.get(address) ?? []), mail]);
  }
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
      simpleParser(stream).then(
        (mail) => {
          for (const address of to) deliver(address, mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    next(address) {
      const key = address.toLowerCase();
      const mail = unread.get(key)?.shift();
      if (mail) return Promise.resolve(mail);
      return new Promise((resolve) => waiting.set(key, [...(waiting.get(key) ?? []), resolve]));
    },
  };
}

/** The uid and token of the letter's link, and the link itself. */
export function linkIn(mail: ParsedMail, kind: 'activation' | 'reset') {
  const path = kind === 'activation' ? 'activate' : 'password/reset/confirm';
  const match = new RegExp(`(https?://\\S+?/${path}/(\\d+)/([\\w-]+))`).exec(mail.text ?? '');
  if (!match) throw new Error(`no ${kind} link in: ${mail.text}`);
  return { link: match[1]!, uid: match[2]!, token: match[3]! };
}

// Where phone codes go: a CodeSender is the one seam for an SMS gateway (none is wired yet). By
// default `.txt` files in DATA_DIR/sms-outbox a developer reads, as mail goes to DATA_DIR/outbox; in
// memory for tests and an app built without either.
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface TextMessage {
  /** The number as + and digits. */
  to: string;
  text: string;
}

export interface CodeSender {
  /** Resolves once the gateway took the message; a failure is the caller's to report. */
  send(message: TextMessage): Promise<void>;
}

/** Writes each message as `<time>-<random>.txt` under `dir`: a `To:` line, a blank line, the text. */
export function outboxCodeSender(dir: string): CodeSender {
  return {
    async send({ to, text }) {
      await mkdir(dir, { recursive: true });
      const time = new Date().toISOString().replace(/[:.]/g, '-');
      await writeFile(join(dir, `${time}-${randomUUID()}.txt`), `To: ${to}\n\n${text}\n`);
    },
  };
}

export interface MemoryCodeSender extends CodeSender {
  readonly sent: TextMessage[];
}

/** Keeps the last 100 messages (a bound, so a long-running app cannot grow without end). */
export function memoryCodeSender(): MemoryCodeSender {
  const sent: TextMessage[] = [];
  return {
    sent,
    send: async (message) => {
      sent.push(message);
      if (sent.length > 100) sent.shift();
    },
  };
}

// The letters the e2e API wrote (its DATA_DIR/outbox, beside the module store: stack.ts), read the
// way a shopper reads them: the first link in a letter to an address that matches a pattern.
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';

/**
 * The capture groups of the first link matching `pattern` in a letter to `to`. The API writes a
 * letter after answering, so this waits for the file to appear (a condition, never a time).
 */
export async function mailedLink(outbox: string, to: string, pattern: RegExp): Promise<string[]> {
  for (;;) {
    const files = await readdir(outbox).catch(() => [] as string[]);
    for (const file of files) {
      const mail = await simpleParser(await readFile(join(outbox, file)));
      const found = mail.text?.match(pattern);
      if (found && mail.to && JSON.stringify(mail.to).includes(to)) return found.slice(1);
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** The e2e API's outbox folder, from the module store's folder the setup provides. */
export const outboxOf = (modulesDir: string) => join(modulesDir, '..', 'api', 'outbox');
